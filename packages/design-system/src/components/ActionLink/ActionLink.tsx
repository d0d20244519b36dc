import type { Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import * as styles from './ActionLink.css';

export interface ActionLinkProps extends Omit<
  AriaLinkProps,
  'className' | 'style' | 'children' | 'target'
> {
  /** The action's picture, drawn in a circle above the label (decorative: the label names the link). */
  icon: IconName;
  /** A short label: 'Add money', 'Send'. */
  children: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A shortcut to one of the things a customer does most, as a round icon over its label (a link: it goes to the
 * page that does it). Put a few side by side in a group named for them.
 */
export function ActionLink({ icon, children, ref, ...rest }: ActionLinkProps) {
  return (
    <AriaLink {...rest} ref={ref} className={styles.actionLink}>
      <span className={styles.icon}>
        <Icon name={icon} size={20} />
      </span>
      {children}
    </AriaLink>
  );
}
