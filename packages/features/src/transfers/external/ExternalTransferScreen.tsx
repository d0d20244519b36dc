import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import {
  Amount,
  AmountField,
  ComboBox,
  formatAmount,
  PageHeader,
  SegmentedControl,
  Stack,
  TextField,
} from '@axia/design-system';
import { SubmissionKeys, useServices } from '../../kit';
import * as money from '../../kit/money/money.css';
import { usePending } from '../../kit/usePending';
import { AccountChoice, ConfirmCheckbox } from '../components/TransferParts';
import { TransferWizardFrame } from '../components/TransferWizardFrame';
import { TRANSFER_LANDING } from '../paths';
import { COUNTRY_ITEMS, countryName } from './countries';
import { ExternalTransferStore } from './ExternalTransferStore';
import { EXTERNAL_TRANSFER_TEXT as TEXT } from './messages';
import {
  amountDecimals,
  EXTERNAL_DISPLAY_DECIMALS,
  EXTERNAL_TRANSFER_STEPS,
  type ExternalWizardKind,
} from './model';
import { recipientName, type RecipientField, type RecipientKind } from './recipient';

export interface ExternalTransferViewProps {
  kind: ExternalWizardKind;
  /** Starts on this step with this state (stories and tests); a fresh wizard by default. */
  store?: ExternalTransferStore;
}

/**
 * The external transfer wizards (seed 001 §2 Transfer, §5, §7, §8, §9), one per `kind`: to an external Ethereum
 * wallet (/transfer/external-transfer), through Axtend (/transfer/external-axtend-transfer), to the AXIA network V1
 * or V2 (/transfer/axia-network-transfer, /transfer/axia-network-v2-transfer, also under /deposit). Select account,
 * Transfer amount (minimum 5, the 1 % network fee, what arrives, the address), Transfer recipient (a disclaimer,
 * Individual/Corporate and the recipient's form), Transaction overview ('I hereby acknowledge the above
 * disclaimers', 'Send Now!'); the bank holds the funds until its back office reviews the transfer.
 */
export const ExternalTransferView = observer(function ExternalTransferView({
  kind,
  store: given,
}: ExternalTransferViewProps) {
  const { api, notify, navigate } = useServices();
  const [store] = useState(() => given ?? new ExternalTransferStore(api, kind));
  const [keys] = useState(() => new SubmissionKeys());
  useEffect(() => {
    if (store.accountsState.status === 'loading') store.loadAccounts();
    // Once per wizard.
  }, [store]);
  const leave = () => navigate(TRANSFER_LANDING);

  // One Idempotency-Key per confirmed submission: the same transfer sent again after no answer reuses it.
  const [send, sending] = usePending(async () => {
    const signature = JSON.stringify([
      store.accountId,
      store.amount,
      store.address,
      store.recipientKind,
      store.recipient,
    ]);
    const result = await store.submit(keys.key(signature));
    keys.settle(signature, result.sent ? undefined : result.error);
    if (result.sent) {
      notify({ tone: 'success', title: store.config.sent });
      leave();
    } else if (result.message) {
      notify({ tone: 'error', title: result.message });
    }
  });

  const title = TEXT.titles[kind];
  return (
    <Stack gap="xl">
      <PageHeader title={title} description={TEXT.descriptions[kind]} />
      <TransferWizardFrame
        steps={EXTERNAL_TRANSFER_STEPS}
        step={store.step}
        stepperLabel={TEXT.progress(title)}
        onLeave={leave}
        onBack={() => store.back()}
        canProceed={store.canProceed}
        onNext={() => store.next()}
        sendLabel={TEXT.sendNow}
        canSend={store.acknowledged}
        onSend={() => void send()}
        busy={sending}
      >
        {store.step === 0 ? (
          <AccountStep store={store} />
        ) : store.step === 1 ? (
          <AmountStep store={store} />
        ) : store.step === 2 ? (
          <RecipientStep store={store} />
        ) : (
          <OverviewStep store={store} isDisabled={sending} />
        )}
      </TransferWizardFrame>
    </Stack>
  );
});

const AccountStep = observer(function AccountStep({ store }: { store: ExternalTransferStore }) {
  const state = store.accountsState;
  return (
    <AccountChoice
      label={TEXT.accountLabel}
      accounts={state.status === 'ready' ? state.accounts : null}
      failed={state.status === 'failed' ? `${TEXT.accountsFailed} ${state.message}` : null}
      onRetry={() => store.loadAccounts()}
      value={store.accountId}
      onChange={(id) => store.chooseAccount(id)}
      emptyMessage={TEXT.noActiveAccount}
    />
  );
});

/** A detail row with an amount to 5 decimals (§9). */
function AmountRow({ term, value, currency }: { term: string; value: string; currency: string }) {
  return (
    <>
      <dt className={money.term}>{term}</dt>
      <dd className={money.definition}>
        <Amount value={value} currency={currency} decimals={EXTERNAL_DISPLAY_DECIMALS} />
      </dd>
    </>
  );
}

const AmountStep = observer(function AmountStep({ store }: { store: ExternalTransferStore }) {
  const account = store.account;
  if (!account) return null;
  const currency = account.currency;
  const fee = store.fee;
  return (
    <Stack gap="lg">
      <AmountField
        label={TEXT.amountLabel}
        description={TEXT.available(
          formatAmount(account.amount, currency, { decimals: EXTERNAL_DISPLAY_DECIMALS }),
        )}
        currency={currency}
        decimals={amountDecimals(currency)}
        value={store.amount}
        onChange={(amount) => store.setAmount(amount)}
        errorMessage={store.minimumNote ?? store.balanceProblem ?? undefined}
        isRequired
      />
      <TextField
        label={TEXT.addressLabels[store.kind]}
        value={store.address}
        onChange={(address) => store.setAddress(address)}
        onBlur={() => store.leaveAddress()}
        errorMessage={store.addressProblem ?? undefined}
        autoComplete="off"
        spellCheck="false"
        isRequired
        validationBehavior="aria"
      />
      <dl className={money.details} aria-label={TEXT.stepAmount}>
        <AmountRow term={TEXT.networkFee} value={fee?.fee ?? '0'} currency={currency} />
        <AmountRow term={TEXT.received} value={fee?.received ?? '0'} currency={currency} />
        <dt className={money.term}>{TEXT.arrivalLabel}</dt>
        <dd className={money.definition}>{TEXT.arrival}</dd>
      </dl>
      {!store.canProceed && <p className={money.muted}>{TEXT.amountHint}</p>}
    </Stack>
  );
});

const RECIPIENT_KINDS: { id: RecipientKind; label: string }[] = [
  { id: 'INDIVIDUAL', label: TEXT.individual },
  { id: 'CORPORATE', label: TEXT.corporate },
];

const RecipientStep = observer(function RecipientStep({ store }: { store: ExternalTransferStore }) {
  const disclaimerId = useId();
  const field = (name: RecipientField, label: string, autoComplete: string, required = true) => (
    <TextField
      label={label}
      value={store.recipient[name]}
      onChange={(value) => store.setRecipientField(name, value)}
      errorMessage={store.recipientErrors[name]}
      autoComplete={autoComplete}
      isRequired={required}
      validationBehavior="aria"
    />
  );
  return (
    <Stack gap="lg">
      <section aria-labelledby={disclaimerId}>
        <h3 id={disclaimerId} className={money.groupHeading}>
          {TEXT.disclaimerHeading}
        </h3>
        <p className={money.muted}>{TEXT.disclaimer}</p>
      </section>
      <SegmentedControl
        label={TEXT.recipientType}
        options={RECIPIENT_KINDS}
        selectedKey={store.recipientKind}
        onSelectionChange={(id) => store.setRecipientKind(id as RecipientKind)}
      />
      <Stack gap="md">
        {store.recipientKind === 'INDIVIDUAL' ? (
          <>
            {field('firstname', TEXT.firstName, 'given-name')}
            {field('lastname', TEXT.lastName, 'family-name')}
          </>
        ) : (
          field('corporateName', TEXT.corporateName, 'organization')
        )}
        {field('address1', TEXT.address1, 'address-line1')}
        {field('address2', TEXT.address2, 'address-line2', false)}
        {field('postcode', TEXT.postcode, 'postal-code')}
        {field('city', TEXT.city, 'address-level2')}
        {field('state', TEXT.state, 'address-level1')}
        <ComboBox
          label={TEXT.country}
          placeholder={TEXT.countryPlaceholder}
          items={COUNTRY_ITEMS}
          selectedKey={store.recipient.country || null}
          onSelectionChange={(id) => store.setRecipientField('country', id ?? '')}
          errorMessage={store.recipientErrors.country}
          isRequired
        />
      </Stack>
    </Stack>
  );
});

const OverviewStep = observer(function OverviewStep({
  store,
  isDisabled,
}: {
  store: ExternalTransferStore;
  isDisabled: boolean;
}) {
  const account = store.account;
  const fee = store.fee;
  if (!account || !fee) return null;
  const currency = account.currency;
  const recipient = store.recipient;
  const address = [
    recipient.address1,
    recipient.address2,
    recipient.postcode,
    recipient.city,
    recipient.state,
    countryName(recipient.country),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <h3 className={money.groupHeading}>{TEXT.summary}</h3>
        <dl className={money.details}>
          <dt className={money.term}>{TEXT.summaryFrom}</dt>
          <dd className={money.definition}>
            {account.typePublicName} <span className={money.code}>{account.publicId}</span>
          </dd>
          <dt className={money.term}>{TEXT.summaryAddress}</dt>
          <dd className={money.definition}>
            <span className={money.code}>{store.address.trim()}</span>
          </dd>
          <dt className={money.term}>{TEXT.summaryRecipient}</dt>
          <dd className={money.definition}>
            {recipientName(store.recipientKind, recipient)} (
            {store.recipientKind === 'INDIVIDUAL' ? TEXT.individual : TEXT.corporate})
          </dd>
          <dt className={money.term}>{TEXT.summaryRecipientAddress}</dt>
          <dd className={money.definition}>{address}</dd>
          <AmountRow term={TEXT.summaryAmount} value={store.amount} currency={currency} />
          <AmountRow term={TEXT.networkFee} value={fee.fee} currency={currency} />
          <AmountRow term={TEXT.received} value={fee.received} currency={currency} />
          <dt className={money.term}>{TEXT.arrivalLabel}</dt>
          <dd className={money.definition}>{TEXT.arrival}</dd>
        </dl>
      </Stack>
      <p className={money.muted}>{TEXT.disclaimer}</p>
      <ConfirmCheckbox
        label={TEXT.acknowledge}
        isSelected={store.acknowledged}
        onChange={(value) => {
          if (!isDisabled) store.setAcknowledged(value);
        }}
      />
    </Stack>
  );
});

export function ExternalWalletTransferScreen() {
  return <ExternalTransferView kind="wallet" />;
}
export function ExternalAxtendTransferScreen() {
  return <ExternalTransferView kind="axtend" />;
}
export function NetworkTransferScreen() {
  return <ExternalTransferView kind="networkV1" />;
}
export function NetworkV2TransferScreen() {
  return <ExternalTransferView kind="networkV2" />;
}
