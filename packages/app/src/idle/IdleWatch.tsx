import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { AlertDialog } from '@axia/design-system';
import { useApp } from '../appContext';
import { IdleTimer, warningLead, warningLeadText, type IdleTimerOptions } from './IdleTimer';

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
 * Signs an idle user out: an alert dialog one minute before `idleMs` (half-way for shorter limits), then sign-out with every store cleared.
 * The absolute session lifetime (`maxSessionMs` from the sign-in, which survives a reload) ends the session
 * regardless. Root passes the runtime configuration's limits; IdleTimer's defaults otherwise (10 min, 12 h).
 */
export const IdleWatch = observer(function IdleWatch(
  props: Pick<IdleTimerOptions, 'idleMs' | 'warningMs' | 'maxSessionMs'>,
) {
  const app = useApp();
  const { session, services } = app;
  const [warning, setWarning] = useState(false);
  const timerRef = useRef<IdleTimer | null>(null);
  const active = session.hasSession;
  const { idleMs, warningMs, maxSessionMs } = props;

  useEffect(() => {
    if (!active) return;
    const timer = new IdleTimer({
      idleMs,
      warningMs,
      maxSessionMs,
      onWarn: () => setWarning(true),
      onTimeout: (reason) => {
        setWarning(false);
        void app.signOut().then(() => {
          services.navigate('/', { replace: true });
          services.notify({
            tone: 'info',
            title:
              reason === 'idle'
                ? 'You were signed out after a period of inactivity.'
                : 'Your session has ended. Please sign in again.',
          });
        });
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

  return (
    <AlertDialog
      title="Are you still there?"
      confirmLabel="Sign out"
      cancelLabel="Stay signed in"
      isOpen={warning}
      onOpenChange={setWarning}
      onConfirm={() => {
        // Stryker disable next-line OptionalChaining: the warning (the only way to this button) shows only while a timer is set
        timerRef.current?.stop();
        void app.signOut().then(() => services.navigate('/', { replace: true }));
      }}
      onCancel={() => {
        // Stryker disable next-line OptionalChaining: the warning (the only way to this button) shows only while a timer is set
        timerRef.current?.stayActive();
        reportActivity(services.api);
      }}
    >
      For your security you will be signed out in {warningLeadText(warningLead(idleMs, warningMs))}{' '}
      because of inactivity.
    </AlertDialog>
  );
});
