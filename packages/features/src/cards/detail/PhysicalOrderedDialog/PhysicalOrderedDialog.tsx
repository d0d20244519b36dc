import { CARD_MESSAGES } from '@axia/core';
import { Button, Dialog, Link } from '@axia/design-system';
import { UPLOAD_DOCUMENT_PATH } from '../../paths';
import { ACTIONS_TEXT } from '../messages';
import * as styles from './PhysicalOrderedDialog.css';

export interface PhysicalOrderedDialogProps {
  onClose: () => void;
}

/**
 * After a physical card request (seed 002 §2): 'Congratulations, your physical card has been ordered!' offering 'Get
 * KYC verified' (to /upload-document) or Cancel. Mounted while open.
 */
export function PhysicalOrderedDialog({ onClose }: PhysicalOrderedDialogProps) {
  return (
    <Dialog
      isOpen
      title={ACTIONS_TEXT.ordered}
      size="small"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" slot="close">
            {ACTIONS_TEXT.cancel}
          </Button>
          <Link href={UPLOAD_DOCUMENT_PATH} variant="standalone">
            {CARD_MESSAGES.getKycVerified}
          </Link>
        </>
      }
    >
      <p className={styles.message}>{CARD_MESSAGES.physicalOrdered}</p>
      <p className={styles.note}>{ACTIONS_TEXT.deliveryTime}</p>
    </Dialog>
  );
}
