import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fakes';
import { AuditStore, auditQuery, EMPTY_FILTERS } from './AuditStore';

describe('audit filters', () => {
  it('leave blank filters out and trim the others', () => {
    expect(auditQuery({ ...EMPTY_FILTERS, staff: ' olivia@axia.test ', action: '  ' })).toEqual({
      staff: 'olivia@axia.test',
    });
  });

  it('turn days into instants: from the start of the first to the end of the last', () => {
    expect(auditQuery({ ...EMPTY_FILTERS, from: '2026-12-01', to: '2026-12-02' })).toEqual({
      from: dayjs('2026-12-01T00:00:00').toISOString(),
      to: dayjs('2026-12-02T23:59:59.999').toISOString(),
    });
  });

  it('are what the table reads (page 1 after applying) and what the export sends', async () => {
    const staffAudit = vi.fn(() => Promise.resolve({ items: [], total: 0, page: 1, size: 50 }));
    const staffAuditExport = vi.fn(() => Promise.resolve(new Blob([''])));
    const store = new AuditStore(fakeApi({ staffAudit, staffAuditExport }));
    store.setPage(3);
    store.setDraft('action', 'WIRE_RECEIVED');
    store.setDraft('subject', 't-1');
    // A draft is not applied until asked.
    expect(store.query).toEqual({});
    store.apply();
    expect(staffAudit).toHaveBeenLastCalledWith({
      query: { action: 'WIRE_RECEIVED', subject: 't-1', page: 1, size: 50 },
    });
    await store.export();
    expect(staffAuditExport).toHaveBeenCalledWith({
      query: { action: 'WIRE_RECEIVED', subject: 't-1' },
    });
  });
});
