import { Button, type ButtonProps } from '@axia/design-system';
import * as styles from './GreyedButton.css';

export interface GreyedButtonProps extends ButtonProps {
  /**
   * Greyed and aria-disabled, yet focusable and pressable (the caller's `onPress` still runs, e.g. to show why): the
   * spec's 'greyed' buttons (§2 Order Card with the card feature off, §4 step 3 Order Card until the terms are
   * approved). Tie the reason to it with `aria-describedby`.
   */
  isGreyed: boolean;
}

/** A design-system Button that can be greyed without leaving the tab order (aria-disabled instead of disabled). */
export function GreyedButton({ isGreyed, ...props }: GreyedButtonProps) {
  // One tree either way, so the button keeps focus when it stops (or starts) being greyed.
  return (
    <span className={isGreyed ? `${styles.wrapper} ${styles.greyed}` : styles.wrapper}>
      <Button {...props} aria-disabled={isGreyed ? 'true' : undefined} />
    </span>
  );
}
