import { useCallback, useEffect, useRef, useState } from 'react';
import type { AutofillPick } from './autofill';

// The browser's passkey autofill on /login (issue 45): where the browser offers passkeys among a field's suggestions
// (conditional mediation), /login asks for one as it opens and signs in with the one the customer picks. Its code
// (./autofill.ts and the kit's WebAuthn calls) loads only then.

/** Whether the browser offers passkeys in a field's suggestions. */
async function conditionalMediationAvailable(): Promise<boolean> {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential === 'undefined')
    return false;
  try {
    return (await window.PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

export interface PasskeyAutofill {
  /** Ends the waiting request (the button's prompt takes over: the browser runs one passkey request at a time). */
  stop(): void;
  /** Waits again (after the button's prompt ended without a sign-in). */
  restart(): void;
}

/**
 * Waits for the customer to pick a passkey in the email field's suggestions (the field's autocomplete has 'webauthn')
 * and hands it to `onPick`, which resolves whether it signed in; otherwise the wait starts again. Nothing happens
 * without an identity endpoint of our own (`endpoint` null), where the browser does not offer it, or when the
 * identity service has no autofill (an external pool): the button still signs in.
 */
export function usePasskeyAutofill(
  endpoint: string | null,
  onPick: (pick: AutofillPick) => Promise<boolean>,
): PasskeyAutofill {
  const [round, setRound] = useState(0);
  const running = useRef<AbortController | null>(null);
  const latestOnPick = useRef(onPick);
  useEffect(() => {
    latestOnPick.current = onPick;
  });
  useEffect(() => {
    if (!endpoint) return;
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    void (async () => {
      try {
        if (!(await conditionalMediationAvailable()) || signal.aborted) return;
        const { waitForAutofill } = await import('./autofill');
        const pick = await waitForAutofill(endpoint, signal);
        if (signal.aborted) return;
        const signedIn = await latestOnPick.current(pick);
        if (!signedIn && !signal.aborted) setRound((value) => value + 1);
      } catch {
        // Aborted, or no autofill here (the identity service or the browser refused it): nothing to say.
      }
    })();
    return () => controller.abort();
  }, [endpoint, round]);
  return {
    stop: useCallback(() => running.current?.abort(), []),
    restart: useCallback(() => setRound((value) => value + 1), []),
  };
}
