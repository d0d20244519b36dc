import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { decimalsFor, displayRate, type Beneficiary, type Currency } from '@axia/core';
import {
  Amount,
  AmountField,
  formatAmount,
  Button,
  Inline,
  PageHeader,
  Radio,
  RadioGroup,
  Skeleton,
  SkeletonText,
  Stack,
  TextField,
} from '@axia/design-system';
import { useServices } from '../../kit';
import { localDay } from '../../kit/dates';
import { DeclarationAnnouncement, fullName, SourceOfFundsFields } from '../../kit/money';
import * as money from '../../kit/money/money.css';
import { usePending } from '../../kit/usePending';
import {
  SecondFactorDialog,
  useSecondFactor,
  type SecondFactorStore,
} from '../../kit/second-factor';
import { AccountChoice, ConfirmCheckbox } from '../components/TransferParts';
import { TransferWizardFrame } from '../components/TransferWizardFrame';
import { TRANSFER_LANDING } from '../paths';
import { WIRE_TRANSFER_TEXT as TEXT } from './messages';
import { spendableCap, WIRE_TRANSFER_STEPS } from './model';
import { WireRecipientDialog } from './WireRecipientDialog';
import { WireTransferStore, type Signer } from './WireTransferStore';
import type { Read } from '../components/wizardModel';

export interface WireTransferViewProps {
  /** Today's source (the declaration's date). */
  clock?: () => Date;
  /** Starts on this step with this state (stories and tests); a fresh wizard by default. */
  store?: WireTransferStore;
  /** The second-factor flow (stories and tests); one per screen by default. */
  flow?: SecondFactorStore;
}

/**
 * /transfer/wire-transfer (seed 001 §2, §3, §5, §8, §9): Select account (only ACTIVE ones), Select recipient (the
 * wire recipients, with the create and edit modals), Transfer amount (at least 100, within the balance and the
 * spendable amount in USD; the optional memo; the source-of-funds declaration from 10,000 USD; the fee from GET
 * /transfer/types, what the recipient gets, the rate to 5 places, 'Arrival 1-2 days') and Transaction overview (the
 * confirmation box enables Send), then the second factor when the customer has it on; 'Wire transfer request sent
 * successfully!' returns to /transfer.
 */
export const WireTransferView = observer(function WireTransferView({
  clock = () => new Date(),
  store: given,
  flow: givenFlow,
}: WireTransferViewProps) {
  const services = useServices();
  const { api, notify, navigate } = services;
  const [store] = useState(() => given ?? new WireTransferStore(api));
  const ownFlow = useSecondFactor();
  const flow = givenFlow ?? ownFlow;
  useEffect(() => {
    if (!given) store.load();
  }, [store, given]);
  const signer: Signer = { signature: fullName(services.session.user), date: localDay(clock()) };
  const leave = () => navigate(TRANSFER_LANDING);

  const [send, sending] = usePending(async () => {
    const result = await store.submit(flow, signer);
    if (result.sent) {
      notify({ tone: 'success', title: TEXT.sent });
      leave();
    } else if (result.message) {
      notify({ tone: 'error', title: result.message });
    }
  });
  const busy = sending || flow.pending;

  return (
    <Stack gap="xl">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <TransferWizardFrame
        steps={WIRE_TRANSFER_STEPS}
        step={store.step}
        stepperLabel={TEXT.progress}
        onLeave={leave}
        onBack={() => store.back()}
        canProceed={store.canProceed(signer)}
        onNext={() => store.next(signer)}
        canSend={store.confirmed}
        onSend={() => void send()}
        busy={busy}
      >
        {store.step === 0 ? (
          <AccountStep store={store} />
        ) : store.step === 1 ? (
          <RecipientStep store={store} />
        ) : store.step === 2 ? (
          <AmountStep store={store} signer={signer} />
        ) : (
          <OverviewStep store={store} isDisabled={busy} />
        )}
      </TransferWizardFrame>
      <SecondFactorDialog flow={flow} />
    </Stack>
  );
});

/** A read in progress or failed; null once ready. */
function LoadState({
  state,
  loading,
  onRetry,
}: {
  state: Read<unknown>;
  loading: string;
  onRetry: () => void;
}) {
  if (state.status === 'loading')
    return (
      <Skeleton label={loading}>
        <SkeletonText lines={3} />
      </Skeleton>
    );
  if (state.status === 'failed')
    return (
      <Stack gap="sm">
        <p role="alert" className={money.errorMessage}>
          {TEXT.loadFailed} {state.message}
        </p>
        <div>
          <Button variant="secondary" onPress={onRetry}>
            {TEXT.retry}
          </Button>
        </div>
      </Stack>
    );
  return null;
}

const AccountStep = observer(function AccountStep({ store }: { store: WireTransferStore }) {
  const state = store.accounts;
  return (
    <AccountChoice
      label={TEXT.accountLabel}
      accounts={state.status === 'ready' ? state.value : null}
      failed={state.status === 'failed' ? `${TEXT.loadFailed} ${state.message}` : null}
      onRetry={() => store.loadAccounts()}
      value={store.accountId}
      onChange={(id) => store.chooseAccount(id)}
      emptyMessage={TEXT.noActiveAccount}
    />
  );
});

const recipientLine = (recipient: Beneficiary) => {
  const data = recipient.extraData ?? {};
  return [data.beneficiaryName, data.beneficiaryBankName, data.beneficiaryIBAN]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' · ');
};

const RecipientStep = observer(function RecipientStep({ store }: { store: WireTransferStore }) {
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);
  const state = store.recipients;
  if (state.status !== 'ready')
    return (
      <LoadState
        state={state}
        loading={TEXT.loadingRecipients}
        onRetry={() => store.loadRecipients()}
      />
    );
  return (
    <Stack gap="md">
      {state.value.length > 0 ? (
        <RadioGroup
          label={TEXT.recipientLabel}
          value={store.recipientId}
          onChange={(id) => store.chooseRecipient(id)}
          isRequired
        >
          {state.value.map((recipient) => (
            <Radio key={recipient.id} value={recipient.id} description={recipientLine(recipient)}>
              {recipient.beneficiaryName}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <p className={money.muted}>{TEXT.noRecipient}</p>
      )}
      <Inline gap="sm">
        <Button variant="secondary" onPress={() => setDialog('create')}>
          {TEXT.newRecipient}
        </Button>
        <Button
          variant="secondary"
          isDisabled={store.recipient === null}
          onPress={() => setDialog('edit')}
        >
          {TEXT.editRecipient}
        </Button>
      </Inline>
      {dialog && (
        <WireRecipientDialog
          isOpen
          recipient={dialog === 'edit' ? store.recipient : null}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            store.loadRecipients(saved.id);
          }}
        />
      )}
    </Stack>
  );
});

function MoneyRow({ term, value, currency }: { term: string; value: string; currency: Currency }) {
  return (
    <>
      <dt className={money.term}>{term}</dt>
      <dd className={money.definition}>
        <Amount value={value} currency={currency} decimals={decimalsFor(currency)} />
      </dd>
    </>
  );
}

/** The fee, what arrives, the rate (5 places) and the arrival (§9). */
const FeeRows = observer(function FeeRows({ store }: { store: WireTransferStore }) {
  const account = store.account;
  const fee = store.fee;
  if (!account) return null;
  const currency = account.currency;
  return (
    <>
      <MoneyRow term={TEXT.fee} value={fee?.fee ?? '0'} currency={currency} />
      <MoneyRow term={TEXT.received} value={fee?.received ?? '0'} currency={currency} />
      {currency !== 'USD' && store.rate && (
        <>
          <dt className={money.term}>{TEXT.rate}</dt>
          <dd className={money.definition}>{TEXT.rateValue(currency, displayRate(store.rate))}</dd>
        </>
      )}
      <dt className={money.term}>{TEXT.arrivalLabel}</dt>
      <dd className={money.definition}>{TEXT.arrival}</dd>
    </>
  );
});

/** The balance (formatted as everywhere else) and, when it is lower, the cap the spendable amount sets. */
function amountDescription(store: WireTransferStore) {
  const account = store.account!;
  const currency = account.currency;
  const format = (value: string, of: Currency) =>
    formatAmount(value, of, { decimals: decimalsFor(of) });
  const text = TEXT.amountDescription(format(account.amount, currency));
  const most = spendableCap(account, store.rate, store.spendableUsd);
  if (most === null || store.rate === null || store.spendableUsd === null) return text;
  const rate = TEXT.rateValue(currency, displayRate(store.rate));
  return `${text} ${TEXT.spendableCap(format(most, currency), format(store.spendableUsd, 'USD'), rate)}`;
}

const AmountStep = observer(function AmountStep({
  store,
  signer,
}: {
  store: WireTransferStore;
  signer: Signer;
}) {
  const account = store.account;
  if (!account) return null;
  const currency = account.currency;
  const canProceed = store.canProceed(signer);
  return (
    <Stack gap="lg">
      <AmountField
        label={TEXT.amountLabel}
        description={amountDescription(store)}
        currency={currency}
        decimals={decimalsFor(currency)}
        value={store.amount}
        onChange={(amount) => store.setAmount(amount)}
        onBlur={() => store.leaveAmount()}
        errorMessage={store.shownAmountProblem ?? undefined}
        isRequired
      />
      <TextField
        label={TEXT.memoLabel}
        value={store.memo}
        onChange={(memo) => store.setMemo(memo)}
        errorMessage={store.memoProblem ?? undefined}
        maxLength={500}
        autoComplete="off"
      />
      <dl className={money.details} aria-label={TEXT.stepAmount}>
        <FeeRows store={store} />
        {store.spendableUsd !== null && (
          <MoneyRow term={TEXT.spendable} value={store.spendableUsd} currency="USD" />
        )}
      </dl>
      {store.transferType.status === 'failed' && (
        <p role="alert" className={money.errorMessage}>
          {TEXT.feeUnavailable}
        </p>
      )}
      <DeclarationAnnouncement shown={store.needsDeclaration} />
      {store.needsDeclaration && (
        <SourceOfFundsFields
          value={store.sourceOfFunds}
          onChange={(value) => store.setSourceOfFunds(value)}
          signature={signer.signature}
          date={signer.date}
          description={TEXT.declarationNeeded}
          declaration={TEXT.declaration}
        />
      )}
      {!canProceed && (
        <p className={money.muted}>
          {store.needsDeclaration ? TEXT.nextHintDeclaration : TEXT.nextHint}
        </p>
      )}
    </Stack>
  );
});

const OverviewStep = observer(function OverviewStep({
  store,
  isDisabled,
}: {
  store: WireTransferStore;
  isDisabled: boolean;
}) {
  const account = store.account;
  const recipient = store.recipient;
  if (!account || !recipient) return null;
  const data = recipient.extraData ?? {};
  const memo = store.memo.trim();
  const source = store.needsDeclaration ? store.sourceOfFunds : null;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <h3 className={money.groupHeading}>{TEXT.summary}</h3>
        <dl className={money.details}>
          <dt className={money.term}>{TEXT.summaryFrom}</dt>
          <dd className={money.definition}>
            {account.typePublicName} <span className={money.code}>{account.publicId}</span>
          </dd>
          <dt className={money.term}>{TEXT.summaryRecipient}</dt>
          <dd className={money.definition}>
            {recipient.beneficiaryName}
            {typeof data.beneficiaryName === 'string' ? ` (${data.beneficiaryName})` : ''}
          </dd>
          <dt className={money.term}>{TEXT.summaryBank}</dt>
          <dd className={money.definition}>{String(data.beneficiaryBankName ?? '')}</dd>
          <dt className={money.term}>{TEXT.summaryAccountNumber}</dt>
          <dd className={money.definition}>
            <span className={money.code}>{String(data.beneficiaryIBAN ?? '')}</span>
          </dd>
          <MoneyRow term={TEXT.summaryAmount} value={store.amount} currency={account.currency} />
          <FeeRows store={store} />
          {memo && (
            <>
              <dt className={money.term}>{TEXT.summaryMemo}</dt>
              <dd className={money.definition}>{memo}</dd>
            </>
          )}
          {source?.source && (
            <>
              <dt className={money.term}>{TEXT.summarySource}</dt>
              <dd className={money.definition}>
                {source.source === 'Other' ? source.otherText.trim() : source.source}
              </dd>
            </>
          )}
        </dl>
      </Stack>
      <ConfirmCheckbox
        isSelected={store.confirmed}
        onChange={(value) => {
          if (!isDisabled) store.setConfirmed(value);
        }}
      />
    </Stack>
  );
});

export function WireTransferScreen() {
  return <WireTransferView />;
}
