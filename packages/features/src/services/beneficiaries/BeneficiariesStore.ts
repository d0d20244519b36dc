import { makeAutoObservable, runInAction } from 'mobx';
import type { BankClient, Beneficiary } from '@axia/core';
import { errorText } from '../../kit/errors';
import type { RecipientChangeResult, RecipientValues } from '../../kit/recipients';
import { sortBeneficiaries } from '../model';

/**
 * The customer's beneficiaries on /Beneficiaries (seed 001 §2, §7): GET /beneficiary (all kinds), POST
 * /beneficiary/add (a member), PUT /beneficiary/update (the name; persisted, beyond the spec's local list), DELETE
 * /beneficiary/{id}. Created per screen.
 */
export class BeneficiariesStore {
  list: readonly Beneficiary[] = [];
  loading = false;
  /** Whether a read has succeeded since the store was made. */
  loaded = false;
  /** Why the last read failed (the generic error text), or null. */
  error: string | null = null;
  private requestId = 0;

  constructor(private readonly api: BankClient) {
    makeAutoObservable<BeneficiariesStore, 'api' | 'requestId'>(this, {
      api: false,
      requestId: false,
    });
  }

  get sorted() {
    return sortBeneficiaries(this.list);
  }

  find(id: string) {
    return this.list.find((beneficiary) => beneficiary.id === id) ?? null;
  }

  /** Reads the list; a failure keeps what was shown and says why. */
  async load() {
    const requestId = ++this.requestId;
    this.loading = true;
    try {
      const list = await this.api.getBeneficiaries({ query: {} });
      if (requestId !== this.requestId) return;
      runInAction(() => {
        this.list = list;
        this.error = null;
        this.loading = false;
        this.loaded = true;
      });
    } catch (error) {
      if (requestId !== this.requestId) return;
      runInAction(() => {
        this.error = errorText(error);
        this.loading = false;
      });
    }
  }

  /** Adds a member by name and email (values trimmed and normalised by the dialog). */
  create(values: RecipientValues) {
    return this.change(async () => {
      const added = await this.api.addBeneficiary({
        body: { name: values.name, email: values.email, type: 'INTERNAL' },
      });
      runInAction(() => {
        this.list = [...this.list.filter((b) => b.id !== added.id), added];
      });
    });
  }

  /**
   * Renames a beneficiary: its email stays; a wire beneficiary's name is its alias, which the bank renames when the
   * call carries no updateData (its other wire fields are edited in the wire transfer wizard).
   */
  update(beneficiary: Beneficiary, values: Pick<RecipientValues, 'name'>) {
    return this.change(async () => {
      const updated = await this.api.updateBeneficiary({
        body: {
          id: beneficiary.id,
          type: beneficiary.type,
          beneficiaryName: values.name,
          ...(beneficiary.beneficiaryEmail !== null && {
            beneficiaryEmail: beneficiary.beneficiaryEmail,
          }),
        },
      });
      runInAction(() => {
        this.list = this.list.map((b) => (b.id === updated.id ? updated : b));
      });
    });
  }

  remove(beneficiary: Beneficiary) {
    return this.change(async () => {
      await this.api.removeBeneficiary({ params: { id: beneficiary.id } });
      runInAction(() => {
        this.list = this.list.filter((b) => b.id !== beneficiary.id);
      });
    });
  }

  /** One change (kit/recipients' dialogs show its pending state and result). */
  private async change(action: () => Promise<void>): Promise<RecipientChangeResult> {
    try {
      await action();
      // A read under way may predate the change: read again (its answer replaces the older one's).
      if (this.loading) void this.load();
      return { ok: true };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    }
  }
}
