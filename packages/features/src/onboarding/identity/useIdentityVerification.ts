import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServices, type IdentityVerificationWidget } from '../../kit';
import { createSandboxIdentityVerification } from './sandboxWidget';

/**
 * Where the widget stands for the screen: not started, opening, open, refused by the browser (a blocked pop-up:
 * the user starts it by a click), or closed by the user.
 */
export type WidgetPhase = 'idle' | 'starting' | 'open' | 'blocked' | 'closed';

/** Opens the identity-verification widget for a session and follows it until it is closed. */
export function useIdentityVerification({
  onClose,
  onSubmitted,
}: {
  onClose?: () => void;
  onSubmitted?: () => void;
} = {}) {
  const services = useServices();
  const provider = useMemo(
    () => services.identityVerification ?? createSandboxIdentityVerification(services.config),
    [services],
  );
  const [phase, setPhase] = useState<WidgetPhase>('idle');
  const widget = useRef<IdentityVerificationWidget | null>(null);
  const callbacks = useRef({ onClose, onSubmitted });
  useEffect(() => {
    callbacks.current = { onClose, onSubmitted };
  });
  useEffect(() => () => widget.current?.dispose(), []);

  const open = useCallback(
    (session: { refId: string; widgetUrl?: string }) => {
      widget.current?.dispose();
      const opened = provider.open(session, {
        onSubmitted: () => callbacks.current.onSubmitted?.(),
        onClose: () => {
          widget.current = null;
          setPhase('closed');
          callbacks.current.onClose?.();
        },
      });
      widget.current = opened.opened ? opened : null;
      setPhase(opened.opened ? 'open' : 'blocked');
    },
    [provider],
  );

  return {
    phase,
    setPhase,
    open,
    focus: () => widget.current?.focus(),
  };
}
