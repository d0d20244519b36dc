import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import {
  accountStatusHelp,
  decimalsFor,
  GENERAL_MESSAGES,
  isAccountActive,
  WIRE_DEPOSIT_ABOVE_MAXIMUM,
  type Account,
} from '@axia/core';
import {
  AccountPicker,
  Amount,
  AmountField,
  PageHeader,
  Radio,
  RadioGroup,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import { useServices, WizardFrame } from '../../kit';
import {
  DeclarationAnnouncement,
  fullName,
  MONEY_TEXT,
  SourceOfFundsFields,
  useWireDepositInfo,
  WireDepositInstructions,
} from '../../kit/money';
import * as money from '../../kit/money/money.css';
import { usePending } from '../../kit/usePending';
import { useAccountsRefresh } from '../../kit/useAccountsRefresh';
import { WIRE_DEPOSIT_TEXT } from './messages';
import { accountsIn, isWireCurrency, WIRE_CURRENCIES, WIRE_DEPOSIT_STEPS } from './model';
import { WireDepositStore, type Signer } from './WireDepositStore';
import { localDay } from '../../kit/dates';
import { DEPOSIT_LANDING } from '../paths';

export interface WireDepositViewProps {
  /** Today's source (the declaration's date). */
  clock?: () => Date;
  /** Starts on this step with this state (stories and tests); a fresh wizard by default. */
  store?: WireDepositStore;
}

/**
 * /deposit/wire-deposit (seed 001 §2 'Wire deposit wizard', §4, §5, §8): Select currency (USD, EUR, GBP), Select
 * account (only ACTIVE ones selectable; the others greyed, 'Action Required'), Select amount (the currency's
 * decimals; from 10,000 USD the source-of-funds declaration) and Deposit (the bank's wire instructions; Submit →
 * 'Wire deposit request sent successfully!' and /deposit). Cancel anywhere, or Back on the first step, returns to
 * /deposit.
 */
export const WireDepositView = observer(function WireDepositView({
  clock = () => new Date(),
  store: given,
}: WireDepositViewProps) {
  const services = useServices();
  const { api, notify, navigate } = services;
  const [store] = useState(() => given ?? new WireDepositStore(api));
  const accountsRead = useAccountsRefresh(services.accounts);
  const accounts = services.accounts.accounts;
  const signer: Signer = {
    signature: fullName(services.session.user),
    date: localDay(clock()),
  };
  const leave = () => navigate(DEPOSIT_LANDING);

  const [submit, submitting] = usePending(async () => {
    const result = await store.submit(accounts, signer);
    if (result.sent) {
      notify({ tone: 'success', title: WIRE_DEPOSIT_TEXT.sent });
      leave();
    } else if (result.message) {
      notify({ tone: 'error', title: result.message });
    }
  });

  const canProceed = store.canProceed(accounts, signer);
  return (
    <Stack gap="xl">
      <PageHeader title={WIRE_DEPOSIT_TEXT.title} description={WIRE_DEPOSIT_TEXT.description} />
      <WizardFrame
        steps={WIRE_DEPOSIT_STEPS}
        currentStep={store.step}
        stepperLabel={WIRE_DEPOSIT_TEXT.progress}
        cancel={{ label: WIRE_DEPOSIT_TEXT.cancel, onPress: leave }}
        back={{ label: WIRE_DEPOSIT_TEXT.back, onPress: () => void store.back() }}
        busy={submitting}
        primary={
          store.step < 3
            ? {
                label: WIRE_DEPOSIT_TEXT.next,
                onPress: () => store.next(accounts, signer),
                isDisabled: !canProceed,
              }
            : {
                label: WIRE_DEPOSIT_TEXT.submit,
                onPress: () => void submit(),
                isPending: submitting,
              }
        }
      >
        {store.step === 0 ? (
          <CurrencyStep store={store} />
        ) : store.step === 1 ? (
          <AccountStep store={store} accounts={accounts} accountsRead={accountsRead} />
        ) : store.step === 2 ? (
          <AmountStep store={store} signer={signer} canProceed={canProceed} />
        ) : (
          <DepositStep store={store} accounts={accounts} />
        )}
      </WizardFrame>
    </Stack>
  );
});

const CurrencyStep = observer(function CurrencyStep({ store }: { store: WireDepositStore }) {
  return (
    <RadioGroup
      label={WIRE_DEPOSIT_TEXT.currencyLabel}
      value={store.currency}
      onChange={(value) => {
        if (isWireCurrency(value)) store.chooseCurrency(value);
      }}
      isRequired
    >
      {WIRE_CURRENCIES.map((currency) => (
        <Radio
          key={currency}
          value={currency}
          description={WIRE_DEPOSIT_TEXT.currencyNames[currency]}
        >
          {currency}
        </Radio>
      ))}
    </RadioGroup>
  );
});

const pickerOption = (account: Account) => ({
  id: account.id,
  name: account.typePublicName,
  publicId: account.publicId,
  amount: account.amount,
  currency: account.currency,
  decimals: decimalsFor(account.currency),
  actionRequired: !isAccountActive(account),
  actionRequiredDescription: accountStatusHelp(account) ?? undefined,
});

const AccountStep = observer(function AccountStep({
  store,
  accounts,
  accountsRead,
}: {
  store: WireDepositStore;
  accounts: readonly Account[];
  accountsRead: boolean;
}) {
  const options = accountsIn(accounts, store.currency);
  if (options.length === 0 && !accountsRead)
    return (
      <Skeleton label={WIRE_DEPOSIT_TEXT.loadingAccounts}>
        <SkeletonText lines={3} />
      </Skeleton>
    );
  return (
    <Stack gap="md">
      {options.length > 0 && (
        <AccountPicker
          label={WIRE_DEPOSIT_TEXT.accountLabel}
          actionRequiredLabel={GENERAL_MESSAGES.actionRequired}
          accounts={options.map(pickerOption)}
          value={store.accountId}
          onChange={(id) => store.chooseAccount(id)}
          isRequired
        />
      )}
      {!options.some(isAccountActive) && (
        <p className={money.errorMessage}>
          {WIRE_DEPOSIT_TEXT.noActiveAccount(store.currency ?? '')}
        </p>
      )}
    </Stack>
  );
});

const AmountStep = observer(function AmountStep({
  store,
  signer,
  canProceed,
}: {
  store: WireDepositStore;
  signer: Signer;
  canProceed: boolean;
}) {
  const currency = store.currency ?? 'USD';
  return (
    <Stack gap="lg">
      <AmountField
        label={WIRE_DEPOSIT_TEXT.amountLabel}
        description={WIRE_DEPOSIT_TEXT.amountDescription(currency)}
        currency={currency}
        decimals={decimalsFor(currency)}
        value={store.amount}
        onChange={(amount) => store.setAmount(amount)}
        errorMessage={store.aboveMaximum ? WIRE_DEPOSIT_ABOVE_MAXIMUM : undefined}
        isRequired
      />
      <DeclarationAnnouncement shown={!store.checkingValue && store.needsDeclaration} />
      {store.checkingValue ? (
        <Skeleton label={WIRE_DEPOSIT_TEXT.checkingValue}>
          <SkeletonText lines={3} />
        </Skeleton>
      ) : store.needsDeclaration ? (
        <SourceOfFundsFields
          value={store.sourceOfFunds}
          onChange={(value) => store.setSourceOfFunds(value)}
          signature={signer.signature}
          date={signer.date}
          signerError={store.signerError}
          description={
            store.usd === null
              ? WIRE_DEPOSIT_TEXT.valueUnavailable
              : MONEY_TEXT.declarationNeededAmount
          }
        />
      ) : null}
      {!canProceed && !store.aboveMaximum && (
        <p className={money.muted}>
          {store.needsDeclaration
            ? WIRE_DEPOSIT_TEXT.nextHintDeclaration
            : WIRE_DEPOSIT_TEXT.nextHint}
        </p>
      )}
    </Stack>
  );
});

const DepositStep = observer(function DepositStep({
  store,
  accounts,
}: {
  store: WireDepositStore;
  accounts: readonly Account[];
}) {
  const [info, retry] = useWireDepositInfo();
  const account = store.account(accounts);
  const currency = store.currency ?? 'USD';
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <h3 className={money.groupHeading}>{WIRE_DEPOSIT_TEXT.summary}</h3>
        <dl className={money.details}>
          <dt className={money.term}>{WIRE_DEPOSIT_TEXT.summaryAccount}</dt>
          <dd className={money.definition}>
            {account ? `${account.typePublicName} ` : null}
            <span className={money.code}>{account?.publicId}</span>
          </dd>
          <dt className={money.term}>{WIRE_DEPOSIT_TEXT.summaryAmount}</dt>
          <dd className={money.definition}>
            <Amount value={store.amount} currency={currency} decimals={decimalsFor(currency)} />
          </dd>
        </dl>
      </Stack>
      <p className={money.muted}>{WIRE_DEPOSIT_TEXT.instructionsIntro}</p>
      <WireDepositInstructions state={info} onRetry={retry} headingLevel={3} />
    </Stack>
  );
});

export function WireDepositScreen() {
  return <WireDepositView />;
}
