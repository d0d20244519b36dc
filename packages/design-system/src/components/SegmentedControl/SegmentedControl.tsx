import type { ReactNode } from 'react';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { Icon } from '../Icon';
import * as styles from './SegmentedControl.css';

export interface SegmentedControlOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

/** The group needs a name: a visible `label`, or an `aria-label` when the context already shows one. */
type SegmentedControlName =
  { label: ReactNode; 'aria-label'?: never } | { label?: never; 'aria-label': string };

export type SegmentedControlProps = SegmentedControlName & {
  options: SegmentedControlOption[];
  /** The selected option's id (controlled). */
  selectedKey?: string;
  /** The initially selected id (uncontrolled); defaults to the first option. */
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  isDisabled?: boolean;
  /** Stretch the segments across the container. */
  fullWidth?: boolean;
};

/**
 * A single choice shown as joined segments (e.g. 'Transactions' / 'Rewards', 'Fiat' / 'Digital' / 'All').
 * Built as a radio group: one Tab stop, arrow keys move the selection, and one option is always selected.
 */
export function SegmentedControl({
  options,
  label,
  'aria-label': ariaLabel,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isDisabled,
  fullWidth = false,
}: SegmentedControlProps) {
  return (
    <RadioGroup
      aria-label={ariaLabel}
      orientation="horizontal"
      value={selectedKey}
      defaultValue={selectedKey === undefined ? (defaultSelectedKey ?? options[0]?.id) : undefined}
      onChange={onSelectionChange}
      isDisabled={isDisabled}
      className={styles.root}
    >
      {label && <Label className={shared.fieldLabel}>{label}</Label>}
      <div className={fullWidth ? `${styles.track} ${styles.trackFullWidth}` : styles.track}>
        {options.map((option) => (
          <RadioField
            key={option.id}
            value={option.id}
            isDisabled={option.isDisabled}
            className={styles.segmentField}
          >
            {({ isSelected }) => (
              <RadioButton className={styles.segment}>
                {isSelected && <Icon name="check" size={16} />}
                <span>{option.label}</span>
              </RadioButton>
            )}
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}
