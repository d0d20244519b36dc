import { makeAutoObservable, runInAction } from 'mobx';
import { PASSKEY_NAME_MAX, type BankClient, type Passkey, type PasskeyList } from '@axia/core';
import type { AuthService, Read } from '../../kit';
import { errorText } from '../../kit/errors';
import { SecondFactorStore } from '../../kit/second-factor';
import { SECURITY_TEXT as TEXT } from '../messages';

/**
 * The identity service's refusal to add a passkey without a sign-in of the last 10 minutes or the bank's code grant
 * (docs/identity.md): the screen then asks for the mailed code and tries again.
 */
const CONFIRM_FIRST = 'Confirm it is you before you add a passkey.';

/** What Amplify's passkey errors (by name) and the browser's own (by DOMException name) mean for the customer. */
const ADD_ERRORS: Record<string, string> = {
  PasskeyRegistrationCanceled: TEXT.addCancelled,
  PasskeyOperationAborted: TEXT.addCancelled,
  NotAllowedError: TEXT.addCancelled,
  AbortError: TEXT.addCancelled,
  PasskeyAlreadyExists: TEXT.alreadyExists,
  InvalidStateError: TEXT.alreadyExists,
  PasskeyNotSupported: TEXT.notSupported,
  // Amplify's catch-all ('An unknown error has occurred.') says nothing a customer can act on.
  Unknown: TEXT.addFailed,
};

function addErrorText(error: unknown): string {
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return (typeof name === 'string' && ADD_ERRORS[name]) || errorText(error);
}

/** The name field's error, or null when the bank will take it (trimmed, 1–64 characters). */
export function passkeyNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return TEXT.nameRequired;
  if (trimmed.length > PASSKEY_NAME_MAX) return TEXT.nameTooLong;
  return null;
}

/**
 * The 'Add a passkey' dialog: the name ('name'), the browser's prompt ('creating'), or hidden while the kit's code
 * dialog asks for the mailed code ('code').
 */
interface AddPasskey {
  step: 'name' | 'creating' | 'code';
  name: string;
  nameError: string | null;
  /** Why the last attempt failed (shown in the dialog), or null. */
  error: string | null;
}

export interface PasskeysDeps {
  api: Pick<BankClient, 'getPasskeys' | 'renamePasskey' | 'setPasswordSignIn' | 'grantPasskey'>;
  auth: Pick<AuthService, 'associateWebAuthnCredential' | 'deleteWebAuthnCredential'>;
  notify(toast: { tone: 'success' | 'warning' | 'error'; title: string }): void;
}

/**
 * Profile → Security's passkeys (issue 45): the bank's list (GET /user/passkeys), adding one (the name, Amplify's
 * associateWebAuthnCredential, the mailed code of POST /user/passkeys/grant when the identity asks for it, then PATCH
 * of the new passkey's name), removing one (Amplify's deleteWebAuthnCredential) and the password sign-in switch.
 */
export class PasskeysStore {
  list: Read<PasskeyList> = { status: 'loading' };
  adding: AddPasskey | null = null;
  /** The passkey the remove dialog names. */
  removing: Passkey | null = null;
  removeError: string | null = null;
  removePending = false;
  switchPending = false;
  /** The code grant's flow: the kit's code dialog. */
  readonly flow: SecondFactorStore;

  constructor(
    private readonly deps: PasskeysDeps,
    flow?: SecondFactorStore,
  ) {
    this.flow = flow ?? new SecondFactorStore();
    makeAutoObservable<PasskeysStore, 'deps'>(this, { deps: false, flow: false });
  }

  get passkeys(): readonly Passkey[] {
    return this.list.status === 'ready' ? this.list.value.passkeys : [];
  }

  /** Password sign-in can go off only while a passkey exists (the bank refuses otherwise). */
  get passwordSwitchLocked(): boolean {
    return (
      this.list.status === 'ready' && this.list.value.passwordSignIn && this.passkeys.length === 0
    );
  }

  async load() {
    this.list = { status: 'loading' };
    try {
      const list = await this.deps.api.getPasskeys();
      runInAction(() => {
        this.list = { status: 'ready', value: list };
      });
    } catch (error) {
      runInAction(() => {
        this.list = { status: 'failed', message: errorText(error) };
      });
    }
  }

  openAdd() {
    this.adding = { step: 'name', name: '', nameError: null, error: null };
  }

  setName(name: string) {
    if (!this.adding) return;
    this.adding.name = name;
    this.adding.nameError = null;
  }

  closeAdd() {
    if (this.adding?.step !== 'name') return;
    this.adding = null;
  }

  /**
   * The dialog's Continue: creates the passkey (asking for the mailed code when the identity wants it) and names it.
   * Resolves the new passkey's id once it is listed, else null (the dialog stays with its error, or was cancelled).
   */
  async submitAdd(): Promise<string | null> {
    const adding = this.adding;
    if (!adding || adding.step !== 'name') return null;
    const nameError = passkeyNameError(adding.name);
    if (nameError) {
      adding.nameError = nameError;
      return null;
    }
    const name = adding.name.trim();
    const before = new Set(this.passkeys.map((passkey) => passkey.credentialId));
    adding.step = 'creating';
    adding.error = null;
    const created = await this.create();
    if (!created) return null;
    return this.nameNewPasskey(name, before);
  }

  /** associateWebAuthnCredential, through the code grant when refused for want of a recent sign-in. */
  private async create(): Promise<boolean> {
    try {
      await this.deps.auth.associateWebAuthnCredential();
      return true;
    } catch (error) {
      if (errorText(error) !== CONFIRM_FIRST) return this.failAdd(addErrorText(error));
    }
    runInAction(() => {
      if (this.adding) this.adding.step = 'code';
    });
    // The grant is always a mailed code (docs/identity.md): only a code factor goes with it.
    const grant = await this.flow.send(async (factor) => {
      const code =
        factor && 'mfaCode' in factor
          ? { mfaCode: factor.mfaCode, transaction2faRecordId: factor.transaction2faRecordId }
          : {};
      const answer = await this.deps.api.grantPasskey({ body: code });
      return 'statusCode' in answer ? answer : { statusCode: 200 as const, ...answer };
    });
    if (grant.status === 'cancelled') return this.failAdd(null);
    if (grant.status === 'failed') return this.failAdd(grant.message);
    runInAction(() => {
      if (this.adding) this.adding.step = 'creating';
    });
    try {
      await this.deps.auth.associateWebAuthnCredential();
      return true;
    } catch (error) {
      return this.failAdd(addErrorText(error));
    }
  }

  /** Back to the name step, with why (null: the customer cancelled the code). */
  private failAdd(error: string | null): false {
    runInAction(() => {
      if (this.adding) {
        this.adding.step = 'name';
        this.adding.error = error;
      }
    });
    return false;
  }

  /** The bank names a new passkey 'Passkey': find it (the id not listed before, else the newest) and rename it. */
  private async nameNewPasskey(name: string, before: ReadonlySet<string>): Promise<string | null> {
    let id: string | null = null;
    try {
      const list = await this.deps.api.getPasskeys();
      const added = list.passkeys.find((passkey) => !before.has(passkey.credentialId));
      id = (added ?? list.passkeys[0])?.credentialId ?? null;
      if (!id) throw new Error('The new passkey is not listed.');
      const renamed = await this.deps.api.renamePasskey({
        params: { credentialId: id },
        body: { name },
      });
      runInAction(() => {
        this.adding = null;
        this.list = {
          status: 'ready',
          value: {
            ...list,
            passkeys: list.passkeys.map((passkey) =>
              passkey.credentialId === renamed.credentialId ? renamed : passkey,
            ),
          },
        };
      });
      this.deps.notify({ tone: 'success', title: TEXT.added(renamed.name) });
      return renamed.credentialId;
    } catch {
      // The passkey exists: say so, and show the list as the bank has it.
      runInAction(() => {
        this.adding = null;
      });
      this.deps.notify({ tone: 'warning', title: TEXT.addedUnnamed });
      await this.load();
      return id;
    }
  }

  askRemove(passkey: Passkey) {
    this.removing = passkey;
    this.removeError = null;
  }

  cancelRemove() {
    if (this.removePending) return;
    this.removing = null;
    this.removeError = null;
  }

  /** The remove dialog's confirm: resolves true once removed (the list is read again). */
  async confirmRemove(): Promise<boolean> {
    const passkey = this.removing;
    if (!passkey || this.removePending) return false;
    this.removePending = true;
    this.removeError = null;
    try {
      await this.deps.auth.deleteWebAuthnCredential(passkey.credentialId);
    } catch (error) {
      runInAction(() => {
        this.removePending = false;
        this.removeError = errorText(error);
      });
      return false;
    }
    runInAction(() => {
      this.removePending = false;
      this.removing = null;
      if (this.list.status === 'ready')
        this.list = {
          status: 'ready',
          value: {
            ...this.list.value,
            passkeys: this.list.value.passkeys.filter(
              (item) => item.credentialId !== passkey.credentialId,
            ),
          },
        };
    });
    this.deps.notify({ tone: 'success', title: TEXT.removed(passkey.name) });
    return true;
  }

  /** The password sign-in switch: PUT /user/password-sign-in; the bank's refusal is shown as it says it. */
  async setPasswordSignIn(enabled: boolean) {
    if (this.list.status !== 'ready' || this.switchPending) return;
    this.switchPending = true;
    try {
      const { passwordSignIn } = await this.deps.api.setPasswordSignIn({ body: { enabled } });
      runInAction(() => {
        this.switchPending = false;
        if (this.list.status === 'ready')
          this.list = { status: 'ready', value: { ...this.list.value, passwordSignIn } };
      });
      this.deps.notify({
        tone: 'success',
        title: passwordSignIn ? TEXT.passwordSignInOn : TEXT.passwordSignInOff,
      });
    } catch (error) {
      runInAction(() => {
        this.switchPending = false;
      });
      this.deps.notify({ tone: 'error', title: errorText(error) });
    }
  }
}
