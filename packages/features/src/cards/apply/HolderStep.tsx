import { observer } from 'mobx-react-lite';
import { Banner, Stack, TextField } from '@axia/design-system';
import type { ApplyStore } from './ApplyStore';
import { APPLY_TEXT as TEXT } from './messages';
import * as styles from './apply.css';

/**
 * Step 0, Card holder (§4, §5 'Name on card'): the profile's names, read-only. A name the card cannot print (over 20
 * characters, or not only letters) shows the spec's message with the way to support, and the alternative names
 * (prefilled from the profile). No card type for the country: 'Card service is not available in your country at the
 * moment.' (Next stays disabled).
 */
export const HolderStep = observer(function HolderStep({ store }: { store: ApplyStore }) {
  const user = store.profile;
  if (!user) return null;
  const altError = store.holder.shownAlternativeNameError;
  return (
    <Stack gap="lg">
      <p className={styles.text}>{TEXT.holderIntro}</p>
      <div className={styles.pair}>
        <TextField label={TEXT.firstName} value={user.firstName} isReadOnly />
        <TextField label={TEXT.lastName} value={user.lastName} isReadOnly />
      </div>
      <TextField label={TEXT.email} value={user.email} isReadOnly />
      {store.noCardType && (
        <p className={styles.error} role="alert">
          {TEXT.notInCountry}
        </p>
      )}
      {store.holder.nameMessage && (
        <Stack gap="md">
          <Banner tone="warning" header={store.holder.nameMessage} headingLevel={3}>
            {TEXT.nameSupport}
          </Banner>
          <p className={styles.text}>{TEXT.alternativeIntro}</p>
          <div className={styles.pair}>
            <TextField
              label={TEXT.alternativeFirstName}
              value={store.holder.alternativeFirstName}
              onChange={(value) => store.holder.setAlternativeFirstName(value)}
              onBlur={() => store.holder.leaveAlternativeName()}
              errorMessage={altError ?? undefined}
              isRequired
            />
            <TextField
              label={TEXT.alternativeLastName}
              value={store.holder.alternativeLastName}
              onChange={(value) => store.holder.setAlternativeLastName(value)}
              onBlur={() => store.holder.leaveAlternativeName()}
              errorMessage={altError ?? undefined}
              isRequired
            />
          </div>
        </Stack>
      )}
    </Stack>
  );
});
