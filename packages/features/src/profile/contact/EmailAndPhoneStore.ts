import { makeAutoObservable, runInAction } from 'mobx';
import {
  phoneNumberError,
  phoneServerMessage,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type BankClient,
  type User,
} from '@axia/core';
import { defaultPhoneCountry, DIALLABLE_COUNTRIES } from '@axia/core/countries';
import type { PhoneValue } from '@axia/design-system';
import type { Read } from '../../kit';
import { errorText } from '../../kit/errors';
import { SecondFactorStore, type RequestCodeAnswer } from '../../kit/second-factor';
import { CONTACT_CODE_MESSAGES, EMAIL_PHONE_TEXT as TEXT } from '../messages';

export interface EmailAndPhoneDeps {
  api: BankClient;
  notify(toast: { tone: 'success' | 'error'; title: string }): void;
  /** Re-reads the session's profile after the change. */
  refreshSession?(): Promise<unknown>;
}

/** The dial-code picker's countries. */
export const PHONE_COUNTRIES = DIALLABLE_COUNTRIES.map((country) => ({
  code: country.code,
  name: country.name,
  dialCode: country.dialCode,
}));

/** The country shown for a dial code several countries share (the profile keeps only the dial code). */
const MAIN_COUNTRY: Readonly<Record<string, string>> = {
  '+1': 'US',
  '+7': 'RU',
  '+39': 'IT',
  '+44': 'GB',
  '+47': 'NO',
  '+61': 'AU',
  '+212': 'MA',
  '+262': 'RE',
  '+358': 'FI',
  '+590': 'GP',
  '+599': 'CW',
};

/**
 * The picker's value for a profile's dial code and number. Without a dial code: the customer's country when known
 * (core defaultPhoneCountry), else the spec's default, +1 United States.
 */
export function phoneValueOf(
  dialCode: string | null | undefined,
  number: string,
  addressCountry?: string | null,
): PhoneValue {
  if (!dialCode) {
    const home = defaultPhoneCountry(addressCountry);
    return { dialCode: home.dialCode, countryCode: home.code, number: number.replace(/\D+/g, '') };
  }
  const code = dialCode || PROFILE_LIMITS.defaultDialCode;
  const main = MAIN_COUNTRY[code];
  const country =
    (main ? PHONE_COUNTRIES.find((candidate) => candidate.code === main) : undefined) ??
    PHONE_COUNTRIES.find((candidate) => candidate.dialCode === code);
  return { dialCode: code, countryCode: country?.code ?? 'US', number: number.replace(/\D+/g, '') };
}

const isRequestCode = (answer: unknown): answer is RequestCodeAnswer =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { statusCode?: unknown }).statusCode === 207;

/**
 * /email-and-phone (seed 002 §2, §4 Security settings, §5 Phone, §8): the email (read-only), the phone (dial code,
 * default +1; digits only, at least 9), Save → POST /user; a 207 opens the code dialog (the bank mails the code to
 * the current email), then the same call with mfaCode + requestId; 'The phone number and email has been updated.'.
 */
export class EmailAndPhoneStore {
  profile: Read<User> = { status: 'loading' };
  phone: PhoneValue = phoneValueOf(null, '');
  phoneError: string | null = null;
  saving = false;
  readonly flow: SecondFactorStore;

  constructor(
    private readonly deps: EmailAndPhoneDeps,
    flow?: SecondFactorStore,
  ) {
    this.flow = flow ?? new SecondFactorStore(undefined, undefined, CONTACT_CODE_MESSAGES);
    makeAutoObservable<EmailAndPhoneStore, 'deps'>(this, { deps: false, flow: false });
  }

  async load() {
    this.profile = { status: 'loading' };
    try {
      const user = await this.deps.api.getUser();
      runInAction(() => this.fill(user));
    } catch (error) {
      runInAction(() => {
        this.profile = { status: 'failed', message: errorText(error) };
      });
    }
  }

  /** Shows this profile (stories, tests, and after a load). */
  fill(user: User) {
    this.profile = { status: 'ready', value: user };
    this.phone = phoneValueOf(user.phoneCountryCode, user.phoneNumber ?? '', user.addressCountry);
    this.phoneError = null;
  }

  setPhone(phone: PhoneValue) {
    this.phone = phone;
    // §5 errors clear on editing.
    this.phoneError = null;
  }

  async save() {
    if (this.saving || this.flow.pending) return;
    const error = phoneNumberError(this.phone.number, this.phone.dialCode);
    if (error) {
      this.phoneError = error;
      return;
    }
    this.saving = true;
    const body = { phoneCountryCode: this.phone.dialCode, phoneNumber: this.phone.number };
    const result = await this.flow.send(async (factor) => {
      const answer: unknown = await this.deps.api.updateUser({
        // Only a mailed code here: the bank asks no passkey for a contact change.
        body:
          factor && 'mfaCode' in factor
            ? { ...body, mfaCode: factor.mfaCode, requestId: factor.transaction2faRecordId }
            : body,
      });
      if (isRequestCode(answer)) return answer;
      return { statusCode: 200 as const, user: answer as User };
    }, JSON.stringify(body));
    runInAction(() => {
      this.saving = false;
    });
    if (result.status === 'done') {
      runInAction(() => this.fill(result.answer.user));
      this.deps.notify({ tone: 'success', title: TEXT.updated });
      void this.deps.refreshSession?.().catch(() => undefined);
    } else if (result.status === 'failed') {
      const message = phoneServerMessage(result.message);
      if (message === PROFILE_MESSAGES.phoneMustBeValid) {
        runInAction(() => {
          this.phoneError = message;
        });
      } else {
        this.deps.notify({ tone: 'error', title: message });
      }
    }
  }
}
