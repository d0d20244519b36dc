import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decideAccess } from '@axia/core';
import { evaluateGate, type Gate } from '@axia/features/kit';
import { useApp } from '../appContext';
import { gateContext } from '../shell/helpers';

/** The remembered page a navigation state carries (`{ from: '/path' }`), if any. */
export function rememberedFrom(state: unknown): string | null {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : null;
  return typeof from === 'string' ? from : null;
}

function Redirect({ to, remember }: { to: string; remember?: string }) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = remember ?? rememberedFrom(state);
  useEffect(() => {
    // The remembered page has one carrier, the navigation state (issue 17): set here, read by the login flow (and
    // /mfa-login before it), handed on when a just-signed-in visitor of /login is sent to the start page, which
    // then goes there. Both read the same value, so whichever navigates last lands on the same page; and it
    // lives in that history entry only, so it cannot outlast it (a later visit of '/' goes to /accounts).
    navigate(to, { replace: true, state: from ? { from } : undefined });
  }, [to, from, navigate]);
  return null;
}

/**
 * Route gating: core's decideAccess (seed 000 §2.1 precedence, remembering protected pages for signed-out
 * visitors), then the route's own Gate (a refusal goes to the start page).
 */
export const Guard = observer(function Guard({
  gate,
  children,
}: {
  gate?: Gate;
  children: ReactNode;
}) {
  const { session, services } = useApp();
  const { pathname, search } = useLocation();
  const decision = decideAccess(pathname, session.accessState);
  // Maintenance shows only the maintenance page (seed 000 §2.1), but a signed-in customer's screen stays mounted under
  // it (router/Root.tsx hides it), so it comes back as it was once the bank is (issue 39 #5: an open wizard, its
  // values and its submission's key). Anything else goes to the start page, which shows the maintenance page.
  const kept =
    session.isMaintaining &&
    session.user !== null &&
    decideAccess(pathname, { ...session.accessState, maintenance: false }).allow;
  if (!decision.allow && !kept) {
    return (
      <Redirect
        to={decision.redirectTo}
        remember={decision.rememberReturnTo ? `${pathname}${search}` : undefined}
      />
    );
  }
  const ctx = gateContext(session.signedIn, session.user, services.config.environment);
  if (!evaluateGate(gate, ctx)) return <Redirect to="/" />;
  return <>{children}</>;
});
