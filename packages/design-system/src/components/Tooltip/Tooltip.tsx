import type { ReactElement, ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The hint. Never the only place of essential information: touch users rarely see tooltips. */
  content: ReactNode;
  /** The trigger: a focusable react-aria element such as `Button`, `IconButton` or a `Link`. */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** Hover delay in ms before showing; keyboard focus shows it at once. */
  delay?: number;
  closeDelay?: number;
  showArrow?: boolean;
  isDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A short hint shown when its trigger is hovered or focused with the keyboard, and hidden on Escape, blur or
 * pointer leave. The trigger is described by it (aria-describedby). Use it for supplementary hints only.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 700,
  closeDelay = 300,
  showArrow = true,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <AriaTooltip className={styles.tooltip} placement={placement} offset={showArrow ? 10 : 6}>
        {showArrow && (
          <OverlayArrow className={styles.arrow}>
            <svg
              className={styles.arrowShape}
              width={8}
              height={8}
              viewBox="0 0 8 8"
              aria-hidden="true"
            >
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </OverlayArrow>
        )}
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
