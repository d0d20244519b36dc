import { CARD_MESSAGES, type BankClient } from '@axia/core';
import { Button, CopyButton, Dialog, Skeleton, SkeletonText, Stack } from '@axia/design-system';
import { ACTIONS_TEXT } from '../messages';
import { useReadOnOpen } from '../useReadOnOpen';
import * as styles from './TrackPackageDialog.css';

export interface TrackPackageDialogProps {
  api: Pick<BankClient, 'getCardTracking'>;
  cardId: string;
  /** §8: tracking failures go to the general error display; the dialog has closed. */
  onError: (message: string) => void;
  onClose: () => void;
}

/**
 * Track Package (seed 002 §4, §8, §9): GET /card/{id}/shipmentTrackingNo on open; the courier's number, or 'Tracking
 * number is not available' with 'Please allow 2-5 business days to receive your tracking number.'; and the physical
 * card's delivery time (2-3 weeks). Mounted while open.
 */
export function TrackPackageDialog({ api, cardId, onError, onClose }: TrackPackageDialogProps) {
  const tracking = useReadOnOpen(
    () => api.getCardTracking({ params: { id: cardId } }),
    onClose,
    onError,
  );

  return (
    <Dialog
      isOpen
      title={ACTIONS_TEXT.trackTitle}
      size="small"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button variant="secondary" slot="close">
          {ACTIONS_TEXT.close}
        </Button>
      }
    >
      {tracking === undefined ? (
        <Skeleton label={ACTIONS_TEXT.trackingLoading}>
          <SkeletonText lines={2} />
        </Skeleton>
      ) : (
        <Stack gap="md">
          {tracking.trackingNumber ? (
            <dl className={styles.pair}>
              <dt className={styles.term}>{ACTIONS_TEXT.trackingNumber}</dt>
              <dd className={styles.value}>
                <span className={styles.number}>{tracking.trackingNumber}</span>
                <CopyButton text={tracking.trackingNumber} label={ACTIONS_TEXT.copyTracking} />
              </dd>
            </dl>
          ) : (
            <div>
              <p className={styles.strong}>{CARD_MESSAGES.noTracking}</p>
              <p className={styles.note}>{CARD_MESSAGES.trackingWait}</p>
            </div>
          )}
          <p className={styles.note}>{ACTIONS_TEXT.deliveryTime}</p>
        </Stack>
      )}
    </Dialog>
  );
}
