import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, type ReactNode } from 'react';
import { CARD_LIMITS, decimalsFor, isFree, loadFeePercentText, type Currency } from '@axia/core';
import {
  Amount,
  AmountField,
  formatAmount,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import { PaymentSourceField } from '../../kit';
import { ReadFailed } from '../components/ReadFailed';
import { LOAD_TEXT } from '../detail/messages';
import type { ApplyStore } from './ApplyStore';
import { APPLY_TEXT as TEXT } from './messages';
import * as styles from './apply.css';

/**
 * Step 2, Payment (§4, §5, §9): the account or staking paying the order (its total in USD converted into the
 * source's currency; 'Please select an account for the amount to transfer from.', 'Insufficient account balance!'),
 * the order summary (physical when ordered, virtual, shipping and handling for Courier only, FREE for zero, the total,
 * 'Delivery: 3-8 business days') and, for the courier variant, the initial load (≥ 5 in the card currency).
 */
export const PaymentStep = observer(function PaymentStep({ store }: { store: ApplyStore }) {
  const shown = store.showErrors.includes(2);
  const currency = store.address.cardCurrency;
  const courier = store.address.courierVariant;
  // The courier variant pays two prices (the order in USD, the load in the card currency): the rates of both, and
  // the total below rather than the field's one-price line.
  const chosen = store.payment.sources.option(store.payment.source);
  const loadCurrency = store.payment.loadPrice?.currency;
  useEffect(() => {
    if (!courier || !chosen) return;
    if (store.payment.price)
      store.payment.sources.ensureRate(chosen.currency, store.payment.price.currency);
    if (loadCurrency) store.payment.sources.ensureRate(chosen.currency, loadCurrency);
  }, [courier, chosen, loadCurrency, store]);
  return (
    <Stack gap="xl">
      <OrderSummary store={store} />
      <PaymentSourceField
        label={TEXT.payFrom}
        kind="CARD_ISSUE"
        price={courier ? null : store.payment.price}
        value={store.payment.source}
        onChange={(source) => store.payment.chooseSource(source)}
        errorMessage={shown ? (store.payment.sourceError ?? store.payment.chargesError) : null}
        store={store.payment.sources}
      />
      {store.address.courierVariant && currency && (
        <AmountField
          label={TEXT.initialLoad(currency)}
          description={TEXT.initialLoadDescription}
          currency={currency}
          decimals={decimalsFor(currency)}
          value={store.payment.loadAmount}
          onChange={(value) => store.payment.setLoadAmount(value)}
          errorMessage={shown ? (store.payment.loadAmountError ?? undefined) : undefined}
          isRequired
        />
      )}
      {courier && <CourierCharges store={store} />}
    </Stack>
  );
});

/**
 * The courier order's charges before Order Card (issue 29 §5): the initial load with the 1.7 % platform fee and the
 * card load fee (core cardLoadQuote, the bank's rule), the order's total, and what the chosen source loses in all.
 */
const CourierCharges = observer(function CourierCharges({ store }: { store: ApplyStore }) {
  const quote = store.payment.loadQuote;
  const terms =
    store.payment.fees?.status === 'ready' ? store.payment.fees.value.loadFeeTerms : null;
  const charges = store.payment.charges;
  const money = (value: string, currency: Currency) => (
    <Amount value={value} currency={currency} decimals={decimalsFor(currency)} />
  );
  const rows: { term: string; value: ReactNode; total?: boolean }[] = [];
  if (quote && terms) {
    rows.push(
      { term: TEXT.chargesLoad, value: money(quote.amount, quote.currency) },
      {
        term: LOAD_TEXT.platformFee(CARD_LIMITS.platformLoadFeePercent),
        value: money(quote.platformFee, quote.currency),
      },
      {
        term: LOAD_TEXT.loadFee(
          loadFeePercentText(terms.loadFeePercentage),
          formatAmount(terms.minimumLoadFee, quote.currency, {
            decimals: decimalsFor(quote.currency),
          }),
        ),
        value: money(quote.loadFee, quote.currency),
      },
      { term: TEXT.chargesLoadTotal, value: money(quote.total, quote.currency) },
    );
    if (store.payment.summary)
      rows.push({
        term: TEXT.chargesOrder,
        value: money(store.payment.summary.total, store.payment.summary.currency),
      });
  }
  if (quote && charges)
    rows.push({
      term: TEXT.chargesTotal,
      value: money(charges.total, charges.order.currency),
      total: true,
    });
  const converted = charges && (charges.order.rate !== null || charges.load?.rate != null);
  return (
    <section aria-labelledby="card-order-charges" aria-live="polite">
      <Stack gap="sm">
        <h3 id="card-order-charges" className={styles.sectionHeading}>
          {TEXT.charges}
        </h3>
        {rows.length === 0 ? (
          <p className={styles.muted}>{TEXT.chargesPending}</p>
        ) : (
          <dl className={styles.details}>
            {rows.map((row) => (
              <Fragment key={row.term}>
                <dt className={row.total ? `${styles.term} ${styles.total}` : styles.term}>
                  {row.term}
                </dt>
                <dd
                  className={row.total ? `${styles.definition} ${styles.total}` : styles.definition}
                >
                  {row.value}
                </dd>
              </Fragment>
            ))}
          </dl>
        )}
        {converted && <p className={styles.muted}>{TEXT.chargesConverted}</p>}
      </Stack>
    </section>
  );
});

const OrderSummary = observer(function OrderSummary({ store }: { store: ApplyStore }) {
  const fees = store.payment.fees;
  if (!fees || fees.status === 'loading')
    return (
      <Skeleton label={TEXT.summaryLoading}>
        <SkeletonText lines={3} />
      </Skeleton>
    );
  if (fees.status === 'failed')
    return (
      <ReadFailed
        message={fees.message}
        retryLabel={TEXT.retry}
        onRetry={() => void store.payment.loadFees()}
      />
    );
  const summary = store.payment.summary;
  if (!summary) return null;
  const money = (value: string) =>
    isFree(value) ? (
      TEXT.free
    ) : (
      <Amount value={value} currency={summary.currency} decimals={decimalsFor(summary.currency)} />
    );
  const rows: { term: string; value: ReactNode }[] = [];
  if (summary.physical !== null)
    rows.push({ term: TEXT.physicalFee, value: money(summary.physical) });
  rows.push({ term: TEXT.virtualFee, value: money(summary.virtual) });
  if (summary.shipping !== null)
    rows.push({ term: TEXT.shippingFee, value: money(summary.shipping) });
  return (
    <section aria-labelledby="card-order-summary">
      <Stack gap="sm">
        <h3 id="card-order-summary" className={styles.sectionHeading}>
          {TEXT.summary}
        </h3>
        <dl className={styles.details}>
          {rows.map((row) => (
            <Fragment key={row.term}>
              <dt className={styles.term}>{row.term}</dt>
              <dd className={styles.definition}>{row.value}</dd>
            </Fragment>
          ))}
          <dt className={`${styles.term} ${styles.total}`}>{TEXT.total}</dt>
          <dd className={`${styles.definition} ${styles.total}`}>{money(summary.total)}</dd>
        </dl>
        <p className={styles.muted}>{TEXT.deliveryTime}</p>
      </Stack>
    </section>
  );
});
