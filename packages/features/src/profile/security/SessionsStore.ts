import { makeAutoObservable, runInAction } from 'mobx';
import type { BankClient, Session, SessionList } from '@axia/core';
import type { Read } from '../../kit';
import { errorText } from '../../kit/errors';
import { SECURITY_TEXT as TEXT } from '../messages';

interface SessionsDeps {
  api: Pick<BankClient, 'getSessions' | 'signOutSession' | 'signOutOtherSessions'>;
  notify(toast: { tone: 'success' | 'error'; title: string }): void;
}

/** A session as the list names it: 'Chrome on Mac'. */
export const sessionName = (session: Session) => TEXT.session(session.browser, session.device);

/**
 * Profile → Security's sessions (issue 45): where the customer is signed in (GET /user/sessions, this device first),
 * 'Sign out' of one other session (DELETE /user/sessions/:id) and 'Sign out everywhere else' (POST
 * /user/sessions/sign-out-others, after a confirmation).
 */
export class SessionsStore {
  list: Read<SessionList> = { status: 'loading' };
  /** The session being signed out. */
  signingOut: string | null = null;
  confirmingOthers = false;
  othersPending = false;

  constructor(private readonly deps: SessionsDeps) {
    makeAutoObservable<SessionsStore, 'deps'>(this, { deps: false });
  }

  /** This device first, then the others as the bank lists them. */
  get sessions(): readonly Session[] {
    if (this.list.status !== 'ready') return [];
    const sessions = this.list.value.sessions;
    return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
  }

  get hasOthers(): boolean {
    return this.sessions.some((session) => !session.current);
  }

  async load() {
    this.list = { status: 'loading' };
    try {
      const list = await this.deps.api.getSessions();
      runInAction(() => {
        this.list = { status: 'ready', value: list };
      });
    } catch (error) {
      runInAction(() => {
        this.list = { status: 'failed', message: errorText(error) };
      });
    }
  }

  /** Signs one other session out; resolves true once it is gone from the list. */
  async signOut(session: Session): Promise<boolean> {
    if (this.signingOut || session.current) return false;
    this.signingOut = session.id;
    try {
      await this.deps.api.signOutSession({ params: { id: session.id } });
    } catch (error) {
      runInAction(() => {
        this.signingOut = null;
      });
      this.deps.notify({ tone: 'error', title: errorText(error) });
      return false;
    }
    runInAction(() => {
      this.signingOut = null;
      this.removeWhere((item) => item.id === session.id);
    });
    this.deps.notify({ tone: 'success', title: TEXT.signedOut(sessionName(session)) });
    return true;
  }

  askSignOutOthers() {
    this.confirmingOthers = true;
  }

  cancelSignOutOthers() {
    if (this.othersPending) return;
    this.confirmingOthers = false;
  }

  /** 'Sign out everywhere else': resolves true once done (only this device is left in the list). */
  async signOutOthers(): Promise<boolean> {
    if (this.othersPending) return false;
    this.othersPending = true;
    try {
      const { signedOut } = await this.deps.api.signOutOtherSessions();
      runInAction(() => {
        this.othersPending = false;
        this.confirmingOthers = false;
        this.removeWhere((item) => !item.current);
      });
      this.deps.notify({ tone: 'success', title: TEXT.signedOutOthers(signedOut) });
      return true;
    } catch (error) {
      runInAction(() => {
        this.othersPending = false;
        this.confirmingOthers = false;
      });
      this.deps.notify({ tone: 'error', title: errorText(error) });
      return false;
    }
  }

  private removeWhere(gone: (session: Session) => boolean) {
    if (this.list.status !== 'ready') return;
    this.list = {
      status: 'ready',
      value: { ...this.list.value, sessions: this.list.value.sessions.filter((s) => !gone(s)) },
    };
  }
}
