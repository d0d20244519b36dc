import { makeAutoObservable, runInAction } from 'mobx';
import type { BankClient, RegistrationStatus } from '@axia/core';
import { errorText, isServiceUnavailable } from '../../kit/errors';

/** One onboarding screen's view of the registration status (GET /user/registration), created per screen. */
export class RegistrationStore {
  registration: RegistrationStatus | null = null;
  loading = false;
  loadError: string | null = null;
  /** The read failed with 503: the call layer set maintenance, the screen sends the user to '/'. */
  unavailable = false;

  constructor(private readonly api: BankClient) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load() {
    this.loading = true;
    this.loadError = null;
    try {
      const registration = await this.api.getRegistration();
      runInAction(() => {
        this.registration = registration;
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = errorText(error);
        this.unavailable = isServiceUnavailable(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** A save answered with the new status. */
  apply(registration: RegistrationStatus) {
    this.registration = registration;
  }
}
