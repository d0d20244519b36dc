import { useRef, useState } from 'react';
import { cardCvvError, type BankClient, type Card } from '@axia/core';
import { Button, Checkbox, Dialog, Stack, TextField } from '@axia/design-system';
import { errorText } from '../../../kit/errors';
import { focusFirstInvalid } from '../../../kit';
import { ACTIONS_TEXT } from '../messages';
import { ProblemAlert } from '../ProblemAlert';

export interface ActivatePhysicalDialogProps {
  api: Pick<BankClient, 'activatePhysical'>;
  cardId: string;
  /** 'Your physical card is activated successfully!': the answer's card; the dialog has closed. */
  onActivated: (card: Card) => void;
  onClose: () => void;
  /** Stories: start with these values, as if Activate had been pressed. */
  initial?: { cvv?: string; arrived?: boolean; attempted?: boolean; problem?: string };
}

/**
 * Activate Physical Card (seed 002 §4, §5): the CVV ('CVV is required!', digits only) and a confirmation that the
 * physical card has arrived (required), then POST /card/activatePhysical { cardId, cvv }. A refusal stays in the modal
 * with a red icon, the spinner stopped. Mounted while open.
 */
export function ActivatePhysicalDialog({
  api,
  cardId,
  onActivated,
  onClose,
  initial = {},
}: ActivatePhysicalDialogProps) {
  const [cvv, setCvv] = useState(initial.cvv ?? '');
  const [arrived, setArrived] = useState(initial.arrived ?? false);
  const [attempted, setAttempted] = useState(initial.attempted ?? false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(initial.problem ?? null);
  const fields = useRef<HTMLDivElement>(null);

  const cvvError = (attempted && cardCvvError(cvv)) || undefined;
  const arrivedError = attempted && !arrived ? ACTIONS_TEXT.arrivedRequired : undefined;

  const activate = async () => {
    setAttempted(true);
    if (cardCvvError(cvv) || !arrived) {
      focusFirstInvalid(fields.current);
      return;
    }
    setSubmitting(true);
    setProblem(null);
    try {
      const card = await api.activatePhysical({ body: { cardId, cvv: cvv.trim() } });
      onActivated(card);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      isOpen
      title={ACTIONS_TEXT.activateTitle}
      size="small"
      isDismissable={!submitting}
      isKeyboardDismissDisabled={submitting}
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" slot="close" isDisabled={submitting}>
            {ACTIONS_TEXT.cancel}
          </Button>
          <Button isPending={submitting} onPress={() => void activate()}>
            {ACTIONS_TEXT.activateButton}
          </Button>
        </>
      }
    >
      <div ref={fields}>
        <Stack gap="lg">
          <TextField
            label={ACTIONS_TEXT.cvv}
            description={ACTIONS_TEXT.cvvDescription}
            value={cvv}
            onChange={(value) => {
              setCvv(value.replace(/\D+/g, '').slice(0, 4));
              setProblem(null);
            }}
            errorMessage={cvvError}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            isRequired
            autoFocus
          />
          <Checkbox
            isSelected={arrived}
            onChange={setArrived}
            isRequired
            errorMessage={arrivedError}
          >
            {ACTIONS_TEXT.arrived}
          </Checkbox>
        </Stack>
      </div>
      <ProblemAlert
        problem={problem ? { title: ACTIONS_TEXT.activateFailed, message: problem } : null}
      />
    </Dialog>
  );
}
