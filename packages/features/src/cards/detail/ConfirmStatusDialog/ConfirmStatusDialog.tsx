import { AlertDialog } from '@axia/design-system';
import { DETAIL_TEXT } from '../messages';

type StatusChange = 'activate' | 'suspend';

export interface ConfirmStatusDialogProps {
  change: StatusChange;
  /** The call is in flight: the confirm button spins and the dialog stays. */
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** §4 'Activate (with confirmation)' and 'Suspend (with confirmation)'. Mounted while open. */
export function ConfirmStatusDialog({
  change,
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmStatusDialogProps) {
  const activate = change === 'activate';
  return (
    <AlertDialog
      isOpen
      title={activate ? DETAIL_TEXT.activateTitle : DETAIL_TEXT.suspendTitle}
      confirmLabel={activate ? DETAIL_TEXT.activate : DETAIL_TEXT.suspend}
      cancelLabel={DETAIL_TEXT.cancel}
      variant={activate ? 'primary' : 'danger'}
      isPending={isPending}
      closeOnConfirm={false}
      onConfirm={onConfirm}
      onCancel={onClose}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
    >
      {activate ? DETAIL_TEXT.activateBody : DETAIL_TEXT.suspendBody}
    </AlertDialog>
  );
}
