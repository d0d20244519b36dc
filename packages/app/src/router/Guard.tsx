import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decideAccess } from '@axia/core';
import { evaluateGate, type Gate } from '@axia/features/kit';
import { useApp } from '../appContext';
import { gateContext } from '../shell/helpers';

function Redirect({ to, remember }: { to: string; remember?: string }) {
  const { session } = useApp();
  const navigate = useNavigate();
  useEffect(() => {
    if (remember) session.rememberReturnTo(remember);
    // The login flow reads the remembered page from the navigation state (so does /mfa-login after it).
    navigate(to, { replace: true, state: remember ? { from: remember } : undefined });
  }, [to, remember, session, navigate]);
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
