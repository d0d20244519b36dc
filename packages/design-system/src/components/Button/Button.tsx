import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
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
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The action button. While `isPending`, react-aria keeps focus on it and ignores presses; aria-busy tells
 * screen readers the action is in progress, and a spinner shows beside the label.
 * `aria-disabled="true"` greys it like `isDisabled` but keeps it focusable and pressable (its `onPress` still runs,
 * e.g. to say why it cannot act: tie that reason to it with `aria-describedby`).
 */
export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  icon,
  isPending,
  ref,
  ...rest
}: ButtonProps) {
  const busyRef = useAriaBusy(isPending);
  return (
    <AriaButton
      {...rest}
      ref={mergeRefs(busyRef, ref)}
      isPending={isPending}
      className={button({ variant, size, fullWidth })}
    >
      {isPending ? <Spinner size="sm" decorative /> : icon}
      <span>{children}</span>
    </AriaButton>
  );
}
