import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decideAccess } from '@axia/core';
import { evaluateGate, type Gate } from '@axia/features/kit';
import { useApp } from '../appContext';
import { gateContext } from '../shell/helpers';

function Redirect({ to, remember }: { to: string; remember?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    // The remembered page travels in the navigation state: the login flow reads it (and hands it on to
    // /mfa-login), so it is used once, by the sign-in it belongs to.
    navigate(to, { replace: true, state: remember ? { from: remember } : undefined });
  }, [to, remember, navigate]);
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
  if (!decision.allow) {
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
