import { observer } from 'mobx-react-lite';
import { Stack } from '@axia/design-system';
import { PaymentSourceField } from '../../kit';
import type { BuyStore } from './BuyStore';
import { BUY_TEXT as TEXT } from './messages';
import * as styles from './buy.css';

/** Step 0, Select account (seed 001 §2): an account or a staking to pay from, with its balance. */
export const SourceStep = observer(function SourceStep({ store }: { store: BuyStore }) {
  return (
    <Stack gap="md">
      <p className={styles.muted}>{TEXT.sourceIntro}</p>
      <PaymentSourceField
        label={TEXT.payFrom}
        kind="GIFT_CARD_ORDER"
        price={null}
        value={store.source}
        onChange={(source) => store.chooseSource(source)}
        errorMessage={store.shows(0) ? store.sourceError : null}
        insufficientMessage={TEXT.notEnoughBalance}
        store={store.sources}
      />
    </Stack>
  );
});
