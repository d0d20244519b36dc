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

/** A button showing only an icon; its type requires an accessible label. */
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
  return (
    <AriaButton
      {...rest}
      ref={mergeRefs(busyRef, ref)}
      isPending={isPending}
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
