import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices, type Services } from '../kit';
import { errorText, isServiceUnavailable } from '../kit/errors';
import {
  ACCOUNTS_PATH,
  checklistPath,
  kindOf,
  USER_TYPE_SELECT_PATH,
  type OnboardingKind,
} from './registration';
import { RegistrationStore } from './stores/RegistrationStore';
import type { RegistrationStatus } from '@axia/core';

/**
 * Registration is complete: the session's profile is read again (so route gating sees it), then /accounts
 * (seed 000 §2.8: every onboarding screen redirects there once registrationCompleted is true).
 */
async function finishRegistration(services: Services) {
  try {
    await services.auth.loadUser();
  } catch (error) {
    reportError(services, error);
    return;
  }
  services.navigate(ACCOUNTS_PATH, { replace: true });
}

/** A failed call: 503 goes to the start page (maintenance), anything else is an error toast. */
export function reportError(services: Services, error: unknown) {
  if (isServiceUnavailable(error)) {
    services.navigate('/', { replace: true });
    return;
  }
  services.notify({ tone: 'error', title: errorText(error) });
}

/**
 * A refused save: each of the bank's messages (it joins several with '; ') that `fieldOf` places goes under its
 * field, the first of them focused; whatever no field claims is an error toast (503: the start page).
 */
export function showServerErrors<F extends string>(
  services: Services,
  error: unknown,
  fieldOf: (message: string) => [F, string] | null,
  setError: (
    field: F,
    error: { type: 'server'; message: string },
    options: { shouldFocus: boolean },
  ) => void,
) {
  if (isServiceUnavailable(error)) return reportError(services, error);
  const messages = errorText(error)
    .split('; ')
    .map((message) => message.trim())
    .filter(Boolean);
  const unplaced: string[] = [];
  let placed = 0;
  for (const message of messages) {
    const target = fieldOf(message);
    if (!target) unplaced.push(message);
    else
      setError(target[0], { type: 'server', message: target[1] }, { shouldFocus: placed++ === 0 });
  }
  if (placed === 0) reportError(services, error);
  else if (unplaced.length > 0) services.notify({ tone: 'error', title: unplaced.join('; ') });
}

/**
 * The registration status of an onboarding screen, loaded on mount. Redirects: a complete registration to
 * /accounts; a checklist of the other user type to the user's own; no user type yet to the type choice.
 */
export function useRegistration(kind?: OnboardingKind) {
  const services = useServices();
  const [store] = useState(() => new RegistrationStore(services.api));
  useEffect(() => {
    void store.load();
  }, [store]);

  const { registration, unavailable } = store;
  useEffect(() => {
    if (unavailable) services.navigate('/', { replace: true });
    if (!registration) return;
    if (registration.registrationCompleted) {
      void finishRegistration(services);
      return;
    }
    if (!kind) return;
    const own = kindOf(registration.userType);
    if (own !== kind)
      services.navigate(own ? checklistPath(own) : USER_TYPE_SELECT_PATH, { replace: true });
  }, [registration, unavailable, kind, services]);
  return store;
}

/** After an accepted change: the toast, then /accounts when registration is complete, else the checklist. */
export function useAfterChange(kind: OnboardingKind) {
  const services = useServices();
  return useCallback(
    async (registration: RegistrationStatus, message: string) => {
      services.notify({ tone: 'success', title: message });
      if (registration.registrationCompleted) await finishRegistration(services);
      else services.navigate(checklistPath(kind));
    },
    [services, kind],
  );
}

/** A read a form needs before it can show (e.g. the tax-ID-exempt countries), with Try again. */
export function useLoad<T>(read: () => Promise<T>) {
  const services = useServices();
  const [state, setState] = useState<{ data: T | null; error: string | null }>({
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const readRef = useRef(read);
  useEffect(() => {
    let active = true;
    readRef
      .current()
      .then((data) => active && setState({ data, error: null }))
      .catch((error: unknown) => {
        if (!active) return;
        if (isServiceUnavailable(error)) services.navigate('/', { replace: true });
        setState({ data: null, error: errorText(error) });
      });
    return () => {
      active = false;
    };
  }, [attempt, services]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
