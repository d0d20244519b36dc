import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  DOCUMENT_FORM_FIELDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_REQUEST_TYPES,
  documentSavedMessage,
  type BankClient,
  type Card,
  type DocumentField,
  type DocumentRequest,
  type DocumentRequestStatus,
  type DocumentRequestType,
  type DocumentTypeName,
  type StoredDocument,
} from '@axia/core';
import type { Read } from '../../../kit';
import { errorText } from '../../../kit/errors';
import { addressAgeError, requestTypeParam, selectionError } from '../model';

// /upload-document and /upload-document/:documentId (seed 002 §2, §4, §5): the type dropdown, then its form. A file is
// uploaded as soon as it is chosen (POST /document/upload); the first upload makes the request and its id is kept for
// the next uploads and the save. Save and exit keeps the request INCOMPLETE (submit false); Submit checks the required
// fields, then sends it for review (submit true). Read-only once the request is not INCOMPLETE.

type Api = Pick<
  BankClient,
  'getPendingDocuments' | 'uploadDocument' | 'submitDocument' | 'getCards'
>;

/** The form's own (non-file) fields. */
type TextFieldName = 'taxId' | 'taxIdCountryCode' | 'cardId';
export type FieldName = TextFieldName | DocumentTypeName;

export interface UploadDocumentSnapshot {
  type?: DocumentRequestType | null;
  typeFixed?: boolean;
  loaded?: Read<true>;
  requestId?: string | null;
  status?: DocumentRequestStatus;
  taxId?: string;
  taxIdCountryCode?: string;
  cardId?: string | null;
  memo?: string;
  stored?: Partial<Record<DocumentTypeName, StoredDocument[]>>;
  errors?: Partial<Record<FieldName, string>>;
  cards?: Read<readonly Card[]>;
}

export interface UploadDocumentStart {
  /** The route's :documentId. */
  documentId?: string;
  /** ?documentType= (the card page's link: CARD_KYC). */
  documentType?: string | null;
  /** ?cardId= (with CARD_KYC). */
  cardId?: string | null;
}

export class UploadDocumentStore {
  type: DocumentRequestType | null = null;
  /** A saved request's type cannot change. */
  typeFixed = false;
  /** Reading the request of /upload-document/:documentId (ready at once for a new one). */
  loaded: Read<true> = { status: 'ready', value: true };
  requestId: string | null = null;
  status: DocumentRequestStatus = 'INCOMPLETE';
  /** Why the back office refused a REJECTED request, as it wrote it. */
  rejectionReason: string | null = null;
  taxId = '';
  taxIdCountryCode = '';
  cardId: string | null = null;
  memo = '';
  stored: Partial<Record<DocumentTypeName, StoredDocument[]>> = {};
  /** Field errors: the required messages on Submit, a refused file. */
  errors: Partial<Record<FieldName, string>> = {};
  /** The file being uploaded, per field (its name, for the progress line). */
  uploading: Partial<Record<DocumentTypeName, string>> = {};
  /** The last upload's outcome per field, announced. */
  progress: Partial<Record<DocumentTypeName, string>> = {};
  cards: Read<readonly Card[]> = { status: 'loading' };
  sending: 'save' | 'submit' | null = null;
  /** Uploads one after another, so the first one's request id reaches the next. */
  private queue: Promise<unknown> = Promise.resolve();
  private cardsRequested = false;

  constructor(
    private readonly api: Api,
    initial: UploadDocumentSnapshot = {},
    private readonly clock: () => Date = () => new Date(),
  ) {
    Object.assign(this, initial);
    if (initial.cards) this.cardsRequested = true;
    makeAutoObservable<UploadDocumentStore, 'api' | 'queue' | 'cardsRequested' | 'clock'>(this, {
      api: false,
      queue: false,
      cardsRequested: false,
      clock: false,
      cards: observableRef,
      loaded: observableRef,
      stored: observableRef,
    });
  }

  get readOnly() {
    return this.status !== 'INCOMPLETE';
  }

  get fields(): readonly DocumentField[] {
    return this.type ? DOCUMENT_FORM_FIELDS[this.type] : [];
  }

  get busy() {
    return this.sending !== null || Object.keys(this.uploading).length > 0;
  }

  filesOf(type: DocumentTypeName): readonly StoredDocument[] {
    return this.stored[type] ?? [];
  }

  /** The route's start: a saved request by id, or the card page's preselection. */
  async start({ documentId, documentType, cardId }: UploadDocumentStart) {
    if (documentId) {
      this.typeFixed = true;
      await this.load(documentId);
      return;
    }
    const type = requestTypeParam(documentType ?? null, DOCUMENT_REQUEST_TYPES);
    if (type) this.setType(type);
    if (type === 'CARD_KYC' && cardId) this.cardId = cardId.trim() || null;
  }

  async load(id: string) {
    this.loaded = { status: 'loading' };
    try {
      const [request] = await this.api.getPendingDocuments({ query: { id } });
      runInAction(() => {
        if (!request) {
          this.loaded = { status: 'failed', message: DOCUMENT_MESSAGES.notFound };
          return;
        }
        this.apply(request);
        this.loaded = { status: 'ready', value: true };
      });
      if (request?.documentType === 'CARD_KYC') void this.loadCards();
    } catch (error) {
      runInAction(() => {
        this.loaded = { status: 'failed', message: errorText(error) };
      });
    }
  }

  /** A saved request's values into the form. */
  apply(request: DocumentRequest) {
    this.type = request.documentType;
    this.typeFixed = true;
    this.requestId = request.id;
    this.status = request.status;
    this.rejectionReason = request.rejectionReason || null;
    this.taxId = request.info.taxId ?? '';
    this.taxIdCountryCode = request.info.taxIdCountryCode ?? '';
    this.cardId = request.infoToUpdate.cardId ?? request.info.cardId ?? null;
    this.memo = request.memo ?? '';
    this.stored = { ...request.multipleDocuments };
    this.errors = {};
  }

  /** The dropdown: another form, empty (a request made for the previous type is left as a draft). */
  setType(type: DocumentRequestType | null) {
    if (this.typeFixed || type === this.type) return;
    this.type = type;
    this.requestId = null;
    this.status = 'INCOMPLETE';
    this.taxId = '';
    this.taxIdCountryCode = '';
    this.cardId = null;
    this.memo = '';
    this.stored = {};
    this.errors = {};
    this.progress = {};
    if (type === 'CARD_KYC') void this.loadCards();
  }

  async loadCards() {
    if (this.cardsRequested && this.cards.status !== 'failed') return;
    this.cardsRequested = true;
    this.cards = { status: 'loading' };
    try {
      const { data } = await this.api.getCards();
      runInAction(() => {
        this.cards = { status: 'ready', value: data };
      });
    } catch (error) {
      runInAction(() => {
        this.cards = { status: 'failed', message: errorText(error) };
      });
    }
  }

  setTaxId(value: string) {
    this.taxId = value;
    delete this.errors.taxId;
  }

  setTaxIdCountryCode(value: string | null) {
    this.taxIdCountryCode = value ?? '';
    delete this.errors.taxIdCountryCode;
  }

  setCardId(value: string | null) {
    this.cardId = value;
    delete this.errors.cardId;
  }

  setMemo(value: string) {
    this.memo = value;
  }

  /** A field's refusal shown under it (the design system's own checks report theirs). */
  setFieldError(type: DocumentTypeName, message: string | null) {
    if (message) this.errors[type] = message;
    else delete this.errors[type];
  }

  /**
   * A selection for a field: checked (type, size, count, the address's age), then uploaded at once; only the last
   * selection is kept (the bank replaces the field's files). The bank's refusal is shown under the field.
   */
  choose(field: DocumentField, files: readonly File[]): Promise<void> {
    if (files.length === 0 || this.readOnly) return Promise.resolve();
    const run = this.queue.then(() => this.upload(field, files));
    this.queue = run.catch(() => {});
    return run;
  }

  private async upload(field: DocumentField, files: readonly File[]) {
    const refused =
      selectionError(field.kind, files) ??
      (field.kind === 'addressPdf' && files[0]
        ? await addressAgeError(files[0], this.clock())
        : null);
    const names = files.map((file) => file.name).join(', ');
    if (refused) {
      runInAction(() => {
        this.errors[field.type] = refused;
        this.progress[field.type] = '';
      });
      return;
    }
    const [first, ...more] = files;
    if (!first) return;
    runInAction(() => {
      delete this.errors[field.type];
      this.uploading[field.type] = names;
      this.progress[field.type] = '';
    });
    try {
      const answer = await this.api.uploadDocument({
        fields: {
          documentType: field.type,
          ...(this.requestId ? { pendingDocumentId: this.requestId } : {}),
        },
        file: first,
        fileName: first.name,
        ...(more.length > 0 && {
          moreFiles: more.map((file) => ({ file, fileName: file.name })),
        }),
      });
      const [result] = answer;
      runInAction(() => {
        if (result) {
          this.requestId = result.id;
          this.stored = { ...this.stored, ...result.multipleDocuments };
        }
        this.progress[field.type] = `${names} uploaded.`;
      });
    } catch (error) {
      runInAction(() => {
        this.errors[field.type] = errorText(error);
        this.progress[field.type] = `${names} was not uploaded.`;
      });
    } finally {
      runInAction(() => {
        delete this.uploading[field.type];
      });
    }
  }

  /** §5 the required fields of the form, by field (empty when it may be submitted). */
  requiredErrors(): Partial<Record<FieldName, string>> {
    const errors: Partial<Record<FieldName, string>> = {};
    if (this.type === 'PROOF_OF_TAX_ID') {
      if (!this.taxId.trim()) errors.taxId = DOCUMENT_MESSAGES.taxIdRequired;
      if (!this.taxIdCountryCode.trim())
        errors.taxIdCountryCode = DOCUMENT_MESSAGES.taxCountryRequired;
    }
    if (this.type === 'CARD_KYC' && !this.cardId) errors.cardId = DOCUMENT_MESSAGES.cardRequired;
    for (const field of this.fields)
      if (this.filesOf(field.type).length === 0) errors[field.type] = field.required;
    return errors;
  }

  /** The field a bank message belongs under (the §5 required messages), if any. */
  private fieldOfMessage(message: string): FieldName | null {
    if (message === DOCUMENT_MESSAGES.taxIdRequired) return 'taxId';
    if (message === DOCUMENT_MESSAGES.taxCountryRequired) return 'taxIdCountryCode';
    if (message === DOCUMENT_MESSAGES.cardRequired || message === DOCUMENT_MESSAGES.cardNotFound)
      return 'cardId';
    return this.fields.find((field) => field.required === message)?.type ?? null;
  }

  /**
   * Save and exit (submit false, no checks) or Submit (submit true, the required fields first). Resolves the success
   * message (the screen goes to /user-document with it), or null: errors shown (field errors, or `failed`).
   */
  async send(submit: boolean, failed: (message: string) => void): Promise<string | null> {
    const type = this.type;
    if (!type || this.readOnly || this.busy) return null;
    if (submit) {
      const errors = this.requiredErrors();
      // A refused file's message stays until the field gets a file.
      this.errors = { ...errors };
      if (Object.keys(errors).length > 0) return null;
    }
    this.sending = submit ? 'submit' : 'save';
    try {
      await this.api.submitDocument({
        body: {
          ...(this.requestId ? { id: this.requestId } : {}),
          documentType: type,
          memo: this.memo.trim(),
          submit,
          ...(type === 'PROOF_OF_TAX_ID' && {
            info: {
              taxId: this.taxId.trim(),
              taxIdCountryCode: this.taxIdCountryCode.trim(),
            },
          }),
          ...(type === 'CARD_KYC' &&
            this.cardId && { infoToUpdate: { cardId: this.cardId.trim() } }),
        },
      });
      return documentSavedMessage(type, submit);
    } catch (error) {
      const message = errorText(error);
      const field = this.fieldOfMessage(message);
      if (field)
        runInAction(() => {
          this.errors = { ...this.errors, [field]: message };
        });
      else failed(message);
      return null;
    } finally {
      runInAction(() => {
        this.sending = null;
      });
    }
  }
}
