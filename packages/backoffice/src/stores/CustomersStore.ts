import { makeAutoObservable, runInAction } from 'mobx';
import type { Currency, CustomerAction, StaffCustomerRef } from '@axia/core';
import { errorText, type StaffApi } from '../api/client';
import { Resource } from './Resource';

/** Customer lookup: the search and its results. */
export class CustomerSearchStore {
  query = '';
  results: StaffCustomerRef[] | null = null;
  loading = false;
  error: string | null = null;

  constructor(private readonly api: StaffApi) {
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  setQuery(query: string) {
    this.query = query;
  }

  async search() {
    const q = this.query.trim();
    if (!q) return;
    this.loading = true;
    this.error = null;
    try {
      const { items } = await this.api.staffFindCustomers({ query: { q } });
      runInAction(() => {
        this.results = items;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorText(error);
        this.loading = false;
      });
    }
  }
}

/** One customer's page: everything read-only, and the acts on them. */
export class CustomerStore {
  readonly customer: Resource<Awaited<ReturnType<StaffApi['staffCustomer']>>>;

  constructor(
    private readonly api: StaffApi,
    readonly userId: string,
  ) {
    this.customer = new Resource(() => api.staffCustomer({ params: { userId } }));
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  async act(action: CustomerAction, reason: string) {
    await this.api.staffCustomerAction({
      params: { userId: this.userId },
      body: { action, reason },
    });
    await this.customer.load();
  }

  proposeAdjustment(currency: Currency, amount: string, reason: string) {
    return this.api.staffProposeAdjustment({
      params: { userId: this.userId },
      body: { currency, amount, reason },
    });
  }
}
