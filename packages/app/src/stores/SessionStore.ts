import { makeAutoObservable } from 'mobx';
import { isMfaEnabled, type AccessState, type User } from '@axia/core';
import type { SessionView } from '@axia/features/kit';

/** The sign-in time's sessionStorage key: beside Amplify's tokens, so it lasts exactly as long as they do. */
// Stryker disable next-line StringLiteral: a static mutant (evaluated at import, which Stryker's run cannot switch); emptying the key fails stores.test.ts's sessionStorage test, which writes it out (checked by hand)
export const SIGNED_IN_AT_KEY = 'axia.session.signedInAt';

export type SignInStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserSessionStorage(): SignInStorage | null {
  let storage: SignInStorage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // No window, or storage blocked: the sign-in time stays in memory.
  }
  return storage;
}

/**
 * Who is signed in (seed 000 §3 session state). Tokens stay with Amplify (sessionStorage); this holds facts,
 * and keeps the sign-in time in `storage` too so the absolute session lifetime survives a reload.
 */
export class SessionStore implements SessionView {
  user: User | null = null;
  /** An identity session exists (Amplify holds tokens). */
  hasSession = false;
  /** The `tk` query value, which overrides the identity token (seed 000 §2.1); memory only. */
  tokenOverride: string | null = null;
  isMaintaining = false;
  /** A pending MFA challenge (e.g. SOFTWARE_TOKEN_MFA). */
  challengeName: string | null = null;
  /** The start-up check of the stored session is done. */
  ready = false;
  /** When the current sign-in happened (absolute session lifetime); stored, so a reload keeps it. */
  signedInAt: number | null = null;
  readonly #storage: SignInStorage | null;

  constructor(storage: SignInStorage | null = browserSessionStorage()) {
    this.#storage = storage;
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

  /**
   * A sign-in (its absolute lifetime counts from `now`), or `false` when the session is gone. The time is kept
   * in memory until the login flow is through (`recordSignInComplete`); only then is it stored.
   */
  setSession(hasSession: boolean, now = Date.now()) {
    this.hasSession = hasSession;
    this.signedInAt = hasSession ? now : null;
    this.#store(null);
  }

  /** The login flow is through (terms, consent, notices): store the sign-in time, so a reload resumes. */
  recordSignInComplete() {
    this.#store(this.signedInAt);
  }

  /**
   * Start-up with a stored identity session: it resumes with its stored sign-in time (so a reload does not
   * restart the lifetime; `now` if the stored one is in the future). Returns `false` when no time is stored:
   * the sign-in never got through the login flow (a reload during its modals), so it must start again.
   */
  resumeSession(hasSession: boolean, now = Date.now()): boolean {
    if (!hasSession) {
      this.setSession(false);
      return true;
    }
    const stored = this.#readSignedInAt();
    if (stored === null) return false;
    this.hasSession = true;
    this.signedInAt = Math.min(stored, now);
    return true;
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

  /** Sign-out and idle timeout: forget everything about the user (maintenance stays a fact of the bank). */
  clear() {
    this.user = null;
    this.hasSession = false;
    this.tokenOverride = null;
    this.challengeName = null;
    this.signedInAt = null;
    this.#store(null);
  }

  #readSignedInAt(): number | null {
    try {
      // Stryker disable next-line OptionalChaining: without storage the call throws inside this try, and the catch answers null as no storage does
      const value = Number(this.#storage?.getItem(SIGNED_IN_AT_KEY) ?? NaN);
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  }

  #store(value: number | null) {
    try {
      if (value === null) {
        // Stryker disable next-line OptionalChaining: without storage the call throws inside this try, whose catch does nothing, as no storage does
        this.#storage?.removeItem(SIGNED_IN_AT_KEY);
      } else {
        // Stryker disable next-line OptionalChaining: without storage the call throws inside this try, whose catch does nothing, as no storage does
        this.#storage?.setItem(SIGNED_IN_AT_KEY, String(value));
      }
    } catch {
      // Storage full or blocked: a reload then asks for a new sign-in.
    }
  }
}
