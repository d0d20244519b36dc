import { useContext, useId, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import {
  Button,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectStateContext,
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

/**
 * Whether a placeholder repeats a (text) label as written, as 'Select Source of Funds' repeats 'Source of Funds'.
 * Case counts: a trigger found by its label ('Document type' in 'Select a document type') keeps it in its name.
 */
export function repeatsLabel(placeholder: string, label: ReactNode): boolean {
  const text = typeof label === 'string' || typeof label === 'number' ? String(label).trim() : '';
  return text !== '' && placeholder.includes(text);
}

/**
 * The trigger: the value (or placeholder) and the chevron. It is named by its value and the label ('Gift Source of
 * Funds'); while a placeholder that repeats the label shows, by the placeholder alone ('Select Source of Funds', not
 * 'Select Source of Funds Source of Funds', issue 43), which still holds the visible text (WCAG 2.5.3).
 */
function SelectTrigger({
  busyRef,
  isLoading,
  placeholderRepeatsLabel,
}: {
  busyRef: ReturnType<typeof useAriaBusy>;
  isLoading: boolean;
  placeholderRepeatsLabel: boolean;
}) {
  const state = useContext(SelectStateContext);
  const placeholderId = useId();
  const namedByPlaceholder = placeholderRepeatsLabel && state !== null && state.value === null;
  return (
    <Button
      ref={busyRef}
      className={styles.trigger}
      aria-labelledby={namedByPlaceholder ? placeholderId : undefined}
    >
      {/* Only the label: the option's description and tick belong in the list, not on the trigger. */}
      <SelectValue className={styles.value}>
        {({ isPlaceholder, selectedText, defaultChildren }) =>
          isPlaceholder ? <span id={placeholderId}>{defaultChildren}</span> : selectedText
        }
      </SelectValue>
      {isLoading ? (
        <Spinner size="sm" decorative />
      ) : (
        <Icon name="chevronDown" className={styles.chevron} />
      )}
    </Button>
  );
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
      <SelectTrigger
        busyRef={busyRef}
        isLoading={isLoading}
        placeholderRepeatsLabel={repeatsLabel(placeholder, label)}
      />
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
