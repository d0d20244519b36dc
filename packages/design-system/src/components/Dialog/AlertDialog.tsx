import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import * as styles from './AlertDialog.css';

export interface AlertDialogProps {
  title: string;
  /** What will happen, in words; announced with the title when the dialog opens. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for destructive or irreversible actions. */
  variant?: 'primary' | 'danger';
  onConfirm: () => void;
  onCancel?: () => void;
  /** Shows progress on the confirm button and blocks closing until the caller finishes. */
  isPending?: boolean;
  /**
   * Close as soon as the user confirms (default). Set false when `onConfirm` starts async work: show
   * `isPending`, then close through `isOpen` / `onOpenChange` when the work is done.
   */
  closeOnConfirm?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A confirmation that interrupts the user (role alertdialog). Focus starts on Cancel, the least destructive
 * choice; Escape cancels; a click outside does nothing, so nobody confirms or cancels by accident.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  onConfirm,
  onCancel,
  isPending = false,
  closeOnConfirm = true,
  isOpen,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      role="alertdialog"
      title={title}
      size="small"
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      hideCloseButton
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      onEscape={onCancel}
      aria-describedby={messageId}
      footer={(close) => (
        <>
          <Button
            variant="secondary"
            autoFocus
            isDisabled={isPending}
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={variant}
            isPending={isPending}
            onPress={() => {
              onConfirm();
              if (closeOnConfirm) close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div id={messageId} className={styles.message}>
        {children}
      </div>
    </Dialog>
  );
}
