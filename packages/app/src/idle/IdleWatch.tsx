import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { signedOutState } from '@axia/features/kit';
import { useApp } from '../appContext';
import { IdleTimer, warningLead, type IdleTimerOptions } from './IdleTimer';

/**
 * The warning's dialog loads with a session, not with /login: it brings react-aria's overlay and collection code
 * (a Dialog imports the Menu's contexts), which the sign-in does not need (issue 46). The clock itself is here and
 * loads with the app, so the idle limit counts from the session's start even when the dialog's code is slow to come.
 */
const IdleWarning = lazy(() =>
  import('./IdleWarning').then(({ IdleWarning }) => ({ default: IdleWarning })),
);

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * How often, at most, activity is reported to the bank (a call of the session: GET /api/user). The bank refuses a
 * refresh after the same idle limit, counted from the session's last call (packages/bank/src/identity/
 * session-limits.ts, whose grace covers this interval): input without a call would otherwise look idle to it.
 */
export const ACTIVITY_REPORT_MS = 30_000;

/** Reports activity; a failure is no concern here (the call layer itself signs an expired session out). */
const reportActivity = (api: { getUser(): Promise<unknown> }) =>
  void api.getUser().catch(() => undefined);

/**
 * Signs an idle user out: an alert dialog one minute before `idleMs` (half-way for shorter limits) counting the time
 * down, then sign-out with every store cleared, and /login saying why (the navigation's state, nothing stored).
 * The absolute session lifetime (`maxSessionMs` from the sign-in, which survives a reload) ends the session
 * regardless. Root passes the runtime configuration's limits; IdleTimer's defaults otherwise (10 min, 12 h).
 */
export const IdleWatch = observer(function IdleWatch(
  props: Pick<IdleTimerOptions, 'idleMs' | 'warningMs' | 'maxSessionMs'>,
) {
  const app = useApp();
  const { session, services } = app;
  const [warning, setWarning] = useState(false);
  /** When the idle limit ends the session (set as the warning opens). */
  const [deadline, setDeadline] = useState(0);
  const timerRef = useRef<IdleTimer | null>(null);
  const active = session.hasSession;
  const { idleMs, warningMs, maxSessionMs } = props;

  useEffect(() => {
    if (!active) return;
    const timer = new IdleTimer({
      idleMs,
      warningMs,
      maxSessionMs,
      onWarn: () => {
        // The timer runs while it warns, so it has an end.
        setDeadline(timer.endsAt ?? Date.now());
        setWarning(true);
      },
      onTimeout: (reason) => {
        setWarning(false);
        // Straight to /login (where the start page sends a signed-out visitor), which says why.
        void app.signOut().then(() =>
          services.navigate('/login', {
            replace: true,
            state: signedOutState(reason === 'idle' ? 'idle' : 'session-ended'),
          }),
        );
      },
    });
    timerRef.current = timer;
    timer.start(session.signedInAt ? Date.now() - session.signedInAt : 0);
    let last = 0;
    // Signing in (or this page's load) just called the bank.
    let reported = Date.now();
    const onActivity = () => {
      const now = Date.now();
      if (now - last < 1000) return;
      last = now;
      timer.activity();
      // What the idle clock counts (not input while the warning shows) is the bank's activity too.
      if (!timer.isWarning && now - reported >= ACTIVITY_REPORT_MS) {
        reported = now;
        reportActivity(services.api);
      }
    };
    for (const name of ACTIVITY_EVENTS)
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: passive only promises the browser no preventDefault (smooth scrolling); the listener is called all the same
      window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      timer.stop();
      timerRef.current = null;
      setWarning(false);
    };
  }, [active, idleMs, warningMs, maxSessionMs, app, services, session]);

  const stay = () => {
    // Stryker disable next-line OptionalChaining: the warning (the only way to this button) shows only while a timer is set
    timerRef.current?.stayActive();
    reportActivity(services.api);
  };
  const signOutNow = () => {
    // Stryker disable next-line OptionalChaining: the warning (the only way to this button) shows only while a timer is set
    timerRef.current?.stop();
    setWarning(false);
    void app.signOut().then(() => services.navigate('/', { replace: true }));
  };
  const leadSeconds = Math.ceil(warningLead(idleMs, warningMs) / 1000);

  return (
    <Suspense fallback={null}>
      <IdleWarning
        isOpen={warning}
        onOpenChange={setWarning}
        deadline={deadline}
        leadSeconds={leadSeconds}
        onStay={stay}
        onSignOut={signOutNow}
      />
    </Suspense>
  );
});
