import { makeAutoObservable, runInAction } from 'mobx';
import type { BankClient, CardAgreement } from '@axia/core';
import type { Read } from '../../kit';
import { errorText } from '../../kit/errors';
import type { AddressStore } from './AddressStore';

// Step 3 of /cards/apply, Agreement (seed 002 §4, §8): the region's agreement (GET
// /card/getPresignedAgreementUrl/{region}); Order Card greyed until it is agreed ('Please read our condition and check
// for continue!'); without header or body, 'Failed to retrieve terms and conditions, please contact customer
// support.'.

/** The state a story or test may start step 3 from. */
export type AgreementSnapshot = Partial<Pick<AgreementStore, 'agreed' | 'agreementOpen'>>;

export class AgreementStore {
  /** The region's agreement, read when the step opens. */
  terms: Read<CardAgreement> | null = null;
  agreed = false;
  agreementOpen = false;

  constructor(
    private readonly api: Pick<BankClient, 'getCardAgreement'>,
    /** The agreement's region: the card type's, else the customer's. */
    private readonly region: () => AddressStore['region'],
    initial: AgreementSnapshot = {},
  ) {
    Object.assign(this, initial);
    makeAutoObservable<AgreementStore, 'api' | 'region'>(this, { api: false, region: false });
  }

  async loadAgreement() {
    const region = this.region();
    if (!region) return;
    if (this.terms?.status === 'ready' && this.terms.value.region === region) return;
    this.terms = { status: 'loading' };
    try {
      const terms = await this.api.getCardAgreement({ params: { region } });
      runInAction(() => (this.terms = { status: 'ready', value: terms }));
    } catch (error) {
      runInAction(() => (this.terms = { status: 'failed', message: errorText(error) }));
    }
  }

  /** §8: the terms need a header and a body. */
  get termsMissing(): boolean {
    return this.terms?.status === 'ready' && (!this.terms.value.header || !this.terms.value.body);
  }

  get agreementReady(): CardAgreement | null {
    return this.terms?.status === 'ready' && !this.termsMissing ? this.terms.value : null;
  }

  setAgreed(agreed: boolean) {
    this.agreed = agreed;
  }

  openAgreement() {
    this.agreementOpen = true;
  }

  /** The modal's Agree (ticks the checkbox) or Cancel. */
  closeAgreement(agreed: boolean) {
    this.agreementOpen = false;
    if (agreed) this.agreed = true;
  }

  /** The terms are there and approved (§4). */
  get accepted(): boolean {
    return this.agreed && this.agreementReady !== null;
  }
}
