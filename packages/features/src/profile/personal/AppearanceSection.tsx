import { observer } from 'mobx-react-lite';
import { Radio, RadioGroup } from '@axia/design-system';
import { THEME_CHOICES, useServices, type ThemeChoice } from '../../kit';
import { APPEARANCE_TEXT as TEXT } from '../messages';
import * as styles from '../profile.css';

const isThemeChoice = (value: string): value is ThemeChoice =>
  (THEME_CHOICES as readonly string[]).includes(value);

/**
 * The Personal page's Appearance section (issue 43 #6): the colour theme — System (the device's light, dark or high
 * contrast), Light, Dark or High contrast — applied as soon as it is chosen (no Save) and remembered for this customer
 * on this device by the app.
 */
export const AppearanceSection = observer(function AppearanceSection() {
  const { theme } = useServices();
  return (
    <section className={styles.section} aria-labelledby="profile-appearance-heading">
      <h2 id="profile-appearance-heading" className={styles.sectionHeading}>
        {TEXT.heading}
      </h2>
      <RadioGroup
        label={TEXT.label}
        description={TEXT.description}
        value={theme.choice}
        onChange={(value) => {
          if (isThemeChoice(value)) theme.choose(value);
        }}
      >
        <Radio value="system" description={TEXT.systemDescription}>
          {TEXT.system}
        </Radio>
        <Radio value="light">{TEXT.light}</Radio>
        <Radio value="dark">{TEXT.dark}</Radio>
        <Radio value="highContrast" description={TEXT.highContrastDescription}>
          {TEXT.highContrast}
        </Radio>
      </RadioGroup>
    </section>
  );
});
