import { useId, type ReactNode, type Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './Banner.css';

export type BannerTone = 'info' | 'warning' | 'success' | 'danger';

const toneIcon: Record<BannerTone, IconName> = {
  info: 'megaphone',
  warning: 'warning',
  success: 'success',
  danger: 'error',
};

export interface BannerProps {
  /** The short title; it is also the accessible name of the banner's region. */
  header: string;
  /** The body text. */
  children: ReactNode;
  /** Default `info`. Each tone has its own icon, so the tone is never shown by colour alone. */
  tone?: BannerTone;
  /** Level of the header's heading element. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Makes the banner dismissible: a 'Dismiss announcement' button calls it. The app hides the banner, keeps
   * that choice, and should move focus to its `BannerRestoreButton` so keyboard focus is not lost.
   */
  onDismiss?: () => void;
  /** The dismiss button, for moving focus back to it when a restored banner reappears. */
  dismissRef?: Ref<HTMLButtonElement>;
}

/** An announcement at the top of a page: a named region with a header, body text and an optional close button. */
export function Banner({
  header,
  children,
  tone = 'info',
  headingLevel = 2,
  onDismiss,
  dismissRef,
}: BannerProps) {
  const headerId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headerId} className={`${styles.root} ${styles.tone[tone]}`}>
      <Icon name={toneIcon[tone]} className={styles.icon} />
      <div className={styles.content}>
        <Heading id={headerId} className={styles.header}>
          {header}
        </Heading>
        <div className={styles.body}>{children}</div>
      </div>
      {onDismiss && (
        <span className={styles.dismiss}>
          <IconButton
            ref={dismissRef}
            icon="close"
            aria-label="Dismiss announcement"
            onPress={onDismiss}
          />
        </span>
      )}
    </section>
  );
}

export interface BannerRestoreButtonProps {
  /** Shows the dismissed banner again. */
  onPress: () => void;
  /** For moving focus here when the banner is dismissed. */
  ref?: Ref<HTMLButtonElement>;
  size?: 'small' | 'medium';
}

/** A megaphone button, typically in the app header, that brings a dismissed banner back. */
export function BannerRestoreButton({ onPress, ref, size = 'medium' }: BannerRestoreButtonProps) {
  return (
    <IconButton
      ref={ref}
      icon="megaphone"
      aria-label="Show announcement"
      size={size}
      onPress={onPress}
    />
  );
}
