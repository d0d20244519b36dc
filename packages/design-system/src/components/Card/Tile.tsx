import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { itemBody, itemTitle } from '../../styles/shared.css';
import * as styles from './Card.css';

interface TileContentProps {
  /** Main line; part of the accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Content at the end, e.g. an Amount or a StatusTag. Must not be interactive. */
  trailing?: ReactNode;
  /** Decorative icon at the start. */
  icon?: IconName;
  /** Greyed style for inactive items that stay usable; use isDisabled to block interaction. */
  isDimmed?: boolean;
}

export interface TileLinkProps
  extends
    TileContentProps,
    Pick<
      AriaLinkProps,
      'target' | 'rel' | 'isDisabled' | 'onPress' | 'aria-label' | 'aria-describedby'
    > {
  /** Renders a real link (`<a href>`): it navigates, opens in a new tab, and is listed as a link. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export interface TileButtonProps
  extends
    TileContentProps,
    Pick<AriaButtonProps, 'isDisabled' | 'aria-label' | 'aria-describedby' | 'aria-pressed'> {
  href?: never;
  /** Renders a real `<button>` that runs this action. */
  onPress: NonNullable<AriaButtonProps['onPress']>;
  ref?: Ref<HTMLButtonElement>;
}

export type TileProps = TileLinkProps | TileButtonProps;

function TileContent({ title, description, trailing, icon }: TileContentProps) {
  // Only phrasing content (spans): a <button> may not contain blocks or headings. The {' '} between flex
  // items renders nothing but keeps words apart in the accessible name ('Main account AX-1001').
  return (
    <>
      {icon && (
        <span className={styles.tileIcon}>
          <Icon name={icon} />
        </span>
      )}
      <span className={itemBody}>
        <span className={itemTitle}>{title}</span>{' '}
        {description && <span className={styles.tileDescription}>{description}</span>}
      </span>{' '}
      {trailing && <span className={styles.tileTrailing}>{trailing}</span>}
    </>
  );
}

/**
 * A clickable card: a real link when given `href`, a real button when given `onPress`, so it is
 * reachable by Tab, activated by Enter (and Space for buttons), and announced with the right role.
 */
export function Tile(props: TileProps) {
  const { title, description, trailing, icon, isDimmed = false } = props;
  const content = (
    <TileContent title={title} description={description} trailing={trailing} icon={icon} />
  );
  const dimmed = isDimmed ? '' : undefined;
  if (props.href !== undefined) {
    const { href, target, rel, isDisabled, onPress, ref } = props;
    return (
      <AriaLink
        ref={ref}
        href={href}
        target={target}
        rel={rel}
        isDisabled={isDisabled}
        onPress={onPress}
        aria-label={props['aria-label']}
        aria-describedby={props['aria-describedby']}
        className={styles.tile}
        data-dimmed={dimmed}
      >
        {content}
      </AriaLink>
    );
  }
  const { onPress, isDisabled, ref } = props;
  return (
    <AriaButton
      ref={ref}
      onPress={onPress}
      isDisabled={isDisabled}
      aria-label={props['aria-label']}
      aria-describedby={props['aria-describedby']}
      aria-pressed={props['aria-pressed']}
      className={styles.tile}
      data-dimmed={dimmed}
    >
      {content}
    </AriaButton>
  );
}
