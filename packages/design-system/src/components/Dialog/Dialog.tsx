import { useId, type ReactNode, type Ref } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type DialogTriggerProps as AriaDialogTriggerProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';
import { ScrollableBody } from '../../utils/ScrollableBody';

export type DialogSize = 'small' | 'medium' | 'large';

/** Content may be a function of `close`, for actions that close the dialog after doing something. */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps {
  /** The visible heading; it also names the dialog. */
  title: string;
  /** A short line under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** The body. Long content scrolls inside the dialog, never the page. */
  children: DialogContent;
  /** Actions at the bottom. A `Button` with `slot="close"` closes the dialog. */
  footer?: DialogContent;
  size?: DialogSize;
  /** Whether a click outside closes the dialog. Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Called when Escape is about to close the dialog (e.g. to treat it as "cancel"). */
  onEscape?: () => void;
  /** Controlled open state. Omit it inside a `DialogTrigger`, which owns the state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Hide the close button (then give the footer a way out). */
  hideCloseButton?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user (see AlertDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Extra description ids, e.g. the message of an alert dialog. */
  'aria-describedby'?: string;
  /**
   * The title's heading, made focusable by script (tabIndex -1) when given: a dialog of steps moves focus to it on a
   * step change, so the new title is said ('heading, Confirm your staking') rather than an unnamed element.
   */
  titleRef?: Ref<HTMLHeadingElement>;
}

function renderContent(content: DialogContent, close: () => void) {
  return typeof content === 'function' ? content(close) : content;
}

/**
 * A modal dialog: a backdrop, a centred panel with a heading, an optional description, a scrolling body, a
 * footer of actions and a close button. react-aria traps focus inside, hides the rest of the page from
 * assistive tech, closes on Escape and returns focus to the element that opened it.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size = 'medium',
  isDismissable = true,
  isKeyboardDismissDisabled,
  onEscape,
  isOpen,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  hideCloseButton = false,
  role = 'dialog',
  'aria-describedby': describedBy,
  titleRef,
}: DialogProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={styles.modal({ size })}>
        {/* react-aria closes on Escape in the modal's handler, after this one; nested overlays (a menu,
            a tooltip) stop the event before it gets here, so onEscape only fires when the dialog closes. */}
        <div
          className={styles.keyboardScope}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !isKeyboardDismissDisabled) onEscape?.();
          }}
        >
          <AriaDialog
            className={styles.dialog}
            role={role}
            aria-describedby={
              [description ? descriptionId : undefined, describedBy].filter(Boolean).join(' ') ||
              undefined
            }
          >
            {({ close }) => (
              <>
                <div className={styles.header}>
                  <Heading
                    slot="title"
                    className={styles.title}
                    ref={titleRef}
                    tabIndex={titleRef ? -1 : undefined}
                  >
                    {title}
                  </Heading>
                  {!hideCloseButton && (
                    <IconButton slot="close" icon="close" aria-label={closeLabel} />
                  )}
                </div>
                {description && (
                  <p id={descriptionId} className={styles.description}>
                    {description}
                  </p>
                )}
                <ScrollableBody className={styles.body}>
                  {renderContent(children, close)}
                </ScrollableBody>
                {footer && <div className={styles.footer}>{renderContent(footer, close)}</div>}
              </>
            )}
          </AriaDialog>
        </div>
      </Modal>
    </ModalOverlay>
  );
}

export type DialogTriggerProps = AriaDialogTriggerProps;

/**
 * Opens the `Dialog`, `AlertDialog`, `Drawer` or `Popover` it wraps when its first child (any pressable,
 * such as `Button` or `IconButton`) is pressed, and gives focus back to that trigger on close.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}
