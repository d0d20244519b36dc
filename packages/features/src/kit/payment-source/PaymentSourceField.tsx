import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  CARD_MESSAGES,
  decimalsFor,
  GENERAL_MESSAGES,
  isZero,
  displayRate,
  type PaymentKind,
} from '@axia/core';
import {
  AccountPicker,
  Amount,
  Button,
  formatAmount,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import { useServices } from '../services';
import { ReadFailed } from '../read-failed';
import { SOURCE_TEXT as CARDS_TEXT } from './messages';
import * as styles from './PaymentSourceField.css';
import {
  PaymentSourceStore,
  sourceKey,
  type PaymentSource,
  type Price,
} from './PaymentSourceStore';

export interface PaymentSourceFieldProps {
  /** The picker's label, e.g. 'Pay from'. */
  label: string;
  /** The payment (GET /account/allow-transfer-from?transactionType=…). */
  kind: PaymentKind;
  /** What is to be paid (card fees in USD, a load in the card currency); null hides the converted amount. */
  price: Price | null;
  value: PaymentSource | null;
  onChange: (source: PaymentSource) => void;
  /**
   * The caller's message tied to the field, e.g. §5 'Please select an account for the amount to transfer from.' or
   * 'Please select an account for amount deduction!'. Shown before the balance check's.
   */
  errorMessage?: string | null;
  /** The balance check's message (default §5 'Insufficient account balance!'). */
  insufficientMessage?: string;
  /**
   * The store (the caller keeps it to read `quote(...)` before sending, and stories/tests pass a prepared one); by
   * default the field makes one and reads the sources.
   */
  store?: PaymentSourceStore;
}

/**
 * Chooses the account or staking a card payment is taken from (seed 002 §2, §3, §5 step 2, Load, Physical card): each
 * source with its balance (an account's amount, a staking's spendable amount), greyed when not ACTIVE; for the chosen
 * source, the price converted into its currency at the bank's rate (core cardPriceInSource, the bank's figure) and,
 * when it holds less, 'Insufficient account balance!' tied to the field.
 */
export const PaymentSourceField = observer(function PaymentSourceField({
  label,
  kind,
  price,
  value,
  onChange,
  errorMessage,
  insufficientMessage = CARD_MESSAGES.insufficientBalance,
  store: given,
}: PaymentSourceFieldProps) {
  const { api } = useServices();
  const [store] = useState(() => given ?? new PaymentSourceStore(api, kind));
  useEffect(() => {
    if (!given) void store.load();
  }, [given, store]);

  const chosen = store.option(value);
  useEffect(() => {
    if (chosen && price) store.ensureRate(chosen.currency, price.currency);
  }, [store, chosen, price]);

  if (store.sources.status === 'loading')
    return (
      <Skeleton label={CARDS_TEXT.sourcesLoading}>
        <SkeletonText lines={3} />
      </Skeleton>
    );
  if (store.sources.status === 'failed')
    return (
      <ReadFailed
        message={store.sources.message}
        retryLabel={CARDS_TEXT.retry}
        onRetry={() => void store.load()}
      />
    );

  const options = store.options;
  const quote = store.quote(value, price);
  const rateError = chosen && price ? store.rateError(chosen.currency, price.currency) : null;
  const shownError =
    errorMessage || (quote && !quote.sufficient ? insufficientMessage : undefined) || undefined;

  return (
    <Stack gap="sm">
      {options.length > 0 ? (
        <AccountPicker
          label={label}
          actionRequiredLabel={GENERAL_MESSAGES.actionRequired}
          accounts={options.map((option) => ({
            id: option.key,
            name: option.name,
            publicId: option.publicId,
            amount: option.balance,
            currency: option.currency,
            decimals: decimalsFor(option.currency),
            actionRequired: option.unavailable,
          }))}
          value={value ? sourceKey(value) : null}
          onChange={(key) => {
            const option = options.find((candidate) => candidate.key === key);
            if (option) onChange(option.source);
          }}
          errorMessage={shownError}
          isRequired
        />
      ) : (
        <p className={styles.error} role="alert">
          {errorMessage ?? CARDS_TEXT.noSources}
        </p>
      )}
      {chosen && price && quote && isZero(price.amount) && (
        <p className={styles.muted} aria-live="polite">
          {CARDS_TEXT.free}
        </p>
      )}
      {chosen && price && quote && !isZero(price.amount) && (
        <p className={styles.muted} aria-live="polite">
          {CARDS_TEXT.toPay}{' '}
          <Amount
            value={quote.amount}
            currency={quote.currency}
            decimals={decimalsFor(quote.currency)}
          />
          {quote.rate !== null && (
            <>
              {' '}
              {CARDS_TEXT.converted(
                formatAmount(price.amount, price.currency, {
                  decimals: decimalsFor(price.currency),
                }),
                price.currency,
                displayRate(quote.rate),
                quote.currency,
              )}
            </>
          )}
        </p>
      )}
      {chosen && price && !quote && !rateError && (
        <p className={styles.muted} aria-live="polite">
          {CARDS_TEXT.rateLoading}
        </p>
      )}
      {chosen && price && rateError && (
        <Stack gap="sm">
          <p className={styles.error} role="alert">
            {CARDS_TEXT.rateFailed} {rateError}
          </p>
          <div>
            <Button
              variant="secondary"
              onPress={() => store.retryRate(chosen.currency, price.currency)}
            >
              {CARDS_TEXT.retry}
            </Button>
          </div>
        </Stack>
      )}
    </Stack>
  );
});
