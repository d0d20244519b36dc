import { observer } from 'mobx-react-lite';
import { FIAT_DECIMALS } from '@axia/core';
import { Amount, Button, Checkbox, Dialog, Stack } from '@axia/design-system';
import { ACCOUNTS_TEXT, lowBalanceText } from '../messages';
import type { LowBalanceNoticeStore } from '../stores/LowBalanceNoticeStore';

interface LowBalanceNoticeViewProps {
  isOpen: boolean;
  totalAmount: string;
  threshold: string;
  hideToday: boolean;
  onHideTodayChange: (value: boolean) => void;
  onClose: () => void;
}

/**
 * Seed 000 §4, §9: the low-balance notice, a modal on the accounts page. Its Close button and Escape close it;
 * with 'Do not show this message again today' ticked it stays away for the rest of the day.
 */
function LowBalanceNoticeView({
  isOpen,
  totalAmount,
  threshold,
  hideToday,
  onHideTodayChange,
  onClose,
}: LowBalanceNoticeViewProps) {
  return (
    <Dialog
      title={ACCOUNTS_TEXT.lowBalanceTitle}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      hideCloseButton
      footer={<Button onPress={onClose}>{ACCOUNTS_TEXT.close}</Button>}
    >
      <Stack gap="md">
        <p>{lowBalanceText(threshold)}</p>
        <p>
          {ACCOUNTS_TEXT.totalBalance}{' '}
          <Amount value={totalAmount} currency="USD" decimals={FIAT_DECIMALS} />
        </p>
        <Checkbox isSelected={hideToday} onChange={onHideTodayChange}>
          {ACCOUNTS_TEXT.doNotShowToday}
        </Checkbox>
      </Stack>
    </Dialog>
  );
}

/** The notice of a running LowBalanceNoticeStore. */
export const LowBalanceNotice = observer(function LowBalanceNotice({
  store,
}: {
  store: LowBalanceNoticeStore;
}) {
  if (!store.totalAsset) return null;
  return (
    <LowBalanceNoticeView
      isOpen={store.isOpen}
      totalAmount={store.totalAsset.totalAmount}
      threshold={store.totalAsset.threshold}
      hideToday={store.hideToday}
      onHideTodayChange={(value) => store.setHideToday(value)}
      onClose={() => store.close()}
    />
  );
});
