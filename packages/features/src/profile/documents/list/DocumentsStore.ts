import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  canCancelDocumentRequest,
  DOCUMENT_MESSAGES,
  PROFILE_FLAGS,
  type BankClient,
  type DocumentRequest,
  type FeatureFlag,
} from '@axia/core';
import type { Read } from '../../../kit';
import { errorText } from '../../../kit/errors';
import { newestFirst } from '../model';

// /user-document (seed 002 §2, §4): the customer's requests (GET /document/pending), newest first; the detail modal
// of one; Cancel (POST /document/cancel) while INCOMPLETE or SUBMITTED. Upload New Document and Edit need the
// UPLOAD_DOCUMENT flag (the upload route's gate).

type Api = Pick<BankClient, 'getPendingDocuments' | 'cancelDocument'>;
type Notify = (toast: { tone: 'success' | 'error'; title: string }) => void;

export interface DocumentsSnapshot {
  list?: Read<readonly DocumentRequest[]>;
  /** The request whose detail modal is open. */
  selectedId?: string | null;
}

export class DocumentsStore {
  list: Read<readonly DocumentRequest[]> = { status: 'loading' };
  selectedId: string | null = null;
  canceling = false;
  readonly uploadOn: boolean;
  private request = 0;

  constructor(
    private readonly api: Api,
    features: readonly FeatureFlag[],
    private readonly notify: Notify,
    initial: DocumentsSnapshot = {},
  ) {
    this.uploadOn = features.includes(PROFILE_FLAGS.documents);
    Object.assign(this, initial);
    makeAutoObservable<DocumentsStore, 'api' | 'request' | 'notify'>(this, {
      list: observableRef,
      api: false,
      notify: false,
      uploadOn: false,
      request: false,
    });
  }

  get selected(): DocumentRequest | null {
    if (this.list.status !== 'ready' || !this.selectedId) return null;
    return this.list.value.find((request) => request.id === this.selectedId) ?? null;
  }

  async load() {
    const request = ++this.request;
    this.list = { status: 'loading' };
    try {
      const answer = await this.api.getPendingDocuments({ query: {} });
      if (request !== this.request) return;
      runInAction(() => {
        this.list = { status: 'ready', value: newestFirst(answer) };
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.list = { status: 'failed', message: errorText(error) };
      });
    }
  }

  open(id: string) {
    this.selectedId = id;
  }

  close() {
    this.selectedId = null;
  }

  /** §4 Cancel: 'Successfully canceled your request'; the list shows the new status. */
  async cancel() {
    const selected = this.selected;
    if (!selected || !canCancelDocumentRequest(selected.status) || this.canceling) return;
    this.canceling = true;
    try {
      const updated = await this.api.cancelDocument({ body: { id: selected.id } });
      runInAction(() => {
        if (this.list.status === 'ready')
          this.list = {
            status: 'ready',
            value: this.list.value.map((request) =>
              request.id === updated.id ? updated : request,
            ),
          };
      });
      this.notify({ tone: 'success', title: DOCUMENT_MESSAGES.canceled });
    } catch (error) {
      this.notify({ tone: 'error', title: errorText(error) });
    } finally {
      runInAction(() => {
        this.canceling = false;
      });
    }
  }
}
