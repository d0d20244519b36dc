import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { CRYPTO_DECIMALS, FIAT_DECIMALS, type Spendable } from '@axia/core';
import { Amount, Card, IconButton, Stack, VisuallyHidden } from '@axia/design-system';
import { useServices } from '../../kit';
import * as styles from '../accounts.css';
import { RateHistoryChart } from '../charts/RateHistoryChart';
import { ACCOUNTS_TEXT, lastUpdatedText } from '../messages';
import { cappedSpendable, rateDecimals } from '../model';
import { RateCardStore } from '../stores/RateCardStore';

export interface RateCardProps {
  /** The time source (stories and tests pin it). */
  clock?: () => Date;
}

/**
 * Seed 000 §2.6, §4 (feature GLOBAL_SPENDABLE_AMOUNT): the AXC/USD rate, read again every 60 seconds, its age
 * ('Last updated: {n} minutes ago', a timer: silent as it ticks) and a refresh button whose spinner shows for 1 second; with
 * the spendable amounts capped at the rate (§5); and the rate's line over 24 hours or 7 days (issue 30).
 */
/** The spendable amounts that are present, in the card's order (AXC, then USD). */
function spendableParts(spendable: Spendable) {
  return [
    { currency: 'AXC', value: spendable.spendableAmountInAxc, decimals: CRYPTO_DECIMALS },
    { currency: 'USD', value: spendable.spendableAmountInUsd, decimals: FIAT_DECIMALS },
  ].filter((part) => part.value !== undefined && part.value !== '');
}

export const RateCard = observer(function RateCard({ clock }: RateCardProps) {
  const services = useServices();
  const [store] = useState(() => new RateCardStore(services, clock));
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  const { rate } = services.accounts;
  const spendable = cappedSpendable(services.accounts.spendable, rate);
  const minutes = store.minutesSinceUpdate;
  return (
    <Card
      title={ACCOUNTS_TEXT.rateTitle}
      headerEnd={
        <IconButton
          icon="refresh"
          aria-label={ACCOUNTS_TEXT.refreshRate}
          isPending={store.refreshing}
          onPress={() => void store.refresh()}
        />
      }
    >
      <Stack gap="sm">
        {rate ? (
          <p>
            <Amount value={rate} currency="USD" decimals={rateDecimals(rate)} size="lg" />{' '}
            <span className={styles.muted}>{ACCOUNTS_TEXT.perAxc}</span>
          </p>
        ) : (
          <p>{ACCOUNTS_TEXT.rateUnavailable}</p>
        )}
        <RateHistoryChart />
        {spendable && (
          <dl className={styles.stackedDetails}>
            <dt className={styles.term}>{ACCOUNTS_TEXT.spendable}</dt>
            <dd className={styles.definition}>
              {spendableParts(spendable).map((part, index) => (
                // Each part after the first carries its separator in one unbreakable group: a wrapped line never
                // ends in a dangling '·', and a part that is absent brings no separator (issue 42).
                <span key={part.currency} className={styles.separatedPart}>
                  {index > 0 && (
                    <span className={styles.muted} aria-hidden="true">
                      ·
                    </span>
                  )}
                  <Amount value={part.value} currency={part.currency} decimals={part.decimals} />
                </span>
              ))}
            </dd>
          </dl>
        )}
        {/* A timer (not announced as it ticks); the status says when the refresh button has read the rate. */}
        <p role="timer" className={styles.muted}>
          {minutes === null ? '' : lastUpdatedText(minutes)}
        </p>
        <VisuallyHidden>
          <p role="status">{store.announcement}</p>
        </VisuallyHidden>
      </Stack>
    </Card>
  );
});
