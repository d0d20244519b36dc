import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import {
  CARD_DELIVERIES,
  decimalsFor,
  isFree,
  type BankClient,
  type Card,
  type CardDelivery,
  type Currency,
} from '@axia/core';
import {
  Button,
  Dialog,
  formatAmount,
  Radio,
  RadioGroup,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import { PaymentSourceField, type PaymentSourceStore } from '../../../kit';
import { focusFirstInvalid } from '../../../kit';
import { ACTIONS_TEXT } from '../messages';
import { PriceRow, PriceRows } from '../PriceRows';
import { ProblemAlert } from '../ProblemAlert';
import { RequestPhysicalForm, type RequestPhysicalSnapshot } from './RequestPhysicalForm';
import * as styles from './RequestPhysicalDialog.css';

export interface RequestPhysicalDialogProps {
  api: Pick<
    BankClient,
    'getCardProvider' | 'convertToPhysical' | 'getAllowTransferFrom' | 'getConversionRate'
  >;
  card: Card;
  courierEnabled: boolean;
  /** The request went through ('Physical card request has been sent!'); the dialog has closed. */
  onRequested: (card: Card) => void;
  /** The fees could not be read (§8: the general error display); the dialog has closed. */
  onError: (message: string) => void;
  onClose: () => void;
  sources?: PaymentSourceStore;
  initial?: RequestPhysicalSnapshot;
}

const feeText = (amount: string, currency: Currency) =>
  isFree(amount)
    ? ACTIONS_TEXT.free
    : formatAmount(amount, currency, { decimals: decimalsFor(currency) });

/** The 'request physical card' modal (seed 002 §2, §4, §5, §9). Mounted while open. */
export const RequestPhysicalDialog = observer(function RequestPhysicalDialog({
  api,
  card,
  courierEnabled,
  onRequested,
  onError,
  onClose,
  sources,
  initial,
}: RequestPhysicalDialogProps) {
  const [form] = useState(
    () => new RequestPhysicalForm(api, card, courierEnabled, sources, initial),
  );
  const fields = useRef<HTMLDivElement>(null);
  const feesHeading = useId();
  useEffect(() => {
    if (!sources) void form.sources.load();
    if (form.fees.status === 'loading')
      void form.loadFees().then((failure) => {
        if (failure) {
          onClose();
          onError(failure);
        }
      });
    // One read per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const send = async () => {
    const updated = await form.submit();
    if (updated) onRequested(updated);
    else if (!form.problem) focusFirstInvalid(fields.current);
  };

  const fees = form.fees.status === 'ready' ? form.fees.value : null;
  const price = form.price;
  return (
    <Dialog
      isOpen
      title={ACTIONS_TEXT.requestTitle}
      isDismissable={!form.submitting}
      isKeyboardDismissDisabled={form.submitting}
      onOpenChange={(open) => {
        if (!open && !form.submitting) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" slot="close" isDisabled={form.submitting}>
            {ACTIONS_TEXT.cancel}
          </Button>
          <Button isPending={form.submitting} isDisabled={!fees} onPress={() => void send()}>
            {ACTIONS_TEXT.send}
          </Button>
        </>
      }
    >
      {fees && price ? (
        <div ref={fields}>
          <Stack gap="lg">
            {courierEnabled && (
              <RadioGroup
                label={ACTIONS_TEXT.delivery}
                value={form.delivery}
                onChange={(value) => form.setDelivery(value as CardDelivery)}
                orientation="horizontal"
              >
                {CARD_DELIVERIES.map((delivery) => (
                  <Radio key={delivery} value={delivery}>
                    {ACTIONS_TEXT.deliveries[delivery]}
                  </Radio>
                ))}
              </RadioGroup>
            )}
            <section aria-labelledby={feesHeading}>
              <h3 id={feesHeading} className={styles.heading}>
                {ACTIONS_TEXT.fees}
              </h3>
              <PriceRows>
                <PriceRow term={ACTIONS_TEXT.physicalFee}>
                  {feeText(fees.issuePhysicalFeeAmount, fees.issueFeeCurrency)}
                </PriceRow>
                {form.shipping !== null && (
                  <PriceRow term={ACTIONS_TEXT.shippingFee}>
                    {feeText(form.shipping, fees.issueFeeCurrency)}
                  </PriceRow>
                )}
                <PriceRow term={ACTIONS_TEXT.total} total>
                  {feeText(price.amount, price.currency)}
                </PriceRow>
              </PriceRows>
            </section>
            <p className={styles.note}>{ACTIONS_TEXT.deliveryTime}</p>
            <PaymentSourceField
              label={ACTIONS_TEXT.source}
              kind="CARD_CONVERT_TO_PHYSICAL"
              price={price}
              value={form.source}
              onChange={(source) => form.chooseSource(source)}
              errorMessage={form.sourceError}
              store={form.sources}
            />
          </Stack>
        </div>
      ) : (
        <Skeleton label={ACTIONS_TEXT.feesLoading}>
          <SkeletonText lines={4} />
        </Skeleton>
      )}
      <ProblemAlert
        problem={form.problem ? { title: ACTIONS_TEXT.requestFailed, message: form.problem } : null}
      />
    </Dialog>
  );
});
