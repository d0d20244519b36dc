import { CARD_MESSAGES, type BankClient } from '@axia/core';
import { Button, Dialog, Skeleton, SkeletonText } from '@axia/design-system';
import { DETAIL_TEXT } from '../messages';
import { useReadOnOpen } from '../useReadOnOpen';

export interface PinDialogProps {
  api: Pick<BankClient, 'getCardPin'>;
  cardId: string;
  /** A failed read (§8: PIN failures go to the general error display); the dialog has closed. */
  onError: (message: string) => void;
  onClose: () => void;
}

/**
 * §4 Show PIN: GET /card/{id}/pin when the dialog opens, 'Your card PIN number is: {pin}. Please keep your pin safe.';
 * the PIN lives in this dialog's state only and goes with it when it closes (mounted while open).
 */
export function PinDialog({ api, cardId, onError, onClose }: PinDialogProps) {
  const pin =
    useReadOnOpen(() => api.getCardPin({ params: { id: cardId } }), onClose, onError)?.pin ?? null;

  return (
    <Dialog
      isOpen
      title={DETAIL_TEXT.pinTitle}
      size="small"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button variant="secondary" slot="close">
          {DETAIL_TEXT.close}
        </Button>
      }
    >
      {pin === null ? (
        <Skeleton label={DETAIL_TEXT.pinLoading}>
          <SkeletonText lines={1} />
        </Skeleton>
      ) : (
        <p role="status">{CARD_MESSAGES.pin(pin)}</p>
      )}
    </Dialog>
  );
}
