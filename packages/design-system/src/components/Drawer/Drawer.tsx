import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { visuallyHidden } from '../../styles/shared.css';
import { ScrollableBody } from '../../utils/ScrollableBody';
import { IconButton } from '../IconButton';
import * as styles from './Drawer.css';

export interface DrawerProps {
  /** The heading that names the drawer, e.g. 'Menu'. */
  title: string;
  /** Keep the heading for screen readers only (the drawer is still named by it). */
  hideTitle?: boolean;
  /** The panel's content, or a function of `close` (e.g. to close after following a link). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The edge the panel slides from. */
  side?: 'left' | 'right';
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Whether a click on the backdrop closes the drawer. */
  isDismissable?: boolean;
  /** Controlled open state. Omit it inside a `DialogTrigger`, which owns the state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A modal panel that slides in from the side: the mobile navigation menu. It is a dialog named by its
 * heading; focus is trapped inside, Escape, the backdrop and the close button close it, and focus returns to
 * the button that opened it. The slide is skipped when the user prefers reduced motion.
 */
export function Drawer({
  title,
  hideTitle = false,
  children,
  side = 'left',
  closeLabel = 'Close menu',
  isDismissable = true,
  isOpen,
  defaultOpen,
  onOpenChange,
}: DrawerProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable={isDismissable}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={styles.panel({ side })}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div
                className={
                  hideTitle ? `${styles.header} ${styles.headerWithoutTitle}` : styles.header
                }
              >
                <Heading slot="title" className={hideTitle ? visuallyHidden : styles.title}>
                  {title}
                </Heading>
                <IconButton slot="close" icon="close" aria-label={closeLabel} />
              </div>
              <ScrollableBody className={styles.body}>
                {typeof children === 'function' ? children(close) : children}
              </ScrollableBody>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
