import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldDescription } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label; it names the switch. */
  children: ReactNode;
  /** Help text under the label, read as the switch's description. */
  description?: ReactNode;
}

/**
 * An on/off setting that applies at once (use a Checkbox for choices submitted with a form). On shows the
 * thumb at the end with a tick, so the state never rests on colour alone.
 */
export function Switch({ children, description, ...rest }: SwitchProps) {
  return (
    <SwitchField {...rest} className={styles.field}>
      {({ isSelected }) => (
        <>
          <SwitchButton className={styles.switchButton}>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb}>
                {isSelected && <Icon name="check" size={12} strokeWidth={3} />}
              </span>
            </span>
            <span>{children}</span>
          </SwitchButton>
          {description && (
            <div className={styles.helpText}>
              <FieldDescription>{description}</FieldDescription>
            </div>
          )}
        </>
      )}
    </SwitchField>
  );
}
