import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode } from 'react';
import { decimalsFor, GIFT_CARD_LIMITS } from '@axia/core';
import {
  Amount,
  AmountField,
  Button,
  Checkbox,
  CheckboxGroup,
  Radio,
  RadioGroup,
  Stack,
} from '@axia/design-system';
import type { BuyStore } from './BuyStore';
import { BUY_TEXT as TEXT } from './messages';
import * as styles from './buy.css';

const TERMS = 'terms';
const CORRECT = 'correct';

/**
 * Step 3, Select amount (seed 001 §3, §5 Gift card, §9): the amount (within the brand's range, else one of its
 * denominations; 2 decimals), the face value, 2.5 % fee and total, and the total in the source's currency ('You do not
 * have enough balance for this transaction'); the brand's description, terms, how to use and expiry; the terms and
 * confirm checkboxes ('Please confirm all information is correct before continuing!').
 */
export const AmountStep = observer(function AmountStep({ store }: { store: BuyStore }) {
  const brand = store.brand;
  if (!brand) return null;
  const shown = store.shows(3);
  const amountError = shown || store.amount ? (store.amountError ?? undefined) : undefined;
  const range = brand.valueRestrictions;
  return (
    <Stack gap="xl">
      <div className={styles.chosen}>
        <img
          className={styles.chosenImage}
          src={brand.productImage}
          alt=""
          width={96}
          height={60}
        />
        <p className={styles.text}>
          <strong>{brand.brandName}</strong> ({brand.currency})
        </p>
      </div>
      {range ? (
        <AmountField
          label={TEXT.amount(brand.currency)}
          description={TEXT.between(range.minVal, range.maxVal, brand.currency)}
          currency={brand.currency}
          decimals={GIFT_CARD_LIMITS.decimals}
          value={store.amount}
          onChange={(value) => store.setAmount(value)}
          errorMessage={amountError}
          isRequired
        />
      ) : (
        <RadioGroup
          label={TEXT.denominations}
          orientation="horizontal"
          value={store.amount || null}
          onChange={(value) => store.setAmount(value)}
          errorMessage={amountError}
          isRequired
        >
          {brand.denominations.map((value) => (
            <Radio key={value} value={value}>
              <Amount
                value={value}
                currency={brand.currency}
                decimals={GIFT_CARD_LIMITS.decimals}
              />
            </Radio>
          ))}
        </RadioGroup>
      )}
      <Summary store={store} />
      <About store={store} />
      <CheckboxGroup
        label={TEXT.confirmations}
        value={[...(store.termsAccepted ? [TERMS] : []), ...(store.confirmed ? [CORRECT] : [])]}
        onChange={(values) => {
          store.setTermsAccepted(values.includes(TERMS));
          store.setConfirmed(values.includes(CORRECT));
        }}
        errorMessage={shown ? (store.confirmError ?? undefined) : undefined}
        isRequired
      >
        <Checkbox value={TERMS}>{TEXT.acceptTerms}</Checkbox>
        <Checkbox value={CORRECT}>{TEXT.confirmCorrect}</Checkbox>
      </CheckboxGroup>
    </Stack>
  );
});

/** The face value, fee and total in the brand's currency, and the total in the source's. */
const Summary = observer(function Summary({ store }: { store: BuyStore }) {
  const quote = store.quote;
  const brand = store.brand;
  const option = store.sources.option(store.source);
  const sourceQuote = store.sourceQuote;
  const rateError =
    option && brand ? store.sources.rateError(option.currency, brand.currency) : null;
  const money = (value: string, currency: string, decimals: number = GIFT_CARD_LIMITS.decimals) => (
    <Amount value={value} currency={currency} decimals={decimals} />
  );
  const rows: { term: string; value: ReactNode; total?: boolean }[] = quote
    ? [
        { term: TEXT.faceValue, value: money(quote.faceValue, quote.currency) },
        { term: TEXT.fee, value: money(quote.fee, quote.currency) },
        { term: TEXT.total, value: money(quote.total, quote.currency), total: true },
      ]
    : [];
  if (quote && sourceQuote)
    rows.push({
      term: TEXT.toPay,
      value: (
        <>
          {money(sourceQuote.amount, sourceQuote.currency, decimalsFor(sourceQuote.currency))}
          {sourceQuote.rate !== null && (
            <>
              {' '}
              {TEXT.converted(quote.total, quote.currency, sourceQuote.rate, sourceQuote.currency)}
            </>
          )}
        </>
      ),
    });
  return (
    <section aria-labelledby="gift-card-summary">
      <Stack gap="sm">
        <h3 id="gift-card-summary" className={styles.sectionHeading}>
          {TEXT.summary}
        </h3>
        {quote ? (
          <dl className={styles.details} aria-live="polite">
            {rows.map((row) => (
              <Fragment key={row.term}>
                <dt className={`${styles.term} ${row.total ? styles.total : ''}`}>{row.term}</dt>
                <dd className={`${styles.definition} ${row.total ? styles.total : ''}`}>
                  {row.value}
                </dd>
              </Fragment>
            ))}
          </dl>
        ) : (
          <p className={styles.muted}>{TEXT.enterAmount}</p>
        )}
        {quote && !sourceQuote && !rateError && (
          <p className={styles.muted} aria-live="polite">
            {TEXT.rateLoading}
          </p>
        )}
        {quote && rateError && option && brand && (
          <Stack gap="sm">
            <p className={styles.error} role="alert">
              {TEXT.rateFailed} {rateError}
            </p>
            <div>
              <Button
                variant="secondary"
                onPress={() => store.sources.retryRate(option.currency, brand.currency)}
              >
                {TEXT.retry}
              </Button>
            </div>
          </Stack>
        )}
        {store.balanceError && (
          <p className={styles.error} role="alert">
            {store.balanceError}
          </p>
        )}
      </Stack>
    </section>
  );
});

/** The brand's texts (plain text, never markup). */
const About = observer(function About({ store }: { store: BuyStore }) {
  const brand = store.brand;
  if (!brand) return null;
  const sections = [
    { title: TEXT.productDescription, text: brand.productDescription },
    { title: TEXT.termsAndConditions, text: brand.termsAndConditions },
    { title: TEXT.howToUse, text: brand.howToUse },
    { title: TEXT.expiryAndValidity, text: brand.expiryAndValidity },
  ].filter((section) => section.text.trim());
  if (sections.length === 0) return null;
  return (
    <section aria-labelledby="gift-card-about">
      <Stack gap="sm">
        <h3 id="gift-card-about" className={styles.sectionHeading}>
          {TEXT.about}
        </h3>
        {sections.map((section) => (
          <Stack gap="xs" key={section.title}>
            <h4 className={styles.subHeading}>{section.title}</h4>
            <p className={styles.text}>{section.text}</p>
          </Stack>
        ))}
      </Stack>
    </section>
  );
});
