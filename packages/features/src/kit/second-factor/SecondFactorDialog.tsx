import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { CODE_LENGTH } from '@axia/core';
import { Button, CodeInput, Dialog, Stack, VisuallyHidden } from '@axia/design-system';
import * as money from '../money/money.css';
import type { PaymentSummary } from '../webauthn';
import { SECOND_FACTOR_TEXT } from './messages';
import * as styles from './secondFactor.css';
import { SecondFactorStore, type CodeMessages } from './secondFactor';

// The emailed-code dialog (seed 001 §4, §5, §8; seed 002 §4 Security settings): a transfer that needs the transaction
// second factor, a transaction-2FA toggle, an email or phone change. The flow and its API are in ./secondFactor.ts; a
// screen makes one with useSecondFactor() and renders <SecondFactorDialog flow />.

/** One second-factor flow per screen (`now`: the clock, tests and stories; `messages`: the bank's code errors). */
export function useSecondFactor(now?: () => number, messages?: CodeMessages): SecondFactorStore {
  const [store] = useState(() => new SecondFactorStore(now, undefined, messages));
  return store;
}

export interface SecondFactorDialogProps {
  flow: SecondFactorStore;
  /** What the code approves (default: a transfer). */
  description?: string;
}

/** What a passkey approves: the amount, the payee and the source account (issue 45). */
function PaymentDetails({ id, payment }: { id: string; payment: PaymentSummary }) {
  const rows = [
    [SECOND_FACTOR_TEXT.amount, `${payment.amount} ${payment.currency}`],
    [SECOND_FACTOR_TEXT.payee, payment.payee],
    [SECOND_FACTOR_TEXT.source, payment.source],
  ] as const;
  return (
    <dl id={id} className={money.details}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={money.term}>{term}</dt>
          <dd className={money.definition}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * A customer with a passkey (issue 45) sees the approval first: the amount, payee and source account, 'Approve with
 * passkey' (which has focus and is described by them, so they are heard with it) and 'Send me a code instead'; a
 * prompt closed or refused is said in the alert under them.
 */
const PasskeyApprovalBody = observer(function PasskeyApprovalBody({
  flow,
  detailsId,
}: {
  flow: SecondFactorStore;
  detailsId: string;
}) {
  const payment = flow.passkey?.payment;
  return (
    <Stack gap="md">
      {payment && <PaymentDetails id={detailsId} payment={payment} />}
      <div role="alert">{flow.error && <p className={money.errorMessage}>{flow.error}</p>}</div>
      <div>
        <Button variant="tertiary" isDisabled={flow.pending} onPress={() => void flow.askForCode()}>
          {SECOND_FACTOR_TEXT.codeInstead}
        </Button>
      </div>
    </Stack>
  );
});

/**
 * The code modal: a 6-digit code (paste and one-time-code autofill), 'Please enter the complete security code.' under
 * 6 digits, the 5-minute countdown from the bank's expiresAt, "Didn't get a verification code?" once it has expired.
 * Errors show once, under the code, and are heard through the field (it takes focus); the countdown speaks only at
 * 1 minute left and at expiry; closing it cancels the transfer.
 */
export const SecondFactorDialog = observer(function SecondFactorDialog({
  flow,
  description = SECOND_FACTOR_TEXT.description,
}: SecondFactorDialogProps) {
  // The countdown: re-read the clock every second while open (from a deadline, so a throttled tab ends on time).
  useEffect(() => {
    if (!flow.open) return;
    const timer = window.setInterval(() => flow.tick(), 1000);
    return () => window.clearInterval(timer);
  }, [flow, flow.open]);
  // A new code (after "Didn't get a verification code?", whose button is then disabled): back to the code field.
  const codeRef = useRef<HTMLInputElement>(null);
  const recordId = flow.recordId;
  useEffect(() => {
    if (recordId) codeRef.current?.focus();
  }, [recordId]);
  // The bank refused the code (Confirm had focus): the code field takes focus, which reads its error. From inside
  // the field (Enter), the field itself says it (design-system FieldErrorMessage).
  const error = flow.error;
  useEffect(() => {
    if (error) codeRef.current?.focus();
  }, [error]);
  const detailsId = useId();
  const approval = flow.passkey;
  // With the record gone (the bank said expired) the error under the code says it: no second note.
  const note = !flow.expired
    ? SECOND_FACTOR_TEXT.countdown(flow.countdown)
    : flow.recordId !== null
      ? SECOND_FACTOR_TEXT.expiredNote
      : null;

  if (approval)
    return (
      <Dialog
        title={
          approval.payment
            ? SECOND_FACTOR_TEXT.passkeyPaymentTitle
            : SECOND_FACTOR_TEXT.passkeyTitle
        }
        description={flow.message}
        aria-describedby={approval.payment ? detailsId : undefined}
        size="small"
        isOpen={flow.open}
        isDismissable={false}
        onOpenChange={(open) => {
          if (!open) flow.cancel();
        }}
        footer={
          <>
            <Button variant="secondary" onPress={() => flow.cancel()} isDisabled={flow.pending}>
              {SECOND_FACTOR_TEXT.cancel}
            </Button>
            <Button
              isPending={flow.pending}
              onPress={() => void flow.approveWithPasskey()}
              aria-describedby={approval.payment ? detailsId : undefined}
              autoFocus
            >
              {SECOND_FACTOR_TEXT.approve}
            </Button>
          </>
        }
      >
        <PasskeyApprovalBody flow={flow} detailsId={detailsId} />
      </Dialog>
    );

  return (
    <Dialog
      title={SECOND_FACTOR_TEXT.title}
      description={description}
      size="small"
      isOpen={flow.open}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) flow.cancel();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={() => flow.cancel()} isDisabled={flow.pending}>
            {SECOND_FACTOR_TEXT.cancel}
          </Button>
          <Button
            isPending={flow.pending}
            isDisabled={flow.recordId === null}
            onPress={() => void flow.submitCode()}
          >
            {SECOND_FACTOR_TEXT.confirm}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void flow.submitCode();
        }}
      >
        <Stack gap="md">
          <CodeInput
            label={SECOND_FACTOR_TEXT.codeLabel}
            length={CODE_LENGTH}
            value={flow.code}
            onChange={(code) => flow.setCode(code)}
            errorMessage={flow.error ?? undefined}
            ref={codeRef}
            autoFocus
          />
          {note && <p className={styles.muted}>{note}</p>}
          <VisuallyHidden as="div">
            <p aria-live="polite">
              {flow.open
                ? SECOND_FACTOR_TEXT.announcement(flow.secondsLeft, flow.recordId !== null)
                : ''}
            </p>
          </VisuallyHidden>
          <div>
            <Button
              variant="tertiary"
              isDisabled={!flow.expired || flow.pending}
              onPress={() => void flow.resend()}
            >
              {SECOND_FACTOR_TEXT.resend}
            </Button>
          </div>
        </Stack>
      </form>
    </Dialog>
  );
});
