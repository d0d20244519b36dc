import { makeAutoObservable, runInAction } from 'mobx';
import {
  PROFILE_FLAGS,
  PROFILE_LIMITS,
  SECOND_FACTOR_KINDS,
  type BankClient,
  type FeatureFlag,
  type SecondFactorKind,
  type UserSetting,
} from '@axia/core';
import type { AuthService, Read, TotpSetup } from '../../kit';
import { errorText } from '../../kit/errors';
import { SecondFactorStore } from '../../kit/second-factor';
import { TWO_FACTOR_TEXT as TEXT } from '../messages';

/**
 * The identity service's refusals of a wrong authenticator code ('Code mismatch' on setup, 'Invalid code received
 * for user' on sign-in): said as the app's other code errors say it.
 */
const WRONG_CODE_MESSAGES = new Set(['Code mismatch', 'Invalid code received for user']);
function wrongCode(error: unknown): boolean {
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : '';
  return name === 'CodeMismatchException' || WRONG_CODE_MESSAGES.has(errorText(error));
}

export interface TwoFactorDeps {
  api: BankClient;
  auth: Pick<
    AuthService,
    'fetchLoginMfaEnabled' | 'startTotpSetup' | 'verifyTotp' | 'setLoginMfa' | 'loadUser'
  >;
  notify(toast: { tone: 'success' | 'error'; title: string }): void;
  email: string;
  features: readonly FeatureFlag[];
}

/** The login two-factor dialog: turning it on (with the secret) or off. */
export type LoginDialog = { kind: 'enable'; setup: Read<TotpSetup> } | { kind: 'disable' };

/**
 * /two-factor (seed 002 §2, §3 User settings, §4 Security settings, §8): the login toggle (Amplify's MFA preference;
 * on: setUpTOTP → the secret as a QR code and text → verifyTOTPSetup → updateMFAPreference PREFERRED; off: a code, then
 * DISABLED) and, with TRANSACTION2FA, the Transfer Between Members and Wire Transfer toggles (POST /user/setting; a
 * 207 opens the emailed-code dialog; success refreshes the profile; failure 'Something went wrong').
 */
export class TwoFactorStore {
  login: Read<boolean> = { status: 'loading' };
  dialog: LoginDialog | null = null;
  code = '';
  codeError: string | null = null;
  pending = false;
  settings: Read<UserSetting> | null = null;
  /** The transaction toggle being changed. */
  changing: SecondFactorKind | null = null;
  readonly flow: SecondFactorStore;

  constructor(
    private readonly deps: TwoFactorDeps,
    flow?: SecondFactorStore,
  ) {
    this.flow = flow ?? new SecondFactorStore();
    makeAutoObservable<TwoFactorStore, 'deps'>(this, { deps: false, flow: false });
  }

  get transactionTogglesShown() {
    return this.deps.features.includes(PROFILE_FLAGS.transaction2fa);
  }

  get kinds(): readonly SecondFactorKind[] {
    return SECOND_FACTOR_KINDS;
  }

  load() {
    void this.loadLogin();
    if (this.transactionTogglesShown) void this.loadSettings();
  }

  async loadLogin() {
    this.login = { status: 'loading' };
    try {
      const enabled = await this.deps.auth.fetchLoginMfaEnabled();
      runInAction(() => {
        this.login = { status: 'ready', value: enabled };
      });
    } catch {
      runInAction(() => {
        this.login = { status: 'failed', message: TEXT.unavailable };
      });
    }
  }

  async loadSettings() {
    this.settings = { status: 'loading' };
    try {
      const settings = await this.deps.api.getUserSetting();
      runInAction(() => {
        this.settings = { status: 'ready', value: settings };
      });
    } catch (error) {
      runInAction(() => {
        this.settings = { status: 'failed', message: errorText(error) };
      });
    }
  }

  /** The login switch: on opens the setup dialog, off the code dialog. */
  setLogin(on: boolean) {
    if (this.login.status !== 'ready' || this.dialog) return;
    this.code = '';
    this.codeError = null;
    if (on) {
      this.dialog = { kind: 'enable', setup: { status: 'loading' } };
      void this.startSetup();
    } else {
      this.dialog = { kind: 'disable' };
    }
  }

  async startSetup() {
    if (this.dialog?.kind !== 'enable') return;
    this.dialog = { kind: 'enable', setup: { status: 'loading' } };
    try {
      const setup = await this.deps.auth.startTotpSetup(this.deps.email);
      runInAction(() => {
        if (this.dialog?.kind === 'enable')
          this.dialog = { kind: 'enable', setup: { status: 'ready', value: setup } };
      });
    } catch {
      runInAction(() => {
        if (this.dialog?.kind === 'enable')
          this.dialog = { kind: 'enable', setup: { status: 'failed', message: TEXT.setupFailed } };
      });
    }
  }

  setCode(code: string) {
    this.code = code;
    this.codeError = null;
  }

  closeDialog() {
    if (this.pending) return;
    this.dialog = null;
    this.code = '';
    this.codeError = null;
  }

  /** The dialog's confirm: the code proves the authenticator, then the preference changes. */
  async confirm() {
    const dialog = this.dialog;
    if (!dialog || this.pending) return;
    if (dialog.kind === 'enable' && dialog.setup.status !== 'ready') return;
    if (this.code.length !== PROFILE_LIMITS.codeLength) {
      this.codeError = TEXT.codeIncomplete;
      return;
    }
    const enable = dialog.kind === 'enable';
    this.pending = true;
    try {
      await this.deps.auth.verifyTotp(this.code);
      await this.deps.auth.setLoginMfa(enable);
      runInAction(() => {
        this.pending = false;
        this.login = { status: 'ready', value: enable };
        this.dialog = null;
        this.code = '';
      });
      this.deps.notify({ tone: 'success', title: enable ? TEXT.enabled : TEXT.disabled });
      void this.deps.auth.loadUser().catch(() => undefined);
    } catch (error) {
      runInAction(() => {
        this.pending = false;
        this.code = '';
        this.codeError = wrongCode(error) ? TEXT.codeInvalid : errorText(error);
      });
    }
  }

  enabledOf(kind: SecondFactorKind): boolean {
    return (
      this.settings?.status === 'ready' &&
      this.settings.value.transaction2fa[kind]?.enabled === true
    );
  }

  /** A transaction toggle: POST /user/setting, through the emailed code when the bank asks (207). */
  async setTransaction(kind: SecondFactorKind, enabled: boolean) {
    if (this.changing || this.settings?.status !== 'ready') return;
    this.changing = kind;
    const transaction2fa = { [kind]: { enabled, method: 'EMAIL' as const } };
    const result = await this.flow.send(async (factor) => {
      const answer = await this.deps.api.updateUserSetting({
        body: { transaction2fa, ...factor },
      });
      if ('statusCode' in answer) return answer;
      return { statusCode: 200 as const, settings: answer };
    }, JSON.stringify(transaction2fa));
    runInAction(() => {
      this.changing = null;
    });
    if (result.status === 'done') {
      runInAction(() => {
        this.settings = { status: 'ready', value: result.answer.settings };
      });
      this.deps.notify({
        tone: 'success',
        title: TEXT.settingUpdated(TEXT.kinds[kind], enabled),
      });
      void this.deps.auth.loadUser().catch(() => undefined);
    } else if (result.status === 'failed') {
      this.deps.notify({ tone: 'error', title: TEXT.somethingWentWrong });
    }
  }
}
