import { useId, type ReactElement, type ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  Text,
  type Key,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import * as styles from './Menu.css';

export type MenuPlacement = 'bottom start' | 'bottom end' | 'top start' | 'top end';

export interface MenuProps {
  /** The button that opens the menu (`Button`, `IconButton`…); it names the menu unless `aria-label` is set. */
  trigger: ReactElement;
  /** `MenuItem`, `MenuSeparator` and `MenuSection` elements. */
  children: ReactNode;
  /** Name of the menu when the trigger's name does not fit (e.g. an avatar button). */
  'aria-label'?: string;
  /** Called with the `id` of the chosen item (items may also have their own `onAction`). */
  onAction?: (key: Key) => void;
  /** Item ids that cannot be chosen. */
  disabledKeys?: Iterable<Key>;
  placement?: MenuPlacement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A dropdown menu of actions and links. react-aria gives it the menu pattern: Enter, Space or ArrowDown on
 * the trigger opens it, arrows move between items, typing jumps to an item, Enter chooses, Escape closes,
 * and focus goes back to the trigger.
 */
export function Menu({
  trigger,
  children,
  'aria-label': ariaLabel,
  onAction,
  disabledKeys,
  placement = 'bottom end',
  isOpen,
  defaultOpen,
  onOpenChange,
}: MenuProps) {
  const labelId = useId();
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      {/* react-aria labels the menu, and the dialog popover around it, by the trigger through aria-labelledby,
          which beats aria-label; a hidden label element is the way to give both the menu's own name. */}
      <Popover
        className={styles.popover}
        placement={placement}
        offset={4}
        aria-labelledby={ariaLabel ? labelId : undefined}
      >
        {ariaLabel && (
          <span id={labelId} hidden>
            {ariaLabel}
          </span>
        )}
        <AriaMenu
          className={styles.menu}
          aria-labelledby={ariaLabel ? labelId : undefined}
          onAction={onAction && ((key) => onAction(key))}
          disabledKeys={disabledKeys}
        >
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps {
  /** The key passed to the menu's `onAction`. */
  id?: Key;
  children: string;
  /** Decorative icon before the label. */
  icon?: IconName;
  /** Makes the item a link. */
  href?: string;
  target?: string;
  onAction?: () => void;
  isDisabled?: boolean;
}

/** One action (`onAction`) or link (`href`) of a Menu. */
export function MenuItem({
  id,
  children,
  icon,
  href,
  target,
  onAction,
  isDisabled,
}: MenuItemProps) {
  return (
    <AriaMenuItem
      id={id ?? children}
      textValue={children}
      href={href}
      target={target}
      onAction={onAction}
      isDisabled={isDisabled}
      className={styles.item}
    >
      {icon && <Icon name={icon} size={18} className={styles.itemIcon} />}
      <Text slot="label" className={styles.itemLabel}>
        {children}
      </Text>
    </AriaMenuItem>
  );
}

/** A line between groups of items (role separator). */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export interface MenuSectionProps {
  /** Visible heading that names the group. */
  title: string;
  children: ReactNode;
}

/** A named group of items. */
export function MenuSection({ title, children }: MenuSectionProps) {
  return (
    <AriaMenuSection>
      <Header className={styles.sectionHeader}>{title}</Header>
      {children}
    </AriaMenuSection>
  );
}
