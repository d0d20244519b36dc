import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Icon, Link, PageHeader, Spinner, Stack } from '@axia/design-system';
import { useServices, WizardFrame, type PaymentSourceStore } from '../../kit';
import { GIFT_CARDS_PATH, giftCardPath } from '../paths';
import { AmountStep } from './AmountStep';
import { BrandStep } from './BrandStep';
import { BUY_STEPS, BuyStore, type BuySnapshot } from './BuyStore';
import { CountryStep } from './CountryStep';
import { BUY_TEXT as TEXT } from './messages';
import { SourceStep } from './SourceStep';
import * as styles from './buy.css';

export interface GiftCardBuyViewProps {
  /** Stories and tests: the state to start from. */
  initial?: BuySnapshot;
  /** Stories: a prepared source store (its sources and rates already read). */
  sources?: PaymentSourceStore;
  newKey?: () => string;
}

/**
 * /gift-cards/buy (seed 001 §2 Gift cards): Select account, Select country, Select gift card, Select amount; a Go Back
 * link to /gift-cards; Cancel (step 0, back to /gift-cards) or Back (§4: clears the step left); Next once the step
 * holds; the last step's Buy Gift Card. Focus moves to each step's heading (the design system's Wizard). Buying shows
 * its progress politely, then 'Gift card order placed successfully!' and opens the order (/gift-cards/{id}); a failure
 * shows the bank's message, or 'Unknown error!'.
 */
export const GiftCardBuyView = observer(function GiftCardBuyView({
  initial,
  sources,
  newKey,
}: GiftCardBuyViewProps) {
  const { api, navigate, notify } = useServices();
  const [store] = useState(() => new BuyStore(api, { initial, sources, newKey }));
  useEffect(() => {
    void store.load({ sources: !sources });
  }, [store, sources]);

  const leave = () => navigate(GIFT_CARDS_PATH);
  const busy = store.phase === 'submitting';
  const last = store.step === BUY_STEPS.length - 1;

  const submit = async () => {
    const placed = await store.submit();
    if (placed && store.order) {
      notify({ tone: 'success', title: TEXT.placed });
      navigate(giftCardPath(store.order.id));
    }
  };

  return (
    <Stack gap="xl">
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        backLink={
          <Link href={GIFT_CARDS_PATH} variant="standalone">
            <Icon name="chevronLeft" size="1em" /> {TEXT.goBack}
          </Link>
        }
      />
      <WizardFrame
        steps={BUY_STEPS}
        currentStep={store.step}
        stepperLabel={TEXT.progress}
        cancel={{ label: TEXT.cancel, onPress: leave }}
        back={{ label: TEXT.back, onPress: () => store.back() }}
        busy={busy || store.phase === 'done'}
        primary={
          last
            ? {
                label: TEXT.buy,
                onPress: () => void submit(),
                isPending: busy,
                isDisabled: store.phase === 'done',
              }
            : { label: TEXT.next, onPress: () => store.next() }
        }
      >
        {store.step === 0 ? (
          <SourceStep store={store} />
        ) : store.step === 1 ? (
          <CountryStep store={store} />
        ) : store.step === 2 ? (
          <BrandStep store={store} />
        ) : (
          <AmountStep store={store} />
        )}
      </WizardFrame>
      <div role="status" aria-live="polite" className={styles.actions}>
        {busy && (
          <>
            <Spinner size="sm" decorative />
            <span>{TEXT.submitting}</span>
          </>
        )}
      </div>
      {store.submitError && (
        <p className={styles.error} role="alert">
          {store.submitError}
        </p>
      )}
    </Stack>
  );
});

export function GiftCardBuyScreen() {
  return <GiftCardBuyView />;
}
