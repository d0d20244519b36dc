import { useCallback, useMemo, type ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Label,
  ListBox,
  Popover,
  useFilter,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field';
import { Icon } from '../Icon';
import { ListBoxOption, type ListOption } from '../Select/ListBoxOption';
import * as selectStyles from '../Select/Select.css';
import { Spinner } from '../Spinner';
import * as styles from './ComboBox.css';

export interface ComboBoxItem extends ListOption {
  /** Other strings that find this item, e.g. a country's codes and dial code. */
  keywords?: string[];
}

export interface ComboBoxProps extends Pick<
  AriaComboBoxProps<ComboBoxItem>,
  | 'isDisabled'
  | 'isRequired'
  | 'isInvalid'
  | 'validationBehavior'
  | 'name'
  | 'autoFocus'
  | 'inputValue'
  | 'defaultInputValue'
  | 'onInputChange'
  | 'onOpenChange'
  | 'onBlur'
  | 'onFocus'
  | 'menuTrigger'
> {
  /** Names the input; required so the field always has a name. */
  label: ReactNode;
  /** Keeps the label for assistive tech only, where the context shows it (e.g. inside PhoneField). */
  hideLabel?: boolean;
  items: ComboBoxItem[];
  description?: ReactNode;
  /** Shown while invalid and tied to the input; setting it marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** The selected id (controlled); `null` for none. */
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelectionChange?: (id: string | null) => void;
  /** Shown in the list when nothing matches. */
  emptyText?: string;
  /** While the items load: a spinner beside the input and 'Loading…' in the list. */
  isLoading?: boolean;
}

const toId = (key: Key | null) => (key === null ? null : String(key));

/**
 * A searchable single choice. Typing filters the list by label or any keyword (case- and accent-
 * insensitive, anywhere in the text); the 'Show suggestions' button lists every item.
 */
export function ComboBox({
  label,
  hideLabel = false,
  description,
  errorMessage,
  isInvalid,
  items,
  placeholder,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  emptyText = 'No results',
  isLoading = false,
  ...rest
}: ComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });

  // React Aria filters on each item's text value (its label), so look the keywords up by label.
  const searchTermsByLabel = useMemo(() => {
    const terms = new Map<string, string[]>();
    for (const item of items) {
      terms.set(item.label, [...(terms.get(item.label) ?? [item.label]), ...(item.keywords ?? [])]);
    }
    return terms;
  }, [items]);

  const matches = useCallback(
    (textValue: string, inputValue: string) =>
      (searchTermsByLabel.get(textValue) ?? [textValue]).some((term) =>
        contains(term, inputValue.trim()),
      ),
    [searchTermsByLabel, contains],
  );

  return (
    <AriaComboBox
      {...rest}
      defaultItems={items}
      defaultFilter={matches}
      // Keep the list open when nothing matches so the empty state is announced.
      allowsEmptyCollection
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(toId(key))}
      isInvalid={Boolean(isInvalid || errorMessage)}
      className={styles.root}
    >
      {hideLabel ? (
        <Label className={shared.visuallyHidden}>{label}</Label>
      ) : (
        <FieldLabel>{label}</FieldLabel>
      )}
      <Group className={styles.group}>
        <Input className={styles.input} placeholder={placeholder} />
        {isLoading && (
          <span className={styles.spinner}>
            <Spinner size="sm" label="Loading options" />
          </span>
        )}
        {/* React Aria names this button 'Show suggestions' (localised) plus the field's label. */}
        <Button className={styles.button}>
          <Icon name="chevronDown" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={shared.popoverSurface} placement="bottom start">
        <ListBox
          className={shared.listBox}
          renderEmptyState={() => (
            <div className={selectStyles.emptyState}>{isLoading ? 'Loading…' : emptyText}</div>
          )}
        >
          {(item: ComboBoxItem) => <ListBoxOption option={item} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
