import { action, makeObservable, observable, observableRef } from 'mobx';
import {
  afterSignInPath,
  CONSENT_FORMS,
  FIAT_DECIMALS,
  GENERAL_MESSAGES,
  LOW_BALANCE_THRESHOLD_USD,
  max,
  needsMigrationConsent,
  roundUp,
  subtract,
  type Account,
  type TermsEntry,
  type User,
} from '@axia/core';
import type { Services } from '../../kit';
import { errorText, isServiceUnavailable } from '../errors';

// Seed 000 §4, the login flow after a successful sign-in: profile and terms, then (1) unagreed terms,
// (2) token-migration consent, (3) USAX terms update, (4) tax-ID notice, (5) login notification, the
// closed-account check, and the registration routing.

/** The modal the flow is waiting on. */
export type FlowDialog =
  | { kind: 'terms'; name: string; header: string; body: string }
  | { kind: 'migration' }
  | { kind: 'usax' }
  | { kind: 'taxId' }
  /** `depositAmount`: USD still needed to reach 100 USD (null when the balance could not be read). */
  | { kind: 'closed'; depositAmount: string | null };

export type FlowAnswer = 'agree' | 'cancel';

/** How a run starts. */
export interface FlowRunOptions {
  /**
   * The sign-in right after the customer signed up (the sign-up confirmation's): the terms they accepted on the
   * sign-up form (the enabled terms entries, the USAX terms) are recorded as agreed without asking again (issue 42:
   * two 'updated terms' modals in a row, with nothing new to read). A bank that recorded them at sign-up leaves
   * nothing to record.
   */
  acceptedAtSignUp?: boolean;
}

/** How the flow ended: where it navigated, or that it signed the user out. */
export type FlowOutcome =
  { kind: 'navigated'; to: string } | { kind: 'signed-out' } | { kind: 'maintenance' };

/** header and body of a terms entry's valueJson, or null when the entry is malformed. */
export function parseTerms(valueJson: string): { header: string; body: string } | null {
  try {
    const value: unknown = JSON.parse(valueJson);
    if (typeof value !== 'object' || value === null) return null;
    const { header, body } = value as Record<string, unknown>;
    if (typeof header !== 'string' || !header.trim()) return null;
    if (typeof body !== 'string' || !body.trim()) return null;
    return { header, body };
  } catch {
    return null;
  }
}

/** What a closed account must deposit to reach 100 USD: 100 minus the USD balance, never below 0. */
export function closedAccountDeposit(accounts: readonly Account[]): string {
  const usd = accounts.find((account) => account.currency === 'USD');
  const missing = subtract(LOW_BALANCE_THRESHOLD_USD, usd?.amount ?? '0');
  return roundUp(max('0', missing), FIAT_DECIMALS);
}

/** The onboarding route for a user whose registration is not complete. */
export function onboardingPath(userType: string, onboardingEnabled: boolean): string {
  if (!onboardingEnabled) return '/onboarding/disabled';
  if (userType === 'INDIVIDUAL') return '/onboarding/individual';
  if (userType === 'BUSINESS') return '/onboarding/business';
  return '/onboarding/user-type-select';
}

const pendingTerms = (terms: readonly TermsEntry[], user: User) =>
  terms.filter(
    (entry) => entry.enabled && entry.agreed !== true && user.consent[entry.name] !== true,
  );

/**
 * The login flow as a small MobX store: `run()` walks the steps and, where a step needs the user, exposes
 * `dialog` and waits for `answer()`. One instance per screen.
 */
export class LoginFlow {
  dialog: FlowDialog | null = null;
  /** A consent call is in flight (the dialog's confirm button shows progress). */
  busy = false;
  running = false;
  private resolveAnswer: ((answer: FlowAnswer) => void) | null = null;

  constructor(
    private readonly services: Services,
    /** The protected page the visitor came from, if the app remembered one. */
    private readonly rememberedPath: string | null = null,
  ) {
    makeObservable<LoginFlow, 'setDialog' | 'setBusy' | 'setRunning'>(this, {
      dialog: observableRef,
      busy: observable,
      running: observable,
      setDialog: action,
      setBusy: action,
      setRunning: action,
    });
  }

  private setDialog(dialog: FlowDialog | null) {
    this.dialog = dialog;
  }
  private setBusy(busy: boolean) {
    this.busy = busy;
  }
  private setRunning(running: boolean) {
    this.running = running;
  }

  /** The user's choice in the current dialog. */
  answer(answer: FlowAnswer) {
    const resolve = this.resolveAnswer;
    this.resolveAnswer = null;
    resolve?.(answer);
  }

  private ask(dialog: FlowDialog): Promise<FlowAnswer> {
    return new Promise((resolve) => {
      this.resolveAnswer = resolve;
      this.setDialog(dialog);
    });
  }

  async run(options: FlowRunOptions = {}): Promise<FlowOutcome> {
    this.setRunning(true);
    try {
      return await this.steps(options.acceptedAtSignUp === true);
    } finally {
      this.resolveAnswer = null;
      this.setDialog(null);
      this.setBusy(false);
      this.setRunning(false);
    }
  }

  private async steps(acceptedAtSignUp: boolean): Promise<FlowOutcome> {
    const { api } = this.services;
    let user: User;
    let terms: TermsEntry[];
    try {
      // The profile is read, not yet recorded: the session gets it when the flow is through (completeSignIn).
      [user, terms] = await Promise.all([api.getUser(), api.getTermsConditions()]);
    } catch (error) {
      return this.fail(error);
    }

    // (1) Every enabled terms entry the user has not agreed to; all must be well formed.
    const pending = pendingTerms(terms, user).map((entry) => ({
      entry,
      content: parseTerms(entry.valueJson),
    }));
    if (pending.some(({ content }) => !content)) {
      this.services.notify({ tone: 'error', title: GENERAL_MESSAGES.termsMalformed });
      return this.signOut();
    }
    for (const { entry, content } of pending) {
      if (!acceptedAtSignUp) await this.ask({ kind: 'terms', name: entry.name, ...content! });
      const agreed = await this.consent(entry.name, user);
      if (!agreed.ok) return agreed.outcome;
      user = agreed.user;
    }

    // (2) Token-migration consent for users created before the cutoff.
    if (
      needsMigrationConsent({
        ...user,
        registrationCompleted: user.registration.registrationCompleted,
      })
    ) {
      if ((await this.ask({ kind: 'migration' })) === 'cancel') return this.signOut();
      const agreed = await this.consent(CONSENT_FORMS.tokenMigration, user);
      if (!agreed.ok) return agreed.outcome;
      user = agreed.user;
    }

    // (3) USAX terms update.
    if (user.features.includes('USAX_ACCOUNT') && user.consent[CONSENT_FORMS.usaxTerms] !== true) {
      if (!acceptedAtSignUp && (await this.ask({ kind: 'usax' })) === 'cancel')
        return this.signOut();
      const agreed = await this.consent(CONSENT_FORMS.usaxTerms, user);
      if (!agreed.ok) return agreed.outcome;
      user = agreed.user;
    }

    // (4) Mandatory tax-ID notice.
    if (user.taxIdNotification && user.features.includes('MANDATORY_TAX_ID')) {
      await this.ask({ kind: 'taxId' });
    }
    this.setDialog(null);

    // (5) Login succeeds: the login notification (best effort), then the closed-account check.
    try {
      await api.notifyLogin();
    } catch (error) {
      if (isServiceUnavailable(error)) return this.maintenance();
    }
    if (user.status === 'DEACTIVATED') {
      let depositAmount: string | null = null;
      try {
        depositAmount = closedAccountDeposit(await api.getAccounts());
      } catch {
        depositAmount = null;
      }
      await this.ask({ kind: 'closed', depositAmount });
      return this.signOut();
    }

    // Registration routing.
    try {
      const registration = await api.getRegistration();
      if (registration.registrationCompleted) {
        const target = afterSignInPath(this.rememberedPath);
        return this.enter(user, target === '/' ? '/accounts' : target);
      }
      return this.enter(
        user,
        onboardingPath(registration.userType, user.features.includes('ENABLE_ONBOARDING')),
      );
    } catch (error) {
      return this.fail(error);
    }
  }

  private async consent(
    consentFormName: string,
    user: User,
  ): Promise<{ ok: true; user: User } | { ok: false; outcome: FlowOutcome }> {
    this.setBusy(true);
    try {
      await this.services.api.agreeUserConsent({ body: { consentFormName } });
      return { ok: true, user: { ...user, consent: { ...user.consent, [consentFormName]: true } } };
    } catch (error) {
      return { ok: false, outcome: await this.fail(error) };
    } finally {
      this.setBusy(false);
    }
  }

  /** The flow is through: the session gets the profile, then the customer goes on. */
  private enter(user: User, to: string): FlowOutcome {
    this.services.auth.completeSignIn(user);
    this.services.navigate(to, { replace: true });
    return { kind: 'navigated', to };
  }

  private maintenance(): FlowOutcome {
    this.services.navigate('/', { replace: true });
    return { kind: 'maintenance' };
  }

  /** A 503 goes to '/' (the call layer has set maintenance); anything else is reported and signs out. */
  private async fail(error: unknown): Promise<FlowOutcome> {
    if (isServiceUnavailable(error)) return this.maintenance();
    this.services.notify({ tone: 'error', title: errorText(error) });
    return this.signOut();
  }

  private async signOut(): Promise<FlowOutcome> {
    this.setDialog(null);
    try {
      await this.services.auth.signOut();
    } catch {
      // Signing out locally cannot be undone by a failed revoke; the session is gone either way.
    }
    this.services.navigate('/login', { replace: true });
    return { kind: 'signed-out' };
  }
}
