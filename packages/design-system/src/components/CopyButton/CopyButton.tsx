import { useEffect, useRef, useState, type Ref } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { copyText } from './copyText';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** The accessible name, and the visible text of the `text` variant, e.g. 'Copy account number'. */
  label: string;
  /** Called after a successful copy, e.g. to toast 'Text has been copied to clipboard.'. */
  onCopied?: () => void;
  /** Called when copying fails (permission denied, no clipboard). */
  onCopyError?: (error: unknown) => void;
  /** `icon` (default): an icon-only button; `text`: the label is shown beside the icon. */
  variant?: 'icon' | 'text';
  size?: 'small' | 'medium';
  isDisabled?: boolean;
  /** How long the check icon shows after copying, in ms. Default 2000. */
  confirmationDuration?: number;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Copies `text` to the clipboard and briefly swaps its copy icon for a check. It announces nothing itself:
 * the app reacts to `onCopied` (a toast) and `onCopyError`.
 */
export function CopyButton({
  text,
  label,
  onCopied,
  onCopyError,
  variant = 'icon',
  size = 'medium',
  isDisabled,
  confirmationDuration = 2000,
  ref,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(text);
    } catch (error) {
      onCopyError?.(error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), confirmationDuration);
    onCopied?.();
  };

  const icon = copied ? 'check' : 'copy';
  if (variant === 'text') {
    return (
      <Button
        ref={ref}
        variant="secondary"
        size={size}
        isDisabled={isDisabled}
        icon={<Icon name={icon} size={size === 'small' ? 16 : 20} />}
        onPress={copy}
        data-copied={copied || undefined}
      >
        {label}
      </Button>
    );
  }
  return (
    <IconButton
      ref={ref}
      icon={icon}
      aria-label={label}
      size={size}
      isDisabled={isDisabled}
      onPress={copy}
      data-copied={copied || undefined}
    />
  );
}
