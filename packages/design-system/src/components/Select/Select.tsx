import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import {
  Button,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';
import { useAriaBusy } from '../../utils/refs';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { ListBoxOption, type ListOption } from './ListBoxOption';
import * as styles from './Select.css';

export type SelectItem = ListOption;

export interface SelectProps
  extends
    FieldChromeProps,
    Pick<
      AriaSelectProps<SelectItem>,
      | 'isDisabled'
      | 'isRequired'
      | 'isInvalid'
      | 'name'
      | 'autoFocus'
      | 'isOpen'
      | 'defaultOpen'
      | 'onOpenChange'
      | 'onBlur'
      | 'onFocus'
    > {
  items: SelectItem[];
  /** Shown on the trigger while nothing is selected. */
  placeholder?: string;
  /** The selected id (controlled); `null` for none. */
  selectedKey?: string | null;
  /** The initially selected id (uncontrolled). */
  defaultSelectedKey?: string | null;
  onSelectionChange?: (id: string | null) => void;
  /** While the options load: a spinner on the trigger and 'Loading…' in the list. */
  isLoading?: boolean;
  /** Shown in the open list when there are no options. */
  emptyText?: string;
}

const toId = (key: Key | null) => (key === null ? null : String(key));

/** Whether a placeholder repeats a (text) label, as 'Select Source of Funds' repeats 'Source of Funds'. */
export function repeatsLabel(placeholder: string, label: ReactNode): boolean {
  const text = typeof label === 'string' || typeof label === 'number' ? String(label).trim() : '';
  return text !== '' && placeholder.toLowerCase().includes(text.toLowerCase());
}

/**
 * Picks one option from a list. The label names the trigger button; the value, description and error are
 * announced with it. Opens with Enter, Space or the arrow keys; type-ahead jumps to an option.
 */
export function Select({
  label,
  description,
  errorMessage,
  isInvalid,
  items,
  placeholder = 'Select an option',
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isLoading = false,
  emptyText = 'No options',
  ...rest
}: SelectProps) {
  const busyRef = useAriaBusy(isLoading);
  const placeholderRepeatsLabel = repeatsLabel(placeholder, label);
  return (
    <AriaSelect
      {...rest}
      placeholder={placeholder}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(toId(key))}
      isInvalid={Boolean(isInvalid || errorMessage)}
      className={styles.root}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button ref={busyRef} className={styles.trigger}>
        {/* Only the label: the option's description and tick belong in the list, not on the trigger. A
            placeholder that repeats the label is only shown: the trigger is named by its value and its label, and
            'Select Source of Funds Source of Funds' says the label twice (issue 43). */}
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            !isPlaceholder ? (
              selectedText
            ) : placeholderRepeatsLabel ? (
              <span aria-hidden="true">{defaultChildren}</span>
            ) : (
              defaultChildren
            )
          }
        </SelectValue>
        {isLoading ? (
          <Spinner size="sm" decorative />
        ) : (
          <Icon name="chevronDown" className={styles.chevron} />
        )}
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={shared.popoverSurface} placement="bottom start">
        <ListBox
          items={items}
          className={shared.listBox}
          renderEmptyState={() => (
            <div className={styles.emptyState}>{isLoading ? 'Loading…' : emptyText}</div>
          )}
        >
          {(item) => <ListBoxOption option={item} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
