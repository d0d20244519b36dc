import type { ReactNode } from 'react';
import { decimalsFor, isCurrency, type Transaction, type TransactionSide } from '@axia/core';
import { Amount, Button, Dialog, Icon, StatusTag, type StatusTone } from '@axia/design-system';
import { useServices } from '../../kit';
import { downloadBlob } from '../components/download';
import * as accountStyles from '../accounts.css';
import { HISTORY_TEXT, STATUS_LABELS } from './messages';
import { exportFile, formatDateTime, sideParts, signedAmount, transactionTitle } from './model';
import * as styles from './transactions.css';

const STATUS_TONES: Record<Transaction['status'], StatusTone> = {
  COMPLETED: 'success',
  PENDING_REVIEW: 'warning',
  PENDING_CONFIRMATION: 'warning',
  CANCELED: 'neutral',
  FAILED: 'danger',
};

function TransactionStatus({ status }: { status: Transaction['status'] }) {
  return <StatusTag tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</StatusTag>;
}

/** An amount in any currency code the bank sends (a provider's may be outside ours): ours get their decimals. */
function AnyAmount({ value, currency }: { value: string; currency: string }) {
  return (
    <Amount
      value={value}
      currency={currency}
      decimals={isCurrency(currency) ? decimalsFor(currency) : 8}
    />
  );
}

/** A titled group of label/value rows; rows whose value is null or '' are left out. */
function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <section className={styles.detailSection} aria-label={title}>
      <h3 className={styles.detailHeading}>{title}</h3>
      <dl className={accountStyles.details}>
        {shown.map(([term, value]) => (
          <div key={term} className={styles.detailRow}>
            <dt className={accountStyles.term}>{term}</dt>
            <dd className={accountStyles.definition}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function sideRows(side: TransactionSide | null, transaction: Transaction): [string, ReactNode][] {
  if (!side) return [[HISTORY_TEXT.account, HISTORY_TEXT.outsideParty]];
  const parts = sideParts(side, transaction);
  return [
    [HISTORY_TEXT.name, parts.name],
    [HISTORY_TEXT.email, parts.email],
    [HISTORY_TEXT.account, parts.account],
    [HISTORY_TEXT.amount, <AnyAmount key="amount" value={side.amount} currency={side.currency} />],
  ];
}

/**
 * What the recipient of an outgoing transfer with a fee receives (a wire or wallet transfer: the bank records it as
 * providerAmount in the account's currency), or null.
 */
function recipientReceives(transaction: Transaction): ReactNode {
  const { providerAmount, providerCurrency, providerFeeAmount } = transaction;
  if (transaction.direction !== 'WITHDRAWAL' || !providerAmount || !providerFeeAmount) return null;
  return <AnyAmount value={providerAmount} currency={providerCurrency ?? transaction.currency} />;
}

export interface TransactionDetailDialogProps {
  transaction: Transaction | null;
  onClose: () => void;
}

/**
 * The detail of one transaction (seed 001 §2): Amount, Details, From and To, with Close and, for privileged users,
 * 'Export transaction' (a text receipt). The spendable-amount change shows only with GLOBAL_SPENDABLE_AMOUNT.
 */
export function TransactionDetailDialog({ transaction, onClose }: TransactionDetailDialogProps) {
  const { session } = useServices();
  const user = session.user;
  const withSpendable = user?.features.includes('GLOBAL_SPENDABLE_AMOUNT') ?? false;
  const privileged = user?.privileged ?? false;
  if (!transaction) return null;
  const meta = transaction.providerMetaData;
  const spendable = withSpendable ? transaction.spendableAmountChange : null;
  return (
    <Dialog
      title={HISTORY_TEXT.detailTitle}
      isOpen
      // The footer's Close is the spec's; a second 'Close' (the corner button) would repeat its name.
      hideCloseButton
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          {privileged && (
            <Button
              variant="secondary"
              icon={<Icon name="download" size="1em" />}
              onPress={() => {
                const file = exportFile(transaction);
                // The browser's download is the feedback: a toast would cover this footer.
                downloadBlob(
                  new Blob([file.text], { type: 'text/plain;charset=utf-8' }),
                  file.name,
                );
              }}
            >
              {HISTORY_TEXT.exportTransaction}
            </Button>
          )}
          <Button onPress={close}>{HISTORY_TEXT.close}</Button>
        </>
      )}
    >
      <div className={styles.detailBody}>
        <Section
          title={HISTORY_TEXT.amount}
          rows={[
            [
              transactionTitle(transaction),
              <Amount
                key="amount"
                value={signedAmount(transaction)}
                currency={transaction.currency}
                decimals={decimalsFor(transaction.currency)}
                signed
                size="lg"
                creditLabel={HISTORY_TEXT.deposit}
                debitLabel={HISTORY_TEXT.withdrawal}
              />,
            ],
            [
              HISTORY_TEXT.balanceAfter,
              transaction.balance && (
                <AnyAmount
                  key="balance"
                  value={transaction.balance}
                  currency={transaction.currency}
                />
              ),
            ],
            [
              HISTORY_TEXT.fee,
              transaction.providerFeeAmount && transaction.providerFeeCurrency && (
                <AnyAmount
                  key="fee"
                  value={transaction.providerFeeAmount}
                  currency={transaction.providerFeeCurrency}
                />
              ),
            ],
            [HISTORY_TEXT.recipientReceives, recipientReceives(transaction)],
            [
              HISTORY_TEXT.spendableChangeAxc,
              spendable && (
                <Amount
                  key="axc"
                  value={spendable.amountChangedInAxc}
                  currency="AXC"
                  decimals={5}
                  signed
                />
              ),
            ],
            [
              HISTORY_TEXT.spendableChangeUsd,
              spendable && (
                <Amount
                  key="usd"
                  value={spendable.amountChangedInUsd}
                  currency="USD"
                  decimals={2}
                  signed
                />
              ),
            ],
          ]}
        />
        <Section
          title={HISTORY_TEXT.details}
          rows={[
            [
              HISTORY_TEXT.transactionId,
              <span key="id" className={accountStyles.accountNumber}>
                {transaction.publicId}
              </span>,
            ],
            [HISTORY_TEXT.type, transactionTitle(transaction)],
            [HISTORY_TEXT.date, formatDateTime(transaction.createdAt)],
            [HISTORY_TEXT.status, <TransactionStatus key="status" status={transaction.status} />],
            [HISTORY_TEXT.description, transaction.description],
            [HISTORY_TEXT.memo, transaction.userMemo],
            [HISTORY_TEXT.beneficiary, meta?.beneficiaryName ?? null],
            [HISTORY_TEXT.toAddress, meta?.toAddress ?? null],
            [HISTORY_TEXT.transactionHash, meta?.transactionHash ?? null],
          ]}
        />
        <Section title={HISTORY_TEXT.from} rows={sideRows(transaction.from, transaction)} />
        <Section title={HISTORY_TEXT.to} rows={sideRows(transaction.to, transaction)} />
      </div>
    </Dialog>
  );
}
