import { useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Stack, type ButtonVariant } from '@axia/design-system';
import { errorText } from '../api/client';
import { useStaff } from '../context';
import { focusAfterAct, rememberActPlace, type ActPlace } from './focusAfterAct';
import { ReasonField, useReason } from './Reason';
import * as styles from './styles.css';

export interface ActionDialogProps {
  /** The button that opens the dialog. */
  label: string;
  /** Names the button more fully where several rows have the same action ('Reject ada@demo.test'). */
  'aria-label'?: string;
  title: string;
  /** What will happen, in words. */
  children?: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  /** Whether the customer reads the reason. */
  customerReads?: boolean;
  /** Carries the act out; a failure (the API's message) is shown in the dialog. */
  onConfirm(reason: string): Promise<void>;
}

/** A staff act that needs a reason: a button, then a dialog with the reason (required, 3+ characters). */
export function ActionDialog({
  label,
  'aria-label': ariaLabel,
  title,
  children,
  confirmLabel,
  variant = 'primary',
  customerReads,
  onConfirm,
}: ActionDialogProps) {
  const { toasts } = useStaff();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Where the act started, noted when its button is pressed (the row may be gone once it is done).
  const place = useRef<ActPlace | null>(null);
  return (
    <>
      <Button
        ref={triggerRef}
        variant={variant === 'primary' ? 'secondary' : variant}
        size="small"
        aria-label={ariaLabel}
        onPress={() => {
          place.current = triggerRef.current && rememberActPlace(triggerRef.current);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {open && (
        <ActionDialogBody
          title={title}
          confirmLabel={confirmLabel}
          variant={variant}
          customerReads={customerReads}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            // The act's toast, shown just now, is said again once focus has moved (the move cuts it off).
            toasts.holdForNavigation();
            const started = place.current;
            if (started) focusAfterAct(started, () => toasts.repeatAfterNavigation());
          }}
        >
          {children}
        </ActionDialogBody>
      )}
    </>
  );
}

function ActionDialogBody({
  title,
  children,
  confirmLabel,
  variant,
  customerReads,
  onConfirm,
  onClose,
  onDone,
}: Omit<ActionDialogProps, 'label' | 'aria-label'> & {
  onClose(): void;
  /** The act is done: the dialog closes and focus moves on. */
  onDone(): void;
}) {
  const reason = useReason();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    const text = reason.check();
    if (text === null) return;
    setPending(true);
    setFailure(null);
    try {
      await onConfirm(text);
      onDone();
    } catch (error) {
      setFailure(errorText(error));
      setPending(false);
    }
  };
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(isOpen) => !isOpen && !pending && onClose()}
      isKeyboardDismissDisabled={pending}
      footer={
        <>
          <Button variant="secondary" isDisabled={pending} onPress={onClose}>
            Cancel
          </Button>
          <Button variant={variant} isPending={pending} onPress={() => void submit()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        {children}
        <ReasonField reason={reason} customerReads={customerReads} />
        {failure && (
          <p role="alert" className={styles.errorText}>
            {failure}
          </p>
        )}
      </Stack>
    </Dialog>
  );
}
