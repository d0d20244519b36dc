import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Transaction } from '@axia/core';
import { Amount, Banner, Box, Button, Stack, StatusTag, Tile } from '@axia/design-system';
import { useLiveReload, useServices } from '../../kit';
import { machineDateTime, readableDateTime } from '../../kit/dates';
import * as accountStyles from '../accounts.css';
import { ConfirmDepositDialog } from './ConfirmDepositDialog';
import { NetworkTransferDialog, WireDepositDialog, WireTransferDialog } from './dialogs';
import { PENDING_TEXT } from './messages';
import { RELOAD_DELAY_MS, decimalsOf, itemTitle, reviewKind, signedAmount } from './model';
import * as styles from './pending.css';
import { PendingTransactionsStore } from './PendingTransactionsStore';

export interface PendingTransactionsProps {
  /** Today's source (the declaration's date); stories and tests pin it. */
  clock?: () => Date;
  /** What 'the page reloads' does, 5 seconds after a confirmed deposit (§4); tests pass a spy. */
  reload?: () => void;
}

const defaultClock = () => new Date();
const defaultReload = () => window.location.reload();

interface OpenDialog {
  item: Transaction;
  open: boolean;
  /** A fresh dialog (and form) each time one opens. */
  seq: number;
}

/** One item: a button named by its title, date and signed amount, that opens the item's dialog. */
function PendingItem({
  item,
  onOpen,
  register,
}: {
  item: Transaction;
  onOpen: (item: Transaction) => void;
  register: (id: string, element: HTMLButtonElement | null) => void;
}) {
  return (
    <Box as="li">
      <Tile
        ref={(element) => register(item.id, element)}
        onPress={() => onOpen(item)}
        title={itemTitle(item)}
        description={
          <time dateTime={machineDateTime(item.createdAt)}>{readableDateTime(item.createdAt)}</time>
        }
        trailing={
          <Amount
            value={signedAmount(item)}
            currency={item.currency}
            decimals={decimalsOf(item)}
            signed
            creditLabel={PENDING_TEXT.deposit}
            debitLabel={PENDING_TEXT.withdrawal}
          />
        }
      />
    </Box>
  );
}

/**
 * The accounts overview's pending items (seed 001 §2 Transactions, §4): 'Transactions in Review' (wire deposits,
 * wire transfers and network withdrawals under review; each opens its dialog by method) and 'Pending Transactions'
 * with the 'Action Required' badge (digital-currency and network deposits to confirm into an account). Each section
 * shows only when it has items. `?transactionId=` (an id or public id) opens that item's dialog once.
 */
export const PendingTransactions = observer(function PendingTransactions({
  clock = defaultClock,
  reload = defaultReload,
}: PendingTransactionsProps) {
  const services = useServices();
  const [store] = useState(() => new PendingTransactionsStore(services.api));
  useEffect(() => {
    void store.load();
  }, [store]);
  // An item held for review approved or rejected, a deposit to confirm arriving (issue 31): the sections follow.
  useLiveReload(['transaction'], () => void store.load());

  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const items = useRef(new Map<string, HTMLButtonElement>());
  /** The item to focus when the one whose dialog closes went away. */
  const neighbour = useRef<string | null>(null);
  const register = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  }, []);

  const open = useCallback((item: Transaction) => {
    neighbour.current = null;
    setDialog((current) => ({ item, open: true, seq: (current?.seq ?? 0) + 1 }));
  }, []);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setDialog((current) => current && { ...current, open: false });
  };

  /** The item's row; its neighbour when it went away; else the page's heading. */
  const returnFocus = useCallback((id: string) => {
    const target = items.current.get(id) ?? items.current.get(neighbour.current ?? '');
    if (target) return target;
    const heading = rootRef.current?.closest('main')?.querySelector('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading ?? null;
  }, []);

  /** Takes an item off the list at once, remembering the row focus goes to instead. */
  const takeAway = (item: Transaction) => {
    const order = [...store.review, ...store.confirmation].map((row) => row.id);
    const index = order.indexOf(item.id);
    neighbour.current = order[index + 1] ?? order[index - 1] ?? null;
    store.remove(item.id);
    setDialog((current) => current && { ...current, open: false });
  };

  // §4: a confirmed deposit reloads the page after 5 seconds; meanwhile the balances and the list are read again.
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);
  const onConfirmed = (item: Transaction) => {
    takeAway(item);
    const withRate = services.session.user?.features.includes('GLOBAL_SPENDABLE_AMOUNT') ?? false;
    void services.accounts.refresh({ withRate });
    void store.load();
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(reload, RELOAD_DELAY_MS);
  };

  // `?transactionId=`: once the items are read, that item's dialog opens, once per link (closing it is final).
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get('transactionId');
  const handled = useRef<string | null>(null);
  const loaded = store.loaded;
  useEffect(() => {
    if (!loaded || !wanted || handled.current === wanted) return;
    handled.current = wanted;
    const item = store.find(wanted);
    if (!item) return;
    // Focus the row first, so react-aria gives focus back to it when the dialog closes.
    items.current.get(item.id)?.focus();
    open(item);
  }, [loaded, wanted, store, open]);

  const reviewHeadingId = useId();
  const pendingHeadingId = useId();
  const dialogProps = dialog && {
    item: dialog.item,
    isOpen: dialog.open,
    onOpenChange,
    returnFocus: () => returnFocus(dialog.item.id),
  };
  const kind = dialog && dialog.item.status === 'PENDING_REVIEW' ? reviewKind(dialog.item) : null;

  return (
    <div ref={rootRef} className={styles.root}>
      {store.error !== null && (
        <Banner tone="warning" header={PENDING_TEXT.loadFailed}>
          <Stack gap="sm" align="start">
            <span>{store.error}</span>
            <Button
              variant="secondary"
              size="small"
              isPending={store.loading}
              onPress={() => void store.load()}
            >
              {PENDING_TEXT.tryAgain}
            </Button>
          </Stack>
        </Banner>
      )}
      {store.review.length > 0 && (
        <Stack as="section" gap="md" aria-labelledby={reviewHeadingId}>
          <h2 id={reviewHeadingId} className={accountStyles.sectionHeading}>
            {PENDING_TEXT.reviewTitle}
          </h2>
          {/* role="list" keeps list semantics in Safari, which drops them when list-style is none. */}
          <Box as="ul" role="list" display="flex" flexDirection="column" gap="sm">
            {store.review.map((item) => (
              <PendingItem key={item.id} item={item} onOpen={open} register={register} />
            ))}
          </Box>
        </Stack>
      )}
      {store.confirmation.length > 0 && (
        <Stack as="section" gap="md" aria-labelledby={pendingHeadingId}>
          <div className={styles.headingRow}>
            <h2 id={pendingHeadingId} className={accountStyles.sectionHeading}>
              {PENDING_TEXT.pendingTitle}
            </h2>
            <StatusTag tone="warning" icon="warning">
              {PENDING_TEXT.actionRequired}
            </StatusTag>
          </div>
          <Box as="ul" role="list" display="flex" flexDirection="column" gap="sm">
            {store.confirmation.map((item) => (
              <PendingItem key={item.id} item={item} onOpen={open} register={register} />
            ))}
          </Box>
        </Stack>
      )}
      {dialog && dialogProps && dialog.item.status === 'PENDING_CONFIRMATION' && (
        <ConfirmDepositDialog
          key={dialog.seq}
          {...dialogProps}
          clock={clock}
          onConfirmed={onConfirmed}
        />
      )}
      {dialog && dialogProps && kind === 'WIRE_DEPOSIT' && (
        <WireDepositDialog key={dialog.seq} {...dialogProps} onCanceled={takeAway} />
      )}
      {dialog && dialogProps && kind === 'WIRE_TRANSFER' && (
        <WireTransferDialog key={dialog.seq} {...dialogProps} />
      )}
      {dialog && dialogProps && kind === 'NETWORK_TRANSFER' && (
        <NetworkTransferDialog key={dialog.seq} {...dialogProps} />
      )}
    </div>
  );
});
