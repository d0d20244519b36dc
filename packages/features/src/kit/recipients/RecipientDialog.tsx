import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AlertDialog, Button, Dialog, Stack, TextField } from '@axia/design-system';
import { RECIPIENT_TEXT } from './messages';
import {
  recipientErrors,
  trimRecipient,
  type RecipientErrors,
  type RecipientField,
  type RecipientValues,
} from './recipient';

export interface RecipientDialogProps {
  /**
   * 'create': name and email; 'update': the name only, the email (when the recipient has one) shown read-only
   * (seed 001 §5).
   */
  mode: 'create' | 'update';
  /** The dialog's title; 'Create recipient' or 'Update beneficiary' by default (seed 001 §2). */
  title?: string;
  /** The recipient being updated, or prefilled values. */
  initial?: RecipientValues;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Called with the trimmed values once they pass the checks. The caller saves them and closes the dialog on
   * success; on failure it keeps the dialog open (so the values are not lost) and shows why.
   */
  onSubmit: (values: RecipientValues) => void;
  /** Saving: the submit button shows progress, the dialog cannot be closed. */
  isPending?: boolean;
  submitLabel?: string;
}

const EMPTY: RecipientValues = { name: '', email: '' };
const ORDER: readonly RecipientField[] = ['name', 'email'];

/**
 * The create/update recipient dialog (a member, by name and email): 'Please enter a valid name.' and 'Please enter a
 * valid email.' tied to their fields, each cleared when its field is edited; the first invalid field takes focus.
 * Give it a fresh `key` each time it opens, so it starts from `initial`.
 */
export function RecipientDialog({
  mode,
  title = mode === 'create' ? RECIPIENT_TEXT.createTitle : RECIPIENT_TEXT.updateTitle,
  initial = EMPTY,
  isOpen,
  onOpenChange,
  onSubmit,
  isPending = false,
  submitLabel = mode === 'create' ? RECIPIENT_TEXT.create : RECIPIENT_TEXT.save,
}: RecipientDialogProps) {
  const formId = useId();
  // A recipient without an email (a wire or external one, renamed) shows only its name.
  const showEmail = mode === 'create' || initial.email !== '';
  const [values, setValues] = useState<RecipientValues>(initial);
  const [errors, setErrors] = useState<RecipientErrors>({});
  const inputs = useRef<Partial<Record<RecipientField, HTMLInputElement | null>>>({});

  const change = (field: RecipientField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = recipientErrors(values, mode);
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    onSubmit(trimRecipient(values));
  };

  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isPending || open) onOpenChange(open);
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      footer={
        <>
          <Button variant="secondary" slot="close" isDisabled={isPending}>
            {RECIPIENT_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} isPending={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextField
            ref={(element) => {
              inputs.current.name = element;
            }}
            label={RECIPIENT_TEXT.name}
            name="name"
            autoComplete="off"
            value={values.name}
            onChange={change('name')}
            errorMessage={errors.name}
            validationBehavior="aria"
            isRequired
            autoFocus
          />
          {showEmail && (
            <TextField
              ref={(element) => {
                inputs.current.email = element;
              }}
              label={RECIPIENT_TEXT.email}
              name="email"
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={change('email')}
              errorMessage={errors.email}
              validationBehavior="aria"
              isRequired={mode === 'create'}
              isReadOnly={mode === 'update'}
              description={mode === 'update' ? RECIPIENT_TEXT.emailFixed : undefined}
            />
          )}
        </Stack>
      </form>
    </Dialog>
  );
}

export interface RecipientErrorDialogProps {
  /** 'Cannot Add Recipient' (a create or update failed) or 'Error' (a removal failed), seed 001 §8. */
  title: string;
  /** Why: the server's message, or 'Unknown error!'. */
  message: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The error dialog of a failed recipient change: its title, the server's message and OK. */
export function RecipientErrorDialog({
  title,
  message,
  isOpen,
  onOpenChange,
}: RecipientErrorDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      size="small"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      hideCloseButton
      footer={
        <Button slot="close" autoFocus>
          {RECIPIENT_TEXT.ok}
        </Button>
      }
    >
      <p>{message || RECIPIENT_TEXT.unknownError}</p>
    </Dialog>
  );
}

/**
 * Runs `run` a frame after the dialog's content is gone (after its exit animation), when focus was left on nothing:
 * the element that opened the dialog may have gone with what it removed.
 */
function WhenGone({ run }: { run?: () => void }) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        latest.current?.();
      });
    },
    [],
  );
  return null;
}

export interface RemoveRecipientDialogProps {
  /** The recipient's name, in the default message. */
  name?: string;
  /** 'Remove this recipient?' by default. */
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  isPending?: boolean;
  /** Once the dialog is gone with focus on nothing (the removed row's button went too): where focus goes. */
  onGone?: () => void;
}

/** The removal's confirmation (Cancel has focus; Escape cancels). */
export function RemoveRecipientDialog({
  name,
  title = RECIPIENT_TEXT.removeTitle,
  message = name === undefined ? '' : RECIPIENT_TEXT.removeMessage(name),
  confirmLabel = RECIPIENT_TEXT.remove,
  cancelLabel = RECIPIENT_TEXT.cancel,
  isOpen,
  onOpenChange,
  onConfirm,
  isPending = false,
  onGone,
}: RemoveRecipientDialogProps) {
  return (
    <AlertDialog
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      variant="danger"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      isPending={isPending}
      closeOnConfirm={false}
    >
      <WhenGone run={onGone} />
      {message}
    </AlertDialog>
  );
}
