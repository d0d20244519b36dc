import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { mergeRefs, useAriaBusy } from '../../utils/refs';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import { iconButton } from './IconButton.css';

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'aria-label'
> {
  /** The accessible name. Required: an icon alone names nothing. */
  'aria-label': string;
  icon: IconName;
  size?: 'small' | 'medium';
  shape?: 'square' | 'circle';
  variant?: 'plain' | 'outlined' | 'primary';
  ref?: Ref<HTMLButtonElement>;
}

/** The press handlers a pending button drops, so it cannot act twice. */
const PRESS_HANDLERS = [
  'onPress',
  'onPressStart',
  'onPressEnd',
  'onPressChange',
  'onPressUp',
  'onClick',
] as const;

/**
 * A button showing only an icon; its type requires an accessible label. While `isPending` it shows a spinner, keeps
 * focus, has aria-busy and ignores presses, and says nothing: its caller says the outcome (a refreshed rate, in one
 * polite status). react-aria's own pending announcement would say the label assertively at both ends (issue 43 #3:
 * the rate refresh spoke politely, then assertively).
 */
export function IconButton({
  icon,
  size = 'medium',
  shape = 'square',
  variant = 'plain',
  isPending,
  ref,
  ...rest
}: IconButtonProps) {
  const busyRef = useAriaBusy(isPending);
  const props: AriaButtonProps = { ...rest };
  if (isPending) {
    for (const handler of PRESS_HANDLERS) delete props[handler];
    if (props.type === 'submit') props.type = 'button';
    props['aria-disabled'] = 'true';
  }
  return (
    <AriaButton
      {...props}
      ref={mergeRefs(busyRef, ref)}
      className={iconButton({ size, shape, variant })}
    >
      {isPending ? (
        <Spinner size="sm" decorative />
      ) : (
        <Icon name={icon} size={size === 'small' ? 16 : 20} />
      )}
    </AriaButton>
  );
}
