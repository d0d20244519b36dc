import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import {
  CARD_LIMITS,
  decimalsFor,
  loadFeePercentText,
  type BankClient,
  type Card,
} from '@axia/core';
import { AmountField, Button, Dialog, formatAmount, Icon, Stack } from '@axia/design-system';
import { PaymentSourceField, type PaymentSourceStore } from '../../../kit';
import { focusFirstInvalid } from '../../../kit';
import { LOAD_TEXT } from '../messages';
import { PriceRow, PriceRows } from '../PriceRows';
import { ProblemAlert } from '../ProblemAlert';
import { LoadCardForm, type LoadCardSnapshot } from './LoadCardForm';
import * as styles from './LoadCardDialog.css';

export interface LoadCardDialogProps {
  api: Pick<BankClient, 'loadCard' | 'getAllowTransferFrom' | 'getConversionRate'>;
  card: Card;
  /** The card was loaded ('Card is loaded successfully.'): the answer's card, if it carried one. */
  onLoaded: (card: Card | null) => void;
  /** Closed without loading (or after). Mounted while open. */
  onClose: () => void;
  /** Stories and tests: a prepared sources store and a starting state. */
  sources?: PaymentSourceStore;
  initial?: LoadCardSnapshot;
}

const money = (amount: string, currency: string) =>
  formatAmount(amount, currency, { decimals: decimalsFor(currency as Card['currency']) });

/**
 * Load card (seed 002 §2 modal 'load card', §5, §8, §9). Step one: the amount (the card currency's decimals, thousand
 * separators, minimum 5) and the source (account or staking, its price converted); step two: the quote with both
 * fees, the total, what the source pays, and 'Loaded funds cannot be returned.', then Load card. A non-'Success'
 * Description or an error stays in the modal with a red icon.
 */
export const LoadCardDialog = observer(function LoadCardDialog({
  api,
  card,
  onLoaded,
  onClose,
  sources,
  initial,
}: LoadCardDialogProps) {
  const [form] = useState(() => new LoadCardForm(api, card, sources, initial));
  useEffect(() => {
    if (!sources) void form.sources.load();
  }, [form, sources]);
  const summary = useRef<HTMLDivElement>(null);
  const fields = useRef<HTMLDivElement>(null);

  const step = form.step;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (step === 'form') return;
    }
    requestAnimationFrame(() => {
      if (step === 'confirm') summary.current?.focus();
      else fields.current?.querySelector<HTMLInputElement>('input')?.focus();
    });
  }, [step]);

  const close = () => {
    if (!form.submitting) onClose();
  };

  const submit = async () => {
    const result = await form.submit();
    if (result.status === 'loaded') onLoaded(result.card);
  };

  const quote = form.quote;
  const percent = loadFeePercentText(card.limit.loadFeePercentage);
  const minimum = money(card.limit.minimumLoadFee, card.currency);
  const sourceQuote = form.sourceQuote;
  // The quote's fees and total: under the amount while it is typed, and again on the confirmation.
  const feeRows = quote && (
    <>
      <PriceRow term={LOAD_TEXT.platformFee(CARD_LIMITS.platformLoadFeePercent)}>
        {money(quote.platformFee, quote.currency)}
      </PriceRow>
      <PriceRow term={LOAD_TEXT.loadFee(percent, minimum)}>
        {money(quote.loadFee, quote.currency)}
      </PriceRow>
      <PriceRow term={LOAD_TEXT.total} total>
        {money(quote.total, quote.currency)}
      </PriceRow>
    </>
  );
  const confirming = step === 'confirm';

  return (
    <Dialog
      isOpen
      title={confirming ? LOAD_TEXT.confirmTitle : LOAD_TEXT.title}
      isDismissable={!form.submitting}
      isKeyboardDismissDisabled={form.submitting}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      footer={
        confirming ? (
          <>
            <Button variant="secondary" isDisabled={form.submitting} onPress={() => form.back()}>
              {LOAD_TEXT.back}
            </Button>
            <Button isPending={form.submitting} onPress={() => void submit()}>
              {LOAD_TEXT.confirm}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" slot="close">
              {LOAD_TEXT.cancel}
            </Button>
            <Button
              onPress={() => {
                if (!form.continue()) focusFirstInvalid(fields.current);
              }}
            >
              {LOAD_TEXT.next}
            </Button>
          </>
        )
      }
    >
      {confirming && quote ? (
        <div ref={summary} tabIndex={-1} className={styles.summary}>
          <Stack gap="md">
            <PriceRows>
              <PriceRow term={LOAD_TEXT.quoteAmount}>
                {money(quote.amount, quote.currency)}
              </PriceRow>
              {feeRows}
              {sourceQuote && sourceQuote.currency !== quote.currency && (
                <PriceRow term={LOAD_TEXT.toPay}>
                  {money(sourceQuote.amount, sourceQuote.currency)}
                </PriceRow>
              )}
            </PriceRows>
            <p className={styles.warning}>
              <Icon name="warning" size={16} /> {LOAD_TEXT.noReturn}
            </p>
          </Stack>
        </div>
      ) : (
        <div ref={fields}>
          <Stack gap="lg">
            <AmountField
              label={LOAD_TEXT.amount}
              decimals={decimalsFor(card.currency)}
              currency={card.currency}
              value={form.amount}
              onChange={(value) => form.setAmount(value)}
              description={LOAD_TEXT.minimum(money(CARD_LIMITS.loadMinimum, card.currency))}
              errorMessage={form.amountError ?? undefined}
              isRequired
              autoFocus
            />
            <PaymentSourceField
              label={LOAD_TEXT.source}
              kind="CARD_LOAD"
              price={form.price}
              value={form.source}
              onChange={(source) => form.chooseSource(source)}
              errorMessage={form.sourceError}
              store={form.sources}
            />
            {quote && <PriceRows aria-live="polite">{feeRows}</PriceRows>}
          </Stack>
        </div>
      )}
      <ProblemAlert
        problem={
          form.problem && {
            title: form.problem.kind === 'declined' ? LOAD_TEXT.declined : LOAD_TEXT.failed,
            message: form.problem.message,
          }
        }
      />
    </Dialog>
  );
});
