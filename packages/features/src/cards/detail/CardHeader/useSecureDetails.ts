import { useCallback, useEffect, useRef, useState } from 'react';
import { CARD_LIMITS, type BankClient, type CardSecureData } from '@axia/core';
import { errorText } from '../../../kit/errors';

// The card's secure details (GET /card/{id}/secureData: full number, expiry, CVV, security image), seed 002 §2 'Show/
// Hide Details', issue 14: fetched only when shown; kept only in this component state (no store, no cache, never
// logged); hidden again after CARD_LIMITS.secureDetailsMs (30 s), when the page becomes hidden (visibilitychange), and
// when the component goes away. A read that ends after the details were hidden again is dropped.

type SecureDetails =
  { status: 'hidden' } | { status: 'loading' } | { status: 'shown'; data: CardSecureData };

export interface UseSecureDetails {
  details: SecureDetails;
  show(): void;
  hide(): void;
  toggle(): void;
}

export function useSecureDetails(
  api: Pick<BankClient, 'getCardSecureData'>,
  cardId: string,
  /** A failed read: its text for the general error display. */
  onError: (message: string) => void,
): UseSecureDetails {
  const [details, setDetails] = useState<SecureDetails>({ status: 'hidden' });
  const timer = useRef<number | null>(null);
  /** Bumped on every show and hide: an answer for an older one is dropped. */
  const generation = useRef(0);
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  }, [onError]);

  const clearTimer = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };

  const hide = useCallback(() => {
    generation.current++;
    clearTimer();
    setDetails({ status: 'hidden' });
  }, []);

  const show = useCallback(() => {
    const mine = ++generation.current;
    clearTimer();
    setDetails({ status: 'loading' });
    api.getCardSecureData({ params: { id: cardId } }).then(
      (data) => {
        if (mine !== generation.current) return;
        setDetails({ status: 'shown', data });
        timer.current = window.setTimeout(() => {
          if (mine === generation.current) hide();
        }, CARD_LIMITS.secureDetailsMs);
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        setDetails({ status: 'hidden' });
        errorRef.current(errorText(error));
      },
    );
  }, [api, cardId, hide]);

  // The page went to the background (another tab, a minimised window): hide at once.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [hide]);

  // Leaving the page drops everything (and an answer still on its way).
  useEffect(
    () => () => {
      generation.current++;
      clearTimer();
    },
    [],
  );

  const toggle = () => (details.status === 'hidden' ? show() : hide());
  return { details, show, hide, toggle };
}
