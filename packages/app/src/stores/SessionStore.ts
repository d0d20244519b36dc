import { makeAutoObservable } from 'mobx';
import { isMfaEnabled, type AccessState, type User } from '@axia/core';
import type { SessionView } from '@axia/features/kit';

/** Who is signed in (seed 000 §3 session state). Tokens stay with Amplify (sessionStorage); this holds facts. */
export class SessionStore implements SessionView {
  user: User | null = null;
  /** An identity session exists (Amplify holds tokens). */
  hasSession = false;
  /** The `tk` query value, which overrides the identity token (seed 000 §2.1); memory only. */
  tokenOverride: string | null = null;
  isMaintaining = false;
  /** A pending MFA challenge (e.g. SOFTWARE_TOKEN_MFA). */
  challengeName: string | null = null;
  /** The protected page a signed-out visitor asked for. */
  returnTo: string | null = null;
  /** The start-up check of the stored session is done. */
  ready = false;
  /** When the current sign-in happened (absolute session lifetime). */
  signedInAt: number | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get signedIn(): boolean {
    return this.hasSession || this.tokenOverride !== null;
  }

  get mfaEnabled(): boolean {
    return isMfaEnabled(this.user?.preferredMFA, this.challengeName);
  }

  /** What core's decideAccess needs. */
  get accessState(): AccessState {
    const user = this.user;
    return {
      signedIn: this.signedIn,
      tokenOverride: this.tokenOverride !== null,
      maintenance: this.isMaintaining,
      user: user && {
        status: user.status,
        createdAt: user.createdAt,
        features: user.features,
        consent: user.consent,
        registrationCompleted: user.registration.registrationCompleted,
      },
    };
  }

  setSession(hasSession: boolean, now = Date.now()) {
    if (hasSession && !this.hasSession) this.signedInAt = now;
    this.hasSession = hasSession;
    if (!hasSession) this.signedInAt = null;
  }

  setUser(user: User | null) {
    this.user = user;
  }

  setChallenge(name: string | null) {
    this.challengeName = name;
  }

  setMaintaining(value: boolean) {
    this.isMaintaining = value;
  }

  setTokenOverride(token: string | null) {
    this.tokenOverride = token;
  }

  setReady(value = true) {
    this.ready = value;
  }

  rememberReturnTo(path: string) {
    this.returnTo = path;
  }

  /** Returns the remembered page once. */
  takeReturnTo(): string | null {
    const path = this.returnTo;
    this.returnTo = null;
    return path;
  }

  /** Sign-out and idle timeout: forget everything about the user (maintenance stays a fact of the bank). */
  clear() {
    this.user = null;
    this.hasSession = false;
    this.tokenOverride = null;
    this.challengeName = null;
    this.returnTo = null;
    this.signedInAt = null;
  }
}
