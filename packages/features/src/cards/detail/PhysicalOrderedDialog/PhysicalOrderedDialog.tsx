import { CARD_MESSAGES } from '@axia/core';
import { Button, Dialog, Link } from '@axia/design-system';
import { cardKycPath } from '../../paths';
import { ACTIONS_TEXT } from '../messages';
import * as styles from './PhysicalOrderedDialog.css';

export interface PhysicalOrderedDialogProps {
  /** The card whose KYC form 'Get KYC verified' opens. */
  cardId: string;
  onClose: () => void;
}

/**
 * After a physical card request (seed 002 §2): 'Congratulations, your physical card has been ordered!' offering 'Get
 * KYC verified' (to the card KYC form with this card) or Cancel. Mounted while open.
 */
export function PhysicalOrderedDialog({ cardId, onClose }: PhysicalOrderedDialogProps) {
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
          <Link href={cardKycPath(cardId)} variant="standalone">
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
