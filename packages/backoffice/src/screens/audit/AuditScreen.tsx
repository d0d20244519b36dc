import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  DatePicker,
  PageHeader,
  Pagination,
  Spinner,
  TextField,
} from '@axia/design-system';
import { errorText } from '../../api/client';
import { DataTable } from '../../components/DataTable';
import { saveBlob } from '../../components/download';
import { useStaff } from '../../context';
import { formatDateTime, humanize } from '../../format';
import { AUDIT_PAGE_SIZE, type AuditStore } from '../../stores/AuditStore';
import { usePage } from '../../shell/usePage';
import * as shell from '../../shell/shell.css';
import * as common from '../../components/styles.css';
import * as styles from './audit.css';

function change(before: unknown, after: unknown): string {
  const text = (value: unknown) =>
    value === null || value === undefined ? '—' : JSON.stringify(value);
  return `${text(before)} → ${text(after)}`;
}

/** The audit trail: every staff act, filtered, a page at a time, and exported as CSV with the same filters. */
export const AuditScreen = observer(function AuditScreen({ store }: { store: AuditStore }) {
  const headingRef = usePage('Audit trail');
  const { toasts } = useStaff();
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    void store.entries.load();
  }, [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.apply();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await store.export(), 'audit-trail.csv');
    } catch (error) {
      toasts.show({ tone: 'error', title: errorText(error) });
    } finally {
      setExporting(false);
    }
  };
  const data = store.entries.data;
  return (
    <div className={shell.page}>
      <PageHeader
        title="Audit trail"
        description="Every staff act: who, when, from where, what changed and why. Never changed or deleted."
        headingRef={headingRef}
        actions={
          <Button variant="secondary" isPending={exporting} onPress={() => void exportCsv()}>
            Export CSV
          </Button>
        }
      />
      <form aria-label="Filters" onSubmit={submit} className={styles.filters}>
        <TextField
          label="Staff"
          description="Email"
          value={store.draft.staff}
          onChange={(value) => store.setDraft('staff', value)}
        />
        <TextField
          label="Action"
          value={store.draft.action}
          onChange={(value) => store.setDraft('action', value)}
        />
        <TextField
          label="Subject"
          description="An id: customer, transaction, proposal…"
          value={store.draft.subject}
          onChange={(value) => store.setDraft('subject', value)}
        />
        <DatePicker
          label="From"
          value={store.draft.from || null}
          onChange={(value) => store.setDraft('from', value ?? '')}
        />
        <DatePicker
          label="To"
          value={store.draft.to || null}
          onChange={(value) => store.setDraft('to', value ?? '')}
        />
        <div className={common.actions}>
          <Button type="submit">Apply filters</Button>
          <Button variant="tertiary" onPress={() => store.clear()}>
            Clear
          </Button>
        </div>
      </form>
      {store.entries.error && (
        <p role="alert" className={common.errorText}>
          {store.entries.error}
        </p>
      )}
      {data === null && !store.entries.error && <Spinner label="Loading the audit trail" />}
      {data && (
        <>
          <DataTable
            caption={`Audit entries (${data.total})`}
            emptyText="No entries match these filters."
            isLoading={store.entries.loading}
            columns={[
              { id: 'at', name: 'When', isRowHeader: true },
              { id: 'staff', name: 'Staff' },
              { id: 'action', name: 'Action' },
              { id: 'subject', name: 'Subject' },
              { id: 'reason', name: 'Reason' },
              { id: 'change', name: 'Before → after' },
              { id: 'ip', name: 'From' },
            ]}
            rows={data.items.map((entry) => ({
              id: entry.id,
              at: formatDateTime(entry.at),
              staff: `${entry.staffEmail} (${entry.roles.join(', ')})`,
              action: entry.action,
              subject: `${humanize(entry.subjectType)} ${entry.subjectId}`,
              reason: entry.reason ?? '—',
              change: <code className={styles.change}>{change(entry.before, entry.after)}</code>,
              ip: entry.ip,
            }))}
          />
          {data.total > AUDIT_PAGE_SIZE && (
            <Pagination
              page={store.page}
              onPageChange={(page) => store.setPage(page)}
              total={data.total}
              pageSize={AUDIT_PAGE_SIZE}
            />
          )}
        </>
      )}
    </div>
  );
});
