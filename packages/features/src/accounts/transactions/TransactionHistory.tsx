import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { decimalsFor, type Transaction } from '@axia/core';
import {
  Amount,
  Button,
  DateRangePicker,
  EmptyState,
  Pagination,
  SearchField,
  Select,
  Skeleton,
  SkeletonText,
  Stack,
  Tile,
  VisuallyHidden,
} from '@axia/design-system';
import { useLiveReload, useServices } from '../../kit';
import * as accountStyles from '../accounts.css';
import { HISTORY_TEXT } from './messages';
import {
  HISTORY_FILTERS,
  checkRange,
  PAGE_SIZE,
  isHistoryFilter,
  signedAmount,
  transactionIcon,
  transactionTitle,
} from './model';
import { TransactionDetailDialog } from './TransactionDetailDialog';
import { TransactionHistoryStore } from './TransactionHistoryStore';
import * as styles from './transactions.css';
import { localDay, machineDateTime, readableDateTime } from '../../kit/dates';
import { errorText } from '../../kit/errors';

/** One row: a button naming the transaction, its date and its signed amount (plus green, minus red). */
function TransactionRow({
  transaction,
  onOpen,
}: {
  transaction: Transaction;
  onOpen: (transaction: Transaction) => void;
}) {
  return (
    <li>
      <Tile
        onPress={() => onOpen(transaction)}
        icon={transactionIcon(transaction)}
        title={transactionTitle(transaction)}
        description={
          <time dateTime={machineDateTime(transaction.createdAt)}>
            {readableDateTime(transaction.createdAt)}
          </time>
        }
        trailing={
          <Amount
            value={signedAmount(transaction)}
            currency={transaction.currency}
            decimals={decimalsFor(transaction.currency)}
            signed
            creditLabel={HISTORY_TEXT.deposit}
            debitLabel={HISTORY_TEXT.withdrawal}
          />
        }
      />
    </li>
  );
}

export interface TransactionHistoryProps {
  accountId: string;
  /** A store made outside (stories and tests); by default one per account. */
  store?: TransactionHistoryStore;
  /** Today's source (no range past it); stories and tests pin it. */
  clock?: () => Date;
}

/**
 * An account's history (seed 001 §2 Transactions): 'Recent Transactions' (the latest 10) that expands to
 * 'Transactions' with the filter dropdown, a date range, the search box of privileged users and a pager of 5 per
 * page over the whole history. A row opens its detail; `?transactionId=` opens one once (read
 * from the bank when it is not among the rows) and is dropped when the detail closes.
 */
export const TransactionHistory = observer(function TransactionHistory({
  accountId,
  store: given,
  clock = () => new Date(),
}: TransactionHistoryProps) {
  const services = useServices();
  const [store] = useState(() => given ?? new TransactionHistoryStore(services.api, accountId));
  const [open, setOpen] = useState<Transaction | null>(null);
  const [rangeField, setRangeField] = useState(0);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const rangeCell = useRef<HTMLDivElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('transactionId');
  const linkHandled = useRef(false);
  const headingId = useId();
  const privileged = services.session.user?.privileged ?? false;
  const today = localDay(clock());

  useEffect(() => {
    void store.load();
  }, [store]);
  // A transaction posted or changing status (issue 31) re-reads the rows in place: page, filters and any open
  // detail stay as they are.
  useLiveReload(['transaction'], () => void store.load({ force: true }));

  // `?transactionId=` opens its detail once, after the first read: from the rows read, else asked of the bank; one
  // the account does not have is said so.
  useEffect(() => {
    if (linkHandled.current || !linkedId || !store.loadedOnce) return;
    linkHandled.current = true;
    store.lookUp(linkedId).then(
      (linked) => {
        if (linked) setOpen(linked);
        else services.notify({ tone: 'error', title: HISTORY_TEXT.linkedNotFound(linkedId) });
      },
      (error: unknown) =>
        services.notify({
          tone: 'error',
          title: HISTORY_TEXT.linkedUnreadable(linkedId),
          description: errorText(error),
        }),
    );
  }, [linkedId, services, store, store.loadedOnce]);

  /** Closing the detail drops `?transactionId=`, so a reload or a shared address does not open it again. */
  const close = () => {
    setOpen(null);
    if (searchParams.has('transactionId'))
      setSearchParams(
        (params) => {
          params.delete('transactionId');
          return params;
        },
        { replace: true },
      );
  };

  // After 'Clear dates' the new, empty field takes the focus (the button stays where it was).
  useEffect(() => {
    if (rangeField === 0) return;
    rangeCell.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  }, [rangeField]);

  const title = store.expanded ? HISTORY_TEXT.expandedTitle : HISTORY_TEXT.recentTitle;

  let body;
  if (!store.loadedOnce || (store.loading && store.rows.length === 0)) {
    body = (
      <Skeleton label={HISTORY_TEXT.loading}>
        <SkeletonText lines={5} />
      </Skeleton>
    );
  } else if (store.error !== null) {
    body = (
      <EmptyState
        title={HISTORY_TEXT.loadFailed}
        description={store.error}
        icon="warning"
        headingLevel={3}
      >
        <Button variant="secondary" onPress={() => void store.load({ force: true })}>
          {HISTORY_TEXT.tryAgain}
        </Button>
      </EmptyState>
    );
  } else if (store.rows.length === 0) {
    body = (
      <EmptyState
        title={store.narrowed ? HISTORY_TEXT.noTransactionFound : HISTORY_TEXT.noTransactionRecord}
        icon="info"
        headingLevel={3}
      />
    );
  } else {
    body = (
      <ul
        className={styles.rows}
        aria-labelledby={headingId}
        aria-busy={store.loading || undefined}
      >
        {store.rows.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} onOpen={setOpen} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} data-slot="account-transactions">
      <Stack gap="md">
        <div className={accountStyles.sectionHeader}>
          <h2 id={headingId} className={accountStyles.sectionHeading}>
            {title}
          </h2>
          <Button
            variant="secondary"
            aria-expanded={store.expanded}
            onPress={() => void store.setExpanded(!store.expanded)}
          >
            {store.expanded ? HISTORY_TEXT.showRecent : HISTORY_TEXT.showAll}
          </Button>
        </div>
        {store.expanded && (
          <div className={styles.toolbar}>
            <Select
              label={HISTORY_TEXT.filter}
              items={HISTORY_FILTERS.map((filter) => ({ id: filter.id, label: filter.label }))}
              selectedKey={store.query.filter}
              onSelectionChange={(id) => {
                if (isHistoryFilter(id)) void store.setFilter(id);
              }}
            />
            {/* Uncontrolled, so a half-typed range stays as typed; 'Clear dates' makes a new, empty one. It is
                always there, beside the field, so the row does not change shape as dates come and go. */}
            <div className={styles.rangeCell} ref={rangeCell}>
              <DateRangePicker
                key={rangeField}
                label={HISTORY_TEXT.dateRange}
                maxValue={today}
                errorMessage={rangeError ?? undefined}
                onChange={(range) => {
                  // The bank is asked once a whole, valid range exists (not on each keystroke of a year).
                  const checked = range === null ? { range: null } : checkRange(range, today);
                  if (checked === 'incomplete') return;
                  if ('error' in checked) {
                    setRangeError(checked.error);
                    return;
                  }
                  setRangeError(null);
                  if (JSON.stringify(checked.range) !== JSON.stringify(store.query.range))
                    void store.setRange(checked.range);
                }}
              />
              <Button
                variant="secondary"
                onPress={() => {
                  setRangeError(null);
                  setRangeField((key) => key + 1);
                  if (store.query.range) void store.setRange(null);
                }}
              >
                {HISTORY_TEXT.clearDates}
              </Button>
            </div>
            {privileged && (
              <SearchField
                label={HISTORY_TEXT.search}
                description={HISTORY_TEXT.searchDescription}
                onSubmit={(value) => void store.setSearch(value)}
                onClear={() => void store.setSearch('')}
              />
            )}
          </div>
        )}
        {body}
        {/* Said once the expanded list's count is read (not the compact 10 meanwhile). One status, there from the
            start, whose text changes: a status inserted already holding its text is never said (issue 43 #3). Emptied
            while a filter reads, so the same count after a new filter is said again. */}
        <VisuallyHidden>
          <p role="status">
            {store.expanded && !store.loading && store.totalCount !== null && store.error === null
              ? HISTORY_TEXT.count(store.total)
              : ''}
          </p>
        </VisuallyHidden>
        {store.pageCount > 1 && store.error === null && (
          <Pagination
            aria-label={HISTORY_TEXT.pagination}
            page={store.page}
            total={store.total}
            pageSize={PAGE_SIZE}
            onPageChange={(page) => void store.setPage(page)}
          />
        )}
      </Stack>
      <TransactionDetailDialog transaction={open} onClose={close} />
    </section>
  );
});
