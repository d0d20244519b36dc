import { Button, Dialog } from '@axia/design-system';

export interface LiquidationNoticeProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The notice to coin holders about the operating company's voluntary liquidation (seed 000 §1). */
export function LiquidationNotice({ isOpen, onClose }: LiquidationNoticeProps) {
  return (
    <Dialog
      title="Notice to AXIA Coin holders"
      hideCloseButton
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button slot="close" onPress={onClose}>
          Close
        </Button>
      }
    >
      <p>
        The company operating AXIA has entered voluntary liquidation. Your accounts remain
        accessible while the process runs. We will contact holders directly about any action they
        need to take.
      </p>
    </Dialog>
  );
}
