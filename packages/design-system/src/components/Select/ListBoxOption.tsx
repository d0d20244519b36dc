import { ListBoxItem } from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { Icon } from '../Icon';
import * as styles from './Select.css';

/** One option of a Select or ComboBox list: plain values only. */
export interface ListOption {
  id: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

/**
 * Renders an option with its label, optional description and a tick when selected, so selection does not
 * rest on the background colour. The description is part of the option's name (not aria-describedby) so
 * the name holds all the visible text (WCAG 2.5.3); textValue stays the label for type-ahead and the
 * ComboBox input. Shared by Select and ComboBox.
 */
export function ListBoxOption({ option }: { option: ListOption }) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      isDisabled={option.isDisabled}
      className={shared.listBoxItem}
    >
      {({ isSelected }) => (
        <>
          {/* Block elements, so the computed name has a space between label and description. */}
          <div className={styles.optionText}>
            <div>{option.label}</div>
            {option.description && (
              <div className={styles.optionDescription}>{option.description}</div>
            )}
          </div>
          {isSelected && <Icon name="check" size={16} className={styles.optionCheck} />}
        </>
      )}
    </ListBoxItem>
  );
}
