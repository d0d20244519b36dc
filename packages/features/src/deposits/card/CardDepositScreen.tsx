import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  CARD_DEPOSIT_PAY_CURRENCY,
  CARD_DEPOSIT_PAY_DECIMALS,
  CARD_DEPOSIT_PROVIDER_INFO,
  CARD_DEPOSIT_RECEIVE_DECIMALS,
  cardDepositCurrenciesFor,
  cardDepositProvidersFor,
  displayRate,
  type CardDepositCurrency,
  type CardDepositProvider,
} from '@axia/core';
import {
  AmountField,
  Banner,
  Button,
  Checkbox,
  formatAmount,
  PageHeader,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
} from '@axia/design-system';
import { useServices, WizardFrame } from '../../kit';
import { CurrencyStep as CurrencyChoice } from '../components/CurrencyStep';
import { Detail as SharedDetail } from '../components/Detail';
import * as shared from '../deposits.css';
import { CardDepositStore, type CardDepositSnapshot } from './CardDepositStore';
import { CARD_DEPOSIT_TEXT as TEXT } from './messages';
import * as styles from './card.css';
import { DEPOSIT_LANDING } from '../paths';

const STEPS = [
  { id: 'provider', label: TEXT.steps.provider },
  { id: 'currency', label: TEXT.steps.currency },
  { id: 'amount', label: TEXT.steps.amount },
  { id: 'pay', label: TEXT.steps.pay },
] as const;

const dollars = (value: string) =>
  formatAmount(value, CARD_DEPOSIT_PAY_CURRENCY, { decimals: CARD_DEPOSIT_PAY_DECIMALS });
const coins = (value: string, currency: string) =>
  formatAmount(value, currency, { decimals: CARD_DEPOSIT_RECEIVE_DECIMALS });
const providerName = (provider: CardDepositProvider) => CARD_DEPOSIT_PROVIDER_INFO[provider].name;

/** A term and its value, in the page's description lists. */
const Detail = (props: { term: string; children: ReactNode }) => (
  <SharedDetail {...props} valueClassName={styles.value} />
);

const ProviderStep = observer(function ProviderStep({ store }: { store: CardDepositStore }) {
  return (
    <RadioGroup
      label={TEXT.providerLabel}
      description={TEXT.providerDescription}
      value={store.provider}
      onChange={(value) => store.chooseProvider(value as CardDepositProvider)}
    >
      {store.providers.map((provider) => (
        <Radio
          key={provider}
          value={provider}
          description={TEXT.providerOption(providerName(provider))}
        >
          {providerName(provider)}
        </Radio>
      ))}
    </RadioGroup>
  );
});

const CurrencyStep = observer(function CurrencyStep({ store }: { store: CardDepositStore }) {
  return (
    <CurrencyChoice<CardDepositCurrency>
      label={TEXT.currencyLabel}
      description={TEXT.currencyDescription}
      value={store.currencyTo}
      currencies={store.currencies}
      onChange={(currency) => store.chooseCurrency(currency)}
    />
  );
});

const AmountStep = observer(function AmountStep({ store }: { store: CardDepositStore }) {
  const { rate, minimum, estimate, currencyTo } = store;
  if (store.minimumState === 'failed') return null;
  if (!rate || minimum === null) return <Skeleton label={TEXT.loading} />;
  return (
    <Stack gap="lg">
      <div className={styles.amountField}>
        <AmountField
          label={TEXT.payLabel}
          decimals={CARD_DEPOSIT_PAY_DECIMALS}
          currency={CARD_DEPOSIT_PAY_CURRENCY}
          value={store.pay}
          onChange={(value) => store.setPay(value)}
          description={TEXT.minimumHint(dollars(minimum))}
          errorMessage={store.amountError ?? undefined}
          isRequired
        />
      </div>
      <dl className={shared.details}>
        <Detail term={TEXT.rateLabel}>
          1 {CARD_DEPOSIT_PAY_CURRENCY} = {coins(displayRate(rate), currencyTo)}
        </Detail>
        <Detail term={`${TEXT.feeLabel} (${TEXT.fee})`}>
          {coins(estimate?.fee ?? '0', currencyTo)}
        </Detail>
        <Detail term={TEXT.receiveLabel}>{coins(estimate?.receive ?? '0', currencyTo)}</Detail>
      </dl>
      <p className={shared.note}>{TEXT.estimateNote}</p>
      <Checkbox
        isSelected={store.termsAccepted}
        onChange={(value) => store.setTermsAccepted(value)}
        errorMessage={store.termsError ?? undefined}
      >
        {TEXT.terms(providerName(store.provider))}
      </Checkbox>
    </Stack>
  );
});

const PayStep = observer(function PayStep({ store }: { store: CardDepositStore }) {
  const { address, estimate, currencyTo } = store;
  if (!address || !estimate) return null;
  const name = providerName(store.provider);
  return (
    <Stack gap="lg">
      <dl className={shared.details}>
        <Detail term={TEXT.providerTerm}>{name}</Detail>
        <Detail term={TEXT.payLabel}>{dollars(store.pay)}</Detail>
        <Detail term={`${TEXT.feeLabel} (${TEXT.fee})`}>{coins(estimate.fee, currencyTo)}</Detail>
        <Detail term={TEXT.receiveLabel}>{coins(estimate.receive, currencyTo)}</Detail>
      </dl>
      <p className={shared.note}>{TEXT.payIntro(name)}</p>
      {/* A plain link: the checkout is a page of its own (the provider's), loaded in this tab. */}
      <a className={styles.payLink} href={address}>
        {TEXT.payLink(name)}
      </a>
    </Stack>
  );
});

/** 'This service is temporarily unavailable, please try again later.' in place of the wizard. */
function Unavailable({ focus }: { focus: boolean }) {
  const { navigate } = useServices();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Stack gap="lg">
      <div ref={ref} tabIndex={-1} role="alert" className={styles.notice}>
        <Banner tone="danger" header={TEXT.unavailable} headingLevel={2}>
          {TEXT.description}
        </Banner>
      </div>
      <div>
        <Button variant="secondary" onPress={() => navigate(DEPOSIT_LANDING)}>
          {TEXT.backToDeposit}
        </Button>
      </div>
    </Stack>
  );
}

export interface CardDepositViewProps {
  /** Start in this state (stories and tests); a fresh wizard by default. */
  initial?: CardDepositSnapshot;
}

/** /deposit/credit-debit-deposit: the four-step wizard of seed 001 §2. */
export const CardDepositView = observer(function CardDepositView({
  initial,
}: CardDepositViewProps) {
  const services = useServices();
  const [store] = useState(() => {
    const features = services.session.user?.features ?? [];
    return new CardDepositStore(
      services.api,
      cardDepositProvidersFor(features),
      cardDepositCurrenciesFor(features),
      initial,
    );
  });
  // Whether the wizard was shown before the notice replaced it (focus then moves to the notice).
  const [wasWizard] = useState(() => !store.unavailable);
  useEffect(() => {
    void store.load();
  }, [store]);

  const leave = () => services.navigate(DEPOSIT_LANDING);
  const step = store.step;

  if (store.unavailable)
    return (
      <Stack gap="xl">
        <PageHeader title={TEXT.title} />
        <Unavailable focus={wasWizard} />
      </Stack>
    );

  const next = (() => {
    switch (step) {
      case 0:
        return { onPress: () => store.continueFromProvider(), ok: true };
      case 1:
        return { onPress: () => void store.continueFromCurrency(), ok: true };
      case 2:
        return {
          // False when a field refused it: the wizard moves focus to that field (issue 43 #3).
          onPress: () => store.continueFromAmount(),
          ok: store.minimumState === 'ready',
        };
      default:
        return null;
    }
  })();

  return (
    <Stack gap="xl">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <WizardFrame
        steps={STEPS}
        currentStep={step}
        cancel={{ label: TEXT.cancel, onPress: leave }}
        back={{ label: TEXT.back, onPress: () => store.back() }}
        primary={
          next
            ? {
                label: TEXT.next,
                onPress: next.onPress,
                isDisabled: !next.ok,
                isPending: store.busy,
              }
            : undefined
        }
      >
        <Stack gap="lg">
          {/* Present from the start, so what appears in it is announced. */}
          <div role="alert" className={shared.alerts}>
            {store.error !== null && (
              <Banner tone="danger" header={TEXT.failedHeader} headingLevel={3}>
                <Stack gap="sm">
                  <span>{store.error}</span>
                  {store.minimumState === 'failed' && (
                    <div>
                      <Button variant="secondary" size="small" onPress={() => void store.load()}>
                        {TEXT.tryAgain}
                      </Button>
                    </div>
                  )}
                </Stack>
              </Banner>
            )}
          </div>
          {step === 0 && <ProviderStep store={store} />}
          {step === 1 && <CurrencyStep store={store} />}
          {step === 2 && <AmountStep store={store} />}
          {step === 3 && <PayStep store={store} />}
        </Stack>
      </WizardFrame>
    </Stack>
  );
});

export function CardDepositScreen() {
  return <CardDepositView />;
}
