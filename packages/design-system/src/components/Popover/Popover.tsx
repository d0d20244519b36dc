import { useState, type ReactNode, type RefObject } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  OverlayArrow,
  OverlayTriggerStateContext,
  Popover as AriaPopover,
  type OverlayTriggerState,
} from 'react-aria-components';
import * as styles from './Popover.css';

export type PopoverPlacement = 'top' | 'bottom' | 'left' | 'right' | 'start' | 'end';

export interface PopoverProps {
  /** The visible heading; it also names the popover's dialog. */
  title: string;
  /** Content, or a function of `close` for content with actions. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Preferred side; react-aria flips it when there is no room. */
  placement?: PopoverPlacement;
  /** Show the arrow that points at the trigger. */
  showArrow?: boolean;
  /** Controlled open state. Omit it inside a `DialogTrigger`, which owns the state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The element to position against, only when used without a `DialogTrigger`. */
  triggerRef?: RefObject<Element | null>;
}

/**
 * Open state for a popover used without a DialogTrigger. react-aria's Popover keeps such state to itself,
 * so its Dialog's `close` (and `slot="close"` buttons) would do nothing; this state is shared with them.
 */
function useStandaloneState(
  isOpen: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((isOpen: boolean) => void) | undefined,
): OverlayTriggerState | null {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  if (isOpen === undefined && defaultOpen === undefined) return null;
  const open = isOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (next === open) return;
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return {
    isOpen: open,
    setOpen,
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!open),
    // Pointer anchoring is for context menus; a popover anchors to its trigger.
    point: null,
    setPoint: () => {},
  };
}

/**
 * A small dialog anchored to the button that opens it, e.g. a "Service status" panel. Put it in a
 * `DialogTrigger` after a real button: react-aria moves focus into it, closes it on Escape or an outside
 * click and gives focus back to the button.
 */
export function Popover({
  title,
  children,
  placement = 'bottom',
  showArrow = true,
  isOpen,
  defaultOpen,
  onOpenChange,
  triggerRef,
}: PopoverProps) {
  const standalone = useStandaloneState(isOpen, defaultOpen, onOpenChange);
  const popover = (
    <AriaPopover
      className={styles.popover}
      placement={placement}
      offset={showArrow ? 12 : 8}
      isOpen={standalone?.isOpen}
      onOpenChange={standalone?.setOpen}
      triggerRef={triggerRef}
    >
      {showArrow && (
        <OverlayArrow className={styles.arrow}>
          <svg
            className={styles.arrowShape}
            width={12}
            height={12}
            viewBox="0 0 12 12"
            aria-hidden="true"
          >
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      <AriaDialog className={styles.dialog}>
        {({ close }) => (
          <>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {typeof children === 'function' ? children(close) : children}
          </>
        )}
      </AriaDialog>
    </AriaPopover>
  );
  if (!standalone) return popover;
  return (
    <OverlayTriggerStateContext.Provider value={standalone}>
      {popover}
    </OverlayTriggerStateContext.Provider>
  );
}
