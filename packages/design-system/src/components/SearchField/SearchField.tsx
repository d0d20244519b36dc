import { useRef, type Ref } from 'react';
import {
  Group,
  Input,
  Label,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { mergeRefs } from '../../utils/refs';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { groupInput, inputGroup } from '../../styles/shared.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends
    FieldChromeProps,
    Omit<AriaSearchFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  placeholder?: string;
  /** Keeps the label for screen readers but hides it visually, e.g. in a toolbar beside a heading. */
  isLabelHidden?: boolean;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Ref to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search input. Enter calls `onSubmit(value)`; Escape or the 'Clear search' button empties it, calls
 * `onClear` and leaves focus in the input. The clear button appears only when there is text to clear.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  isLabelHidden = false,
  clearLabel = 'Clear search',
  isDisabled,
  isReadOnly,
  onClear,
  ref,
  ...rest
}: SearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const isInvalid = Boolean(errorMessage);
  return (
    <AriaSearchField
      {...rest}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      onClear={onClear}
      isInvalid={isInvalid || undefined}
      className={styles.root}
    >
      {({ state }) => (
        <>
          {isLabelHidden ? (
            <Label className={shared.visuallyHidden}>{label}</Label>
          ) : (
            <FieldLabel>{label}</FieldLabel>
          )}
          <Group
            role="presentation"
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            className={inputGroup}
          >
            <span className={styles.searchIcon}>
              <Icon name="search" size={18} />
            </span>
            <Input
              ref={mergeRefs(inputRef, ref)}
              placeholder={placeholder}
              className={`${groupInput} ${styles.input}`}
            />
            <span className={styles.clearSlot}>
              {/* Our own button, not react-aria's (slot={null}): react-aria's stays out of the tab order and
                  moves focus on press start, which breaks Enter and Space. This one is reachable by Tab for
                  keyboard users who do not know Escape. */}
              <IconButton
                slot={null}
                icon="close"
                size="small"
                aria-label={clearLabel}
                isDisabled={isDisabled || isReadOnly}
                // A mouse or touch press leaves focus (and the on-screen keyboard) in the input.
                preventFocusOnPress
                onPress={() => {
                  state.setValue('');
                  onClear?.();
                  inputRef.current?.focus();
                }}
              />
            </span>
          </Group>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </>
      )}
    </AriaSearchField>
  );
}
