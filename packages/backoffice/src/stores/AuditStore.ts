import dayjs from 'dayjs';
import { makeAutoObservable } from 'mobx';
import type { StaffApi } from '../api/client';
import { Resource } from './Resource';

export interface AuditFilters {
  staff: string;
  action: string;
  subject: string;
  /** Calendar days (YYYY-MM-DD), both included; '' for none. */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: AuditFilters = { staff: '', action: '', subject: '', from: '', to: '' };
export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  staff?: string;
  action?: string;
  subject?: string;
  from?: string;
  to?: string;
}

/** The API's filters: blank ones left out, days as instants (from the start of `from` to the end of `to`). */
export function auditQuery(filters: AuditFilters): AuditQuery {
  const query: AuditQuery = {};
  for (const key of ['staff', 'action', 'subject'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  if (filters.from) query.from = dayjs(filters.from).startOf('day').toISOString();
  if (filters.to) query.to = dayjs(filters.to).endOf('day').toISOString();
  return query;
}

/** The audit trail: the filters being edited, the ones applied, the page, and the CSV export. */
export class AuditStore {
  /** What the form shows. */
  draft: AuditFilters = { ...EMPTY_FILTERS };
  /** What the table shows (the last applied filters). */
  applied: AuditFilters = { ...EMPTY_FILTERS };
  page = 1;
  readonly entries: Resource<Awaited<ReturnType<StaffApi['staffAudit']>>>;

  constructor(private readonly api: StaffApi) {
    this.entries = new Resource(() =>
      api.staffAudit({ query: { ...this.query, page: this.page, size: AUDIT_PAGE_SIZE } }),
    );
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  get query(): AuditQuery {
    return auditQuery(this.applied);
  }

  setDraft(key: keyof AuditFilters, value: string) {
    this.draft = { ...this.draft, [key]: value };
  }

  apply() {
    this.applied = { ...this.draft };
    this.page = 1;
    void this.entries.load();
  }

  clear() {
    this.draft = { ...EMPTY_FILTERS };
    this.apply();
  }

  setPage(page: number) {
    this.page = page;
    void this.entries.load();
  }

  /** The whole filtered trail as CSV (the same filters as the table). */
  export(): Promise<Blob> {
    return this.api.staffAuditExport({ query: this.query });
  }
}
