import { observer } from 'mobx-react-lite';
import { AUTH_MESSAGES } from '@axia/core';
import { Button, Dialog, Stack } from '@axia/design-system';
import type { FlowAnswer, FlowDialog, LoginFlow } from './loginFlow';

/** The tax-ID deadline the spec gives (seed 000 §4). */
export const TAX_ID_DEADLINE = 'August 1st 2022';

function Paragraphs({ text }: { text: string }) {
  return (
    <Stack gap="sm">
      {text
        .split(/\n+/)
        .filter((line) => line.trim())
        .map((line, index) => (
          <p key={index}>{line}</p>
        ))}
    </Stack>
  );
}

interface DialogCopy {
  title: string;
  body: string;
  confirm: string;
  /** A second, "way out" action (signs out). */
  cancel?: string;
}

function copyOf(dialog: FlowDialog): DialogCopy {
  switch (dialog.kind) {
    case 'terms':
      return { title: dialog.header, body: dialog.body, confirm: 'I agree' };
    case 'migration':
      return {
        title: 'Token migration terms',
        body:
          'Your AXIA Coin holdings are being migrated to a new token. To keep using your account, ' +
          'please read and agree to the token migration terms. If you do not agree, you will be logged out.',
        confirm: 'I agree',
        cancel: 'Log out',
      };
    case 'usax':
      return {
        title: 'Our terms have been updated',
        body:
          'Our terms and conditions now cover USAX accounts. Please review and agree to the updated ' +
          'terms to continue.',
        confirm: 'I agree',
        cancel: 'Log out',
      };
    case 'taxId':
      return {
        title: 'Tax ID required',
        body:
          `Please provide your tax identification number by ${TAX_ID_DEADLINE} to keep full access ` +
          // Where a registered customer adds it: the onboarding screens send them to /accounts (seed 000 §2.8),
          // so the checklist this once named was a dead end (issue 42).
          'to your account. You can add it in Profile, under Documents: upload your Proof of Tax ID.',
        confirm: 'Continue',
      };
    case 'closed':
      return {
        title: 'Account closed',
        body:
          AUTH_MESSAGES.accountClosed +
          '\n' +
          (dialog.depositAmount !== null
            ? `To reopen your account, deposit at least ${dialog.depositAmount} USD (100 USD minus your current balance).`
            : 'To reopen your account, deposit at least 100 USD minus your current balance.'),
        confirm: 'Close',
      };
  }
}

export interface FlowDialogViewProps {
  dialog: FlowDialog | null;
  busy?: boolean;
  onAnswer: (answer: FlowAnswer) => void;
}

/**
 * The login flow's modals. Each is mandatory: no close button, no click-outside or Escape dismissal; the
 * footer holds the only ways on.
 */
export function FlowDialogView({ dialog, busy = false, onAnswer }: FlowDialogViewProps) {
  if (!dialog) return null;
  const copy = copyOf(dialog);
  return (
    <Dialog
      key={dialog.kind === 'terms' ? `terms-${dialog.name}` : dialog.kind}
      isOpen
      title={copy.title}
      isDismissable={false}
      isKeyboardDismissDisabled
      hideCloseButton
      footer={
        <>
          {copy.cancel && (
            <Button variant="secondary" isDisabled={busy} onPress={() => onAnswer('cancel')}>
              {copy.cancel}
            </Button>
          )}
          <Button isPending={busy} onPress={() => onAnswer('agree')}>
            {copy.confirm}
          </Button>
        </>
      }
    >
      <Paragraphs text={copy.body} />
    </Dialog>
  );
}

/** The modals of a running LoginFlow. */
export const FlowDialogs = observer(function FlowDialogs({ flow }: { flow: LoginFlow }) {
  return (
    <FlowDialogView
      dialog={flow.dialog}
      busy={flow.busy}
      onAnswer={(answer) => flow.answer(answer)}
    />
  );
});
