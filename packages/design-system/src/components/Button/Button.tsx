import { useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { announce } from '../../utils/announcer';
import { mergeRefs, useAriaBusy } from '../../utils/refs';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon shown before the label (decorative). */
  icon?: ReactNode;
  /**
   * Unavailable, but kept in the tab order (unlike `isDisabled`), so a keyboard or screen-reader user meets it and
   * hears why: aria-disabled, greyed, presses ignored. Tie the reason to it with `aria-describedby`.
   */
  isSoftDisabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The press handlers a pending or soft-disabled button drops, so it cannot act twice. */
const PRESS_HANDLERS = [
  'onPress',
  'onPressStart',
  'onPressEnd',
  'onPressChange',
  'onPressUp',
  'onClick',
] as const;

/**
 * Says "<label>, busy" once when the button turns pending while the user is on it (the button or its form has
 * focus), and nothing when it stops: the outcome (an error, a toast, the next page) is what should be heard then.
 * (react-aria's own pending announcement says the label assertively at both ends, cutting the outcome off.)
 */
function useBusyAnnouncement(isPending: boolean | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!isPending || !element) return;
    const active = document.activeElement;
    const onIt = active === element || (element.form !== null && element.form.contains(active));
    if (!onIt) return;
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return label ? announce(`${label}, busy`) : undefined;
  }, [isPending]);
  return ref;
}

/**
 * The action button. While `isPending` it keeps focus, ignores presses (a submit button stops submitting its form),
 * has aria-busy and a spinner beside the label, and says "<label>, busy" once (see useBusyAnnouncement).
 * `isSoftDisabled` greys it and ignores presses the same way, but keeps it focusable (see the prop).
 * A bare `aria-disabled="true"` greys it like `isDisabled` but keeps it focusable and pressable (its `onPress` still
 * runs, e.g. to say why it cannot act: tie that reason to it with `aria-describedby`).
 */
export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  icon,
  isPending,
  isSoftDisabled,
  ref,
  ...rest
}: ButtonProps) {
  const busyRef = useAriaBusy(isPending);
  const announceRef = useBusyAnnouncement(isPending);
  const props: AriaButtonProps = { ...rest };
  if (isPending || isSoftDisabled) {
    // Pending is handled here rather than by react-aria's isPending (see useBusyAnnouncement); neither state leaves
    // the tab order, as react-aria's isDisabled would.
    for (const handler of PRESS_HANDLERS) delete props[handler];
    if (props.type === 'submit') props.type = 'button';
    props['aria-disabled'] = 'true';
  }
  return (
    <AriaButton
      {...props}
      ref={mergeRefs(busyRef, announceRef, ref)}
      className={button({ variant, size, fullWidth })}
    >
      {isPending ? <Spinner size="sm" decorative /> : icon}
      <span>{children}</span>
    </AriaButton>
  );
}
