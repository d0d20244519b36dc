import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { decimalsFor } from '@axia/core';
import {
  Amount,
  AmountField,
  Button,
  PageHeader,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import { useServices } from '../../kit';
import { usePending } from '../../kit/usePending';
import {
  AccountChoice,
  AccountName,
  ConfirmCheckbox,
  OverviewRows,
} from '../components/TransferParts';
import { TRANSFERS_TEXT } from '../messages';
import { TransferWizardFrame } from '../components/TransferWizardFrame';
import { TRANSFER_LANDING } from '../paths';
import * as styles from '../transfers.css';
import { BETWEEN_ACCOUNTS_STEPS, BetweenAccountsStore } from './BetweenAccountsStore';
import { BETWEEN_ACCOUNTS_TEXT } from './messages';

export interface BetweenAccountsViewProps {
  /** Starts with this state (stories and tests); a fresh wizard reading its lists by default. */
  store?: BetweenAccountsStore;
}

/**
 * /transfer/between-accounts (seed 001 §2, §5): Account from, Account to, Transfer amount, Overview. Cancel, or Back on
 * the first step, returns to /transfer; Back clears the step it leaves; Next waits for the step to be valid (the
 * Wizard moves focus to the new step's heading); Send waits for the confirmation; success → the bank's message and
 * /transfer, the accounts re-read.
 */
export const BetweenAccountsView = observer(function BetweenAccountsView({
  store: given,
}: BetweenAccountsViewProps) {
  const services = useServices();
  const { api, notify, navigate, session } = services;
  const [store] = useState(() => given ?? new BetweenAccountsStore(api, session.user));
  useEffect(() => {
    if (!given) store.load();
  }, [given, store]);
  const leave = () => navigate(TRANSFER_LANDING);

  const [send, sending] = usePending(async () => {
    const result = await store.send();
    if (result.sent) {
      notify({ tone: 'success', title: result.message });
      void services.accounts.refresh();
      leave();
    } else if (result.message) {
      notify({ tone: 'error', title: result.message });
    }
  });

  return (
    <Stack gap="xl">
      <PageHeader
        title={BETWEEN_ACCOUNTS_TEXT.title}
        description={BETWEEN_ACCOUNTS_TEXT.description}
      />
      <TransferWizardFrame
        steps={BETWEEN_ACCOUNTS_STEPS}
        step={store.step}
        stepperLabel={BETWEEN_ACCOUNTS_TEXT.progress}
        onLeave={leave}
        onBack={() => store.back()}
        canProceed={store.canProceed()}
        onNext={() => store.next()}
        canSend={store.confirmed && !store.sent}
        onSend={() => void send()}
        busy={sending}
        sending={sending || store.sending}
      >
        {/* Keyed per step: one picker instance per list, so react-aria's roving tab stop (the last focused radio)
            never points at an account the next list lacks, which would leave no radio reachable by Tab. */}
        {store.step === 0 ? (
          <AccountChoice
            key="from"
            label={BETWEEN_ACCOUNTS_TEXT.fromLabel}
            accounts={store.sources.status === 'ready' ? store.sources.value : null}
            failed={store.sources.status === 'failed' ? store.sources.message : null}
            onRetry={() => store.load()}
            value={store.fromId}
            onChange={(id) => store.chooseFrom(id)}
          />
        ) : store.step === 1 ? (
          <AccountChoice
            key="to"
            label={BETWEEN_ACCOUNTS_TEXT.toLabel}
            accounts={store.targetOptions}
            failed={store.targets.status === 'failed' ? store.targets.message : null}
            onRetry={() => store.load()}
            value={store.toId}
            onChange={(id) => store.chooseTo(id)}
            emptyMessage={BETWEEN_ACCOUNTS_TEXT.noTarget}
          />
        ) : store.step === 2 ? (
          <AmountStep store={store} />
        ) : (
          <OverviewStep store={store} />
        )}
      </TransferWizardFrame>
    </Stack>
  );
});

const AmountStep = observer(function AmountStep({ store }: { store: BetweenAccountsStore }) {
  const from = store.from;
  const to = store.to;
  if (!from || !to) return null;
  if (store.rate.status === 'failed')
    return (
      <Stack gap="sm">
        <p className={styles.error} role="alert">
          {BETWEEN_ACCOUNTS_TEXT.rateFailed} {store.rate.message}
        </p>
        <div>
          <Button variant="secondary" onPress={() => store.readRate()}>
            {TRANSFERS_TEXT.retry}
          </Button>
        </div>
      </Stack>
    );
  if (store.rate.status === 'loading')
    return (
      <Skeleton label={BETWEEN_ACCOUNTS_TEXT.rateLoading}>
        <SkeletonText lines={2} />
      </Skeleton>
    );
  const problem = store.amountProblem;
  return (
    <Stack gap="md">
      <p className={styles.muted}>
        {BETWEEN_ACCOUNTS_TEXT.balance}:{' '}
        <Amount
          value={from.amount}
          currency={from.currency}
          decimals={decimalsFor(from.currency)}
        />
      </p>
      <div className={styles.amounts}>
        <AmountField
          label={BETWEEN_ACCOUNTS_TEXT.amountFromLabel(from.currency)}
          currency={from.currency}
          decimals={decimalsFor(from.currency)}
          value={store.amountFrom}
          onChange={(value) => store.setAmountFrom(value)}
          errorMessage={problem ?? undefined}
          isRequired
        />
        <AmountField
          label={BETWEEN_ACCOUNTS_TEXT.amountToLabel(to.currency)}
          currency={to.currency}
          decimals={decimalsFor(to.currency)}
          value={store.amountTo}
          onChange={(value) => store.setAmountTo(value)}
        />
      </div>
      <p className={styles.muted}>
        {BETWEEN_ACCOUNTS_TEXT.rate(from.currency, store.rateShown ?? '', to.currency)}
      </p>
    </Stack>
  );
});

const OverviewStep = observer(function OverviewStep({ store }: { store: BetweenAccountsStore }) {
  const from = store.from;
  const to = store.to;
  if (!from || !to) return null;
  return (
    <Stack gap="lg">
      <p className={styles.muted}>{TRANSFERS_TEXT.overview}</p>
      <OverviewRows
        rows={[
          { term: BETWEEN_ACCOUNTS_TEXT.overviewFrom, value: <AccountName account={from} /> },
          { term: BETWEEN_ACCOUNTS_TEXT.overviewTo, value: <AccountName account={to} /> },
          {
            term: BETWEEN_ACCOUNTS_TEXT.overviewDebited,
            value: (
              <Amount
                value={store.amountFrom}
                currency={from.currency}
                decimals={decimalsFor(from.currency)}
              />
            ),
          },
          {
            term: BETWEEN_ACCOUNTS_TEXT.overviewCredited,
            value: (
              <Amount
                value={store.credited ?? '0'}
                currency={to.currency}
                decimals={decimalsFor(to.currency)}
              />
            ),
          },
          {
            term: BETWEEN_ACCOUNTS_TEXT.overviewRate,
            value: BETWEEN_ACCOUNTS_TEXT.rate(from.currency, store.rateShown ?? '', to.currency),
          },
        ]}
      />
      <ConfirmCheckbox isSelected={store.confirmed} onChange={(v) => store.setConfirmed(v)} />
    </Stack>
  );
});

export function BetweenAccountsScreen() {
  return <BetweenAccountsView />;
}
