import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FieldError as AriaFieldError, Label, Text } from 'react-aria-components';
import { Icon } from '../Icon';
import * as shared from '../../styles/shared.css';
import { announce } from '../../utils/announcer';

/**
 * The label, description and error parts every form field shares. Use them inside a react-aria field
 * (TextField, Select, ComboBox, DatePicker…): react-aria wires the ids, so the label names the input,
 * the description is its aria-describedby and the error is announced and tied to it.
 */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={shared.fieldLabel}>{children}</Label>;
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={shared.fieldDescription}>
      {children}
    </Text>
  );
}

/** How many times focus has moved in the document (one listener for every field). */
let focusMoves = 0;
let watchingFocus = false;
function watchFocusMoves() {
  if (watchingFocus) return;
  watchingFocus = true;
  document.addEventListener('focusin', () => (focusMoves += 1), true);
}

/**
 * Says a field's error when it appears (or changes) while focus is already in that field and has not moved since
 * the last render: typing an amount over the balance, Enter in a code field. Nothing else would speak it. When the
 * app moves focus to the invalid field instead, the focus move reads the error (its description): said once.
 */
function useErrorAnnouncement(text: string | undefined) {
  const errorRef = useRef<HTMLElement>(null);
  const movesAtLastRender = useRef(0);
  useLayoutEffect(watchFocusMoves, []);
  useLayoutEffect(() => {
    const field = errorRef.current?.parentElement;
    if (!text || !field) return;
    const focusStayed = focusMoves === movesAtLastRender.current;
    // 'Error: ' as the toasts say it; it also keeps the copy apart from the visible text for exact-text queries.
    if (focusStayed && field.contains(document.activeElement)) return announce(`Error: ${text}`);
  }, [text]);
  // After the effect above: the baseline for the next render.
  useLayoutEffect(() => {
    movesAtLastRender.current = focusMoves;
  });
  return errorRef;
}

/**
 * Shows the caller's error message. React-aria renders FieldError only while the field is invalid, so pass
 * `isInvalid` (or `validationBehavior="aria"` + `validate`) on the field together with `errorMessage`. An error
 * that appears without a focus move is announced (see useErrorAnnouncement).
 */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  const errorRef = useErrorAnnouncement(typeof children === 'string' ? children : undefined);
  return (
    <AriaFieldError ref={errorRef} className={shared.fieldError}>
      {({ validationErrors }) => (
        <FieldErrorText>{children ?? validationErrors.join(' ')}</FieldErrorText>
      )}
    </AriaFieldError>
  );
}

/**
 * The content of every field error (issue 42: one style for all): the error icon (hidden from assistive
 * technology) and the message. Put it in an element with `shared.fieldError`; FieldErrorMessage does.
 */
export function FieldErrorText({ children }: { children: ReactNode }) {
  return (
    <>
      <Icon name="error" size={16} className={shared.fieldErrorIcon} />
      {/* Bare text beside the icon: the element holding both is the error (its id, its text). */}
      {children}
    </>
  );
}

/** Props every field in the design system accepts for its chrome. */
export interface FieldChromeProps {
  /** Visible label; required, so every input has a name. */
  label: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** The caller's message, shown when the field is invalid; setting it marks the field invalid. */
  errorMessage?: string;
}
