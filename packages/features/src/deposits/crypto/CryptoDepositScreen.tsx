import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import {
  CRYPTO_DEPOSIT_DECIMALS,
  CRYPTO_DEPOSIT_SOURCE_NAMES,
  cryptoDepositTargets,
  displayRate,
  type CryptoDepositSource,
  type CryptoDepositTarget,
} from '@axia/core';
import {
  AmountField,
  Banner,
  Button,
  Checkbox,
  CopyButton,
  formatAmount,
  PageHeader,
  QrCode,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
} from '@axia/design-system';
import { useServices, WizardFrame } from '../../kit';
import { CurrencyStep } from '../components/CurrencyStep';
import { Detail as SharedDetail } from '../components/Detail';
import * as shared from '../deposits.css';
import { CryptoDepositStore, type CryptoDepositSnapshot } from './CryptoDepositStore';
import { CRYPTO_DEPOSIT_TEXT as TEXT } from './messages';
import * as styles from './crypto.css';
import { DEPOSIT_LANDING } from '../paths';

const STEPS = [
  { id: 'to', label: TEXT.steps.to },
  { id: 'from', label: TEXT.steps.from },
  { id: 'amount', label: TEXT.steps.amount },
  { id: 'address', label: TEXT.steps.address },
] as const;

const amountText = (value: string, currency: string) =>
  formatAmount(value, currency, { decimals: CRYPTO_DEPOSIT_DECIMALS });

/** A term and its value, in the page's description lists. */
const Detail = (props: { term: string; children: ReactNode }) => (
  <SharedDetail {...props} valueClassName={styles.value} />
);

const TargetStep = observer(function TargetStep({ store }: { store: CryptoDepositStore }) {
  return (
    <CurrencyStep<CryptoDepositTarget>
      label={TEXT.targetLabel}
      description={TEXT.targetDescription}
      value={store.currencyTo}
      currencies={store.targets}
      onChange={(currency) => store.chooseTarget(currency)}
    />
  );
});

const SourceStep = observer(function SourceStep({ store }: { store: CryptoDepositStore }) {
  if (!store.sources) {
    return store.failed === 'sources' ? null : <Skeleton label={TEXT.loadingSources} />;
  }
  return (
    <RadioGroup
      label={TEXT.sourceLabel}
      value={store.currencyFrom}
      onChange={(value) => store.chooseSource(value as CryptoDepositSource)}
    >
      {store.sources.map((source) => (
        <Radio key={source.currency} value={source.currency}>
          {CRYPTO_DEPOSIT_SOURCE_NAMES[source.currency] ?? source.currency}
        </Radio>
      ))}
    </RadioGroup>
  );
});

const AmountStep = observer(function AmountStep({ store }: { store: CryptoDepositStore }) {
  const rate = store.rate;
  if (!rate) return null;
  return (
    <Stack gap="lg">
      <dl className={shared.details}>
        <Detail term={TEXT.rateLabel}>
          1 {rate.currencyFrom} ≈ {amountText(displayRate(rate.exchangeRate), rate.currencyTo)}
        </Detail>
        <Detail term={TEXT.feeLabel}>{TEXT.fee}</Detail>
        <Detail term={TEXT.minimumLabel}>
          {rate.minDepositAmount} {rate.currencyFrom}
        </Detail>
      </dl>
      <div className={styles.amounts}>
        <AmountField
          label={TEXT.payLabel}
          decimals={CRYPTO_DEPOSIT_DECIMALS}
          currency={rate.currencyFrom}
          value={store.pay}
          onChange={(value) => store.setPay(value)}
          errorMessage={store.amountError ?? undefined}
        />
        <AmountField
          label={TEXT.receiveLabel}
          decimals={CRYPTO_DEPOSIT_DECIMALS}
          currency={rate.currencyTo}
          value={store.receive}
          onChange={(value) => store.setReceive(value)}
        />
      </div>
      <p className={shared.note}>{TEXT.estimateNote}</p>
      <Checkbox
        isSelected={store.termsAccepted}
        onChange={(value) => store.setTermsAccepted(value)}
      >
        {TEXT.terms}
      </Checkbox>
    </Stack>
  );
});

const AddressStep = observer(function AddressStep({ store }: { store: CryptoDepositStore }) {
  const { notify } = useServices();
  const { address, rate } = store;
  if (!address || !rate) return null;
  return (
    <Stack gap="lg">
      <p className={shared.note}>{TEXT.addressIntro(rate.currencyFrom)}</p>
      <div className={styles.addressLayout}>
        <QrCode value={address} label={TEXT.qrLabel(rate.currencyFrom)} size={176} />
        <dl className={shared.details}>
          <Detail term={TEXT.addressLabel}>
            <span className={styles.address}>{address}</span>
            <CopyButton
              text={address}
              label={TEXT.copyAddress}
              size="small"
              onCopied={() => notify({ tone: 'success', title: TEXT.copied })}
              onCopyError={() => notify({ tone: 'error', title: TEXT.copyFailed })}
            />
          </Detail>
          <Detail term={TEXT.amountLabel}>{amountText(store.pay, rate.currencyFrom)}</Detail>
          <Detail term={TEXT.receiveLabel}>{amountText(store.receive, rate.currencyTo)}</Detail>
          <Detail term={TEXT.feeLabel}>{TEXT.fee}</Detail>
        </dl>
      </div>
      <Banner tone="warning" header={TEXT.addressLabel} headingLevel={3}>
        {TEXT.addressWarning(rate.currencyFrom)}
      </Banner>
    </Stack>
  );
});

export interface CryptoDepositViewProps {
  /** Start in this state (stories and tests); a fresh wizard by default. */
  initial?: CryptoDepositSnapshot;
}

/** /deposit/digital-currency-deposit: the four-step wizard of seed 001 §2. */
export const CryptoDepositView = observer(function CryptoDepositView({
  initial,
}: CryptoDepositViewProps) {
  const services = useServices();
  const [store] = useState(
    () =>
      new CryptoDepositStore(
        services.api,
        cryptoDepositTargets(services.session.user?.features ?? []),
        initial,
      ),
  );
  useEffect(() => {
    // A story or test may start on step 1 without the list.
    if (store.step === 1 && !store.sources && !store.failed) void store.loadSources();
    return () => store.dispose();
  }, [store]);

  const leave = () => services.navigate(DEPOSIT_LANDING);
  const step = store.step;

  const next = (() => {
    switch (step) {
      case 0:
        return { label: TEXT.next, onPress: () => void store.continueFromTarget(), ok: true };
      case 1:
        return {
          label: TEXT.next,
          onPress: () => void store.continueFromSource(),
          ok: store.currencyFrom !== null && store.sources !== null,
        };
      case 2:
        return {
          label: TEXT.next,
          // False when a field refused it: the wizard moves focus to that field (issue 43 #3).
          onPress: () => store.continueFromAmount(),
          ok: store.termsAccepted,
        };
      default:
        return { label: TEXT.finish, onPress: leave, ok: true };
    }
  })();

  return (
    <Stack gap="xl">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <WizardFrame
        steps={STEPS}
        currentStep={step}
        // The address is given on the last step: nothing is left to cancel there, Finish goes back.
        cancel={step < 3 ? { label: TEXT.cancel, onPress: leave } : undefined}
        back={{ label: TEXT.back, onPress: () => store.back() }}
        primary={{
          label: next.label,
          onPress: next.onPress,
          isDisabled: !next.ok,
          isPending: store.busy,
        }}
      >
        <Stack gap="lg">
          {/* Present from the start, so what appears in it is announced. */}
          <div role="alert" className={shared.alerts}>
            {store.failed !== null && (
              <Banner tone="danger" header={TEXT.unavailable} headingLevel={3}>
                <Button
                  variant="secondary"
                  size="small"
                  isPending={store.busy}
                  onPress={() => void store.retry()}
                >
                  {TEXT.tryAgain}
                </Button>
              </Banner>
            )}
            {store.amountError !== null && step === 2 && (
              <Banner tone="danger" header={TEXT.invalidAmount} headingLevel={3}>
                {store.amountError}
              </Banner>
            )}
          </div>
          {step === 0 && <TargetStep store={store} />}
          {step === 1 && <SourceStep store={store} />}
          {step === 2 && <AmountStep store={store} />}
          {step === 3 && <AddressStep store={store} />}
        </Stack>
      </WizardFrame>
    </Stack>
  );
});

export function CryptoDepositScreen() {
  return <CryptoDepositView />;
}
