import { makeAutoObservable, runInAction } from 'mobx';
import { staffMay, staffRolesOf, type StaffMe, type StaffRole } from '@axia/core';
import type { AmplifyAuth } from '../identity/amplify';
import { ApiError, errorText, type StaffApi } from '../api/client';

/** Where the staff member is in signing in. */
export type SessionStep =
  /** Reading a stored session (a reload). */
  | 'restoring'
  | 'password'
  /** The authenticator app's code (CONFIRM_SIGN_IN_WITH_TOTP_CODE). */
  | 'code'
  /** First sign-in: add the key to an authenticator app, then its code (CONTINUE_SIGN_IN_WITH_TOTP_SETUP). */
  | 'setup'
  | 'signedIn'
  /** Signed in, but not bank staff (no staff group, or the API refuses the token). */
  | 'notStaff';

/** The Amplify calls the session needs (a fake in tests and stories). */
export type SessionAuth = Pick<
  AmplifyAuth,
  'signIn' | 'confirmSignIn' | 'signOut' | 'fetchAuthSession'
>;

const errorName = (error: unknown) =>
  error && typeof error === 'object' && 'name' in error ? String(error.name) : '';

export const NOT_STAFF_MESSAGE = 'This console is for bank staff only.';

/** The staff member's session: the sign-in steps, who they are (staffMe) and their roles. */
export class SessionStore {
  step: SessionStep = 'restoring';
  pending = false;
  /** The last sign-in step's failure, shown on its form. */
  error: string | null = null;
  /** Why the session ended, said on the sign-in form (a 401). */
  notice: string | null = null;
  me: StaffMe | null = null;
  /** The key to add to an authenticator app (setup step). */
  setupKey: string | null = null;
  email = '';

  constructor(
    private readonly auth: SessionAuth,
    private readonly api: () => StaffApi,
  ) {
    makeAutoObservable<this, 'auth' | 'api'>(this, { auth: false, api: false });
  }

  get roles(): readonly StaffRole[] {
    return this.me?.roles ?? [];
  }

  /** Whether the staff member's roles include `role` (or one above it). */
  may(role: StaffRole): boolean {
    return staffMay(this.roles, role);
  }

  /** The ID token, or null when signed out. */
  async idToken(): Promise<string | null> {
    const { tokens } = await this.auth.fetchAuthSession();
    return tokens?.idToken?.toString() ?? null;
  }

  /** On start: a stored session goes straight to staffMe; none shows the password step. */
  async restore() {
    let groups: unknown = undefined;
    try {
      const { tokens } = await this.auth.fetchAuthSession();
      if (!tokens?.idToken) {
        runInAction(() => (this.step = 'password'));
        return;
      }
      groups = tokens.idToken.payload['cognito:groups'];
    } catch {
      runInAction(() => (this.step = 'password'));
      return;
    }
    await this.loadMe(groups);
  }

  async signIn(email: string, password: string) {
    this.begin();
    this.email = email;
    try {
      const once = () =>
        this.auth.signIn({
          username: email,
          password,
          options: { authFlowType: 'USER_PASSWORD_AUTH' },
        });
      let result;
      try {
        result = await once();
      } catch (error) {
        // A stale session left in storage: sign it out and try once more.
        if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
        await this.auth.signOut().catch(() => undefined);
        result = await once();
      }
      await this.next(result.nextStep);
    } catch (error) {
      this.fail(error);
    }
  }

  /** The authenticator's code (both the sign-in code and the first code after setup). */
  async confirmCode(code: string) {
    this.begin();
    try {
      const { nextStep } = await this.auth.confirmSignIn({ challengeResponse: code });
      await this.next(nextStep);
    } catch (error) {
      this.fail(error);
    }
  }

  /** Back to the password step (a wrong account). */
  async restart() {
    await this.auth.signOut().catch(() => undefined);
    runInAction(() => {
      this.step = 'password';
      this.error = null;
      this.setupKey = null;
    });
  }

  async signOut(notice: string | null = null) {
    try {
      await this.auth.signOut();
    } catch {
      // Local tokens are gone either way.
    }
    runInAction(() => {
      this.me = null;
      this.setupKey = null;
      this.error = null;
      this.pending = false;
      this.notice = notice;
      this.step = 'password';
    });
  }

  private begin() {
    this.pending = true;
    this.error = null;
    this.notice = null;
  }

  private fail(error: unknown) {
    runInAction(() => {
      this.pending = false;
      this.error = errorText(error);
    });
  }

  private async next(nextStep: {
    signInStep: string;
    totpSetupDetails?: { sharedSecret: string };
  }) {
    switch (nextStep.signInStep) {
      case 'DONE': {
        const { tokens } = await this.auth.fetchAuthSession();
        await this.loadMe(tokens?.idToken?.payload['cognito:groups']);
        return;
      }
      case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
        runInAction(() => {
          this.pending = false;
          this.step = 'code';
        });
        return;
      case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
        runInAction(() => {
          this.pending = false;
          this.setupKey = nextStep.totpSetupDetails?.sharedSecret ?? null;
          this.step = 'setup';
        });
        return;
      default:
        throw new Error(`This sign-in step is not supported here: ${nextStep.signInStep}`);
    }
  }

  /** Who is signed in: a token without a staff group, or one the API refuses (403), is not staff. */
  private async loadMe(groups: unknown) {
    if (groups !== undefined && staffRolesOf(groups).length === 0) {
      runInAction(() => {
        this.pending = false;
        this.step = 'notStaff';
      });
      return;
    }
    try {
      const me = await this.api().staffMe();
      runInAction(() => {
        this.me = me;
        this.pending = false;
        this.step = me.roles.length ? 'signedIn' : 'notStaff';
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return; // signed out by the client
      if (error instanceof ApiError && error.status === 403) {
        runInAction(() => {
          this.pending = false;
          this.step = 'notStaff';
        });
        return;
      }
      runInAction(() => {
        this.pending = false;
        this.error = errorText(error);
        this.step = 'password';
      });
    }
  }
}
