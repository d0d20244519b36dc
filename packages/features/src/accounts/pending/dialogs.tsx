import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { decimalsFor, type Currency, type Transaction } from '@axia/core';
import {
  AlertDialog,
  Amount,
  Button,
  CopyButton,
  Dialog,
  formatAmount,
  Stack,
} from '@axia/design-system';
import { useServices } from '../../kit';
import { errorText } from '../../kit/errors';
import { usePending } from '../../kit/usePending';
import { PENDING_STATUS_LABELS, PENDING_TEXT } from './messages';
import {
  beneficiaryText,
  decimalsOf,
  formatDateTime,
  itemAccount,
  itemFee,
  providerText,
  recipientAmount,
  recipientName,
} from './model';
import * as styles from './pending.css';
import { useWireDepositInfo, WireDepositInstructions } from '../../kit/money';

// The dialogs of 'Transactions in Review' (seed 001 §2): by the item's method, the wire deposit's instructions
// (with its cancel action), a wire transfer's details, or a network wallet transfer's details.

/** What every item dialog gets from the sections. */
export interface ItemDialogProps {
  item: Transaction;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes once the dialog is gone (the item's row, or its neighbour when the item went away). */
  returnFocus: () => HTMLElement | null;
}

/**
 * Gives focus back once the dialog's content unmounts (after its exit animation). react-aria restores focus to
 * the element focused when the dialog opened; this covers the rest: a dialog opened by `?transactionId=`, and an
 * item that went away (canceled, confirmed). Focus the user moved elsewhere on purpose is left alone.
 */
export function ReturnFocus({ to }: { to: () => HTMLElement | null }) {
  const target = useRef(to);
  useEffect(() => {
    target.current = to;
  });
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        target.current()?.focus();
      });
    },
    [],
  );
  return null;
}

/** Label/value rows; rows whose value is null are left out. */
export function DetailList({ rows }: { rows: readonly [string, ReactNode | null][] }) {
  return (
    <dl className={styles.details}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.definition}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

const amountOf = (item: Transaction, value = item.amount, currency: Currency = item.currency) => (
  <Amount value={value} currency={currency} decimals={decimalsFor(currency)} />
);

const statusOf = (item: Transaction) =>
  item.status === 'PENDING_REVIEW' || item.status === 'PENDING_CONFIRMATION'
    ? PENDING_STATUS_LABELS[item.status]
    : item.status;

/** The customer's account an item names: 'US Dollar Account USD4820193746' when the accounts view holds it. */
const AccountName = observer(function AccountName({ item }: { item: Transaction }) {
  const { accounts } = useServices();
  const account = itemAccount(item, accounts.accounts);
  if (account)
    return (
      <span>
        {account.typePublicName} <span className={styles.code}>{account.publicId}</span>
      </span>
    );
  const fallback = item.accountPublicId ?? null;
  return fallback ? <span className={styles.code}>{fallback}</span> : <span>{item.currency}</span>;
});

function ReferenceValue({ item }: { item: Transaction }) {
  const { notify } = useServices();
  return (
    <>
      <span className={styles.code}>{item.publicId}</span>
      <CopyButton
        size="small"
        text={item.publicId}
        label={PENDING_TEXT.copyReference}
        onCopied={() => notify({ tone: 'success', title: PENDING_TEXT.copied })}
        onCopyError={(error) => notify({ tone: 'error', title: errorText(error) })}
      />
    </>
  );
}

const closeFooter = <Button slot="close">{PENDING_TEXT.close}</Button>;

/**
 * 'Wire Transfer Deposit': the deposit (amount, reference, account) and the bank's wire instructions, with
 * 'Cancel deposit' (asked again in an alert dialog) calling POST /transfer/wire-deposit/{id}/cancel.
 */
export function WireDepositDialog({
  item,
  isOpen,
  onOpenChange,
  returnFocus,
  onCanceled,
}: ItemDialogProps & { onCanceled: (item: Transaction) => void }) {
  const { api, notify } = useServices();
  const [info, retry] = useWireDepositInfo();
  const [confirming, setConfirming] = useState(false);
  const [cancel, canceling] = usePending(async () => {
    try {
      await api.cancelWireDeposit({ params: { id: item.id } });
    } catch (error) {
      notify({ tone: 'error', title: errorText(error) });
      setConfirming(false);
      return;
    }
    notify({ tone: 'success', title: PENDING_TEXT.wireDepositCanceled });
    setConfirming(false);
    onCanceled(item);
  });
  const amountText = formatAmount(item.amount, item.currency, { decimals: decimalsOf(item) });
  return (
    <Dialog
      title={PENDING_TEXT.wireDepositTitle}
      description={PENDING_TEXT.wireDepositIntro}
      size="large"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button variant="danger" onPress={() => setConfirming(true)}>
            {PENDING_TEXT.cancelDeposit}
          </Button>
          {closeFooter}
        </>
      }
    >
      <ReturnFocus to={returnFocus} />
      <Stack gap="lg">
        <Stack gap="sm">
          <h3 className={styles.groupHeading}>{PENDING_TEXT.yourDeposit}</h3>
          <DetailList
            rows={[
              [PENDING_TEXT.amount, amountOf(item)],
              [PENDING_TEXT.reference, <ReferenceValue key="reference" item={item} />],
              [PENDING_TEXT.account, <AccountName key="account" item={item} />],
              [PENDING_TEXT.date, formatDateTime(item.createdAt)],
              [PENDING_TEXT.status, statusOf(item)],
            ]}
          />
        </Stack>
        <WireDepositInstructions state={info} onRetry={retry} />
      </Stack>
      <AlertDialog
        title={PENDING_TEXT.cancelDepositTitle}
        confirmLabel={PENDING_TEXT.cancelDeposit}
        cancelLabel={PENDING_TEXT.keepDeposit}
        variant="danger"
        isOpen={confirming}
        onOpenChange={setConfirming}
        isPending={canceling}
        closeOnConfirm={false}
        onConfirm={() => void cancel()}
      >
        {PENDING_TEXT.cancelDepositMessage(amountText, item.publicId)}
      </AlertDialog>
    </Dialog>
  );
}

/** 'Wire Transfer': the details of an outgoing wire under review. */
export function WireTransferDialog({ item, isOpen, onOpenChange, returnFocus }: ItemDialogProps) {
  const fee = itemFee(item);
  const receives = fee ? recipientAmount(item) : null;
  const beneficiary = recipientName(item) ?? beneficiaryText(item, 'beneficiaryName');
  return (
    <Dialog
      title={PENDING_TEXT.wireTransferTitle}
      description={PENDING_TEXT.wireTransferIntro}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={closeFooter}
    >
      <ReturnFocus to={returnFocus} />
      <DetailList
        rows={[
          [PENDING_TEXT.amount, amountOf(item)],
          [PENDING_TEXT.fee, fee ? amountOf(item, fee.amount, fee.currency) : null],
          [PENDING_TEXT.recipientReceives, receives ? amountOf(item, receives) : null],
          [PENDING_TEXT.beneficiary, beneficiary],
          [PENDING_TEXT.beneficiaryBank, beneficiaryText(item, 'beneficiaryBankName')],
          [
            PENDING_TEXT.beneficiaryAccount,
            beneficiaryText(item, 'beneficiaryIBAN') && (
              <span className={styles.code}>{beneficiaryText(item, 'beneficiaryIBAN')}</span>
            ),
          ],
          [PENDING_TEXT.fromAccount, <AccountName key="account" item={item} />],
          [PENDING_TEXT.memo, item.userMemo],
          [PENDING_TEXT.reference, <span className={styles.code}>{item.publicId}</span>],
          [PENDING_TEXT.date, formatDateTime(item.createdAt)],
          [PENDING_TEXT.status, statusOf(item)],
        ]}
      />
    </Dialog>
  );
}

/** A wallet transfer's title: the external (Ethereum) wallet, the network V2 or the network (V1). */
const walletTransferTitle = (item: Transaction) =>
  item.type === 'EXTERNAL_WALLET_TRANSFER'
    ? PENDING_TEXT.externalWalletTransferTitle
    : item.method === 'NETWORK_V2'
      ? PENDING_TEXT.networkV2TransferTitle
      : PENDING_TEXT.networkTransferTitle;

/**
 * A wallet transfer under review (network V1 or V2, or an external Ethereum wallet): where it goes and to whom, the
 * amount, the fee, what arrives, the memo and the status.
 */
export function NetworkTransferDialog({
  item,
  isOpen,
  onOpenChange,
  returnFocus,
}: ItemDialogProps) {
  const fee = itemFee(item);
  const receives = recipientAmount(item);
  const toAddress = providerText(item, 'toAddress');
  return (
    <Dialog
      title={walletTransferTitle(item)}
      description={PENDING_TEXT.networkTransferIntro}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={closeFooter}
    >
      <ReturnFocus to={returnFocus} />
      <DetailList
        rows={[
          [PENDING_TEXT.toAddress, toAddress && <span className={styles.code}>{toAddress}</span>],
          [PENDING_TEXT.beneficiary, recipientName(item)],
          [PENDING_TEXT.amount, amountOf(item)],
          [PENDING_TEXT.networkFee, fee ? amountOf(item, fee.amount, fee.currency) : null],
          [PENDING_TEXT.recipientReceives, receives ? amountOf(item, receives) : null],
          [PENDING_TEXT.fromAccount, <AccountName key="account" item={item} />],
          [PENDING_TEXT.memo, item.userMemo],
          [PENDING_TEXT.reference, <span className={styles.code}>{item.publicId}</span>],
          [PENDING_TEXT.date, formatDateTime(item.createdAt)],
          [PENDING_TEXT.status, statusOf(item)],
        ]}
      />
    </Dialog>
  );
}
