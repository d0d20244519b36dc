import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import {
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { Outlet, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { Spinner, ToastRegion, type ToastQueue } from '@axia/design-system';
import type { Registry } from '@axia/features/kit';
import { RenderErrorBoundary } from '@axia/features/system';
import { useApp } from '../appContext';
import { idleLimits } from '../idle/IdleTimer';
import { IdleWatch } from '../idle/IdleWatch';
import * as styles from '../shell/shell.css';
import { documentTitle } from './access';
import { focusHeadingWhenThere } from './focusHeading';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** An absolute URL (`https:`, `mailto:`, `//host`): not a route of the app. */
const EXTERNAL_HREF = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The links' href: React Router's for a route path; an absolute URL (the status page) as it is, which
 * React Router would resolve as a path ('/https:/…').
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return EXTERNAL_HREF.test(href) ? href : routed;
}

/**
 * Moves focus to the new page's h1 after a client-side route change (waiting for lazy screens), then has the toast
 * region say again an outcome shown just before the navigation. A page marked `data-route-transit` (the start page
 * while it works out where to go) is on the way, not a destination: its h1 is skipped, so signing in is announced
 * once, by the page it lands on (issue 28: 'Axia', then 'Account Overview').
 */
function useRouteAnnouncements(toasts: ToastQueue, registry: Registry) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // Before the screens' effects, so a screen that names its document more precisely (an account) has the last word.
  useLayoutEffect(() => {
    document.title = documentTitle(registry, pathname);
  }, [pathname, registry]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusHeadingWhenThere(
      () => {
        const heading =
          document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
        return heading && !heading.closest('[data-route-transit]') ? heading : null;
      },
      // The focus move cut off an outcome shown just before the navigation: say it after the heading.
      (found) => found && toasts.repeatAfterNavigation(),
    );
  }, [pathname, toasts]);
}

/**
 * Whether the start-up session check is over, as React state set in a transition: the first signed-in page then
 * renders in slices (an observer would re-render it in one synchronous task, issue 17: total blocking time).
 */
function useSessionReady(): boolean {
  const { session } = useApp();
  const [ready, setReady] = useState(session.ready);
  useEffect(
    () =>
      reaction(
        () => session.ready,
        (value) => startTransition(() => setReady(value)),
        { fireImmediately: true },
      ),
    [session],
  );
  return ready;
}

/** Said politely when the bank answers again and the screen under the maintenance page comes back. */
export const BANK_BACK_TEXT = 'The bank is available again.';

/**
 * Focus when the maintenance page comes and goes over a screen (the address does not change, so route focus does
 * not move it): to the maintenance page's h1 when it comes (the focused control went with the screen), once — the
 * probes while it stays change nothing; to the screen's h1 when it goes, as on a route change, and a polite status
 * says the bank is back. Nothing moves when the app starts under maintenance (the page is the first thing read).
 */
function useMaintenanceFocus(
  maintaining: boolean,
  kept: RefObject<HTMLElement | null>,
  toasts: ToastQueue,
) {
  const before = useRef(maintaining);
  useEffect(() => {
    if (before.current === maintaining) return;
    before.current = maintaining;
    const screen = kept.current;
    if (maintaining) {
      return focusHeadingWhenThere(
        () =>
          [...document.querySelectorAll<HTMLElement>('main h1')].find(
            (heading) => !screen?.contains(heading),
          ) ?? null,
        () => undefined,
      );
    }
    return focusHeadingWhenThere(
      () => {
        const heading =
          screen?.querySelector<HTMLElement>('main h1') ?? screen?.querySelector('h1') ?? null;
        // The start page on its way elsewhere: the page it goes to takes focus (route change).
        return heading && !heading.closest('[data-route-transit]') ? heading : null;
      },
      () => toasts.show({ tone: 'info', title: BANK_BACK_TEXT }),
    );
  }, [maintaining, kept, toasts]);
}

/**
 * The root route: router-aware links, toasts, idle watch, focus and title on route change. While the maintenance
 * flag is set it shows the maintenance page, and the route's screen stays mounted under it, hidden (issue 39 #5): it
 * keeps its state (a wizard's values, a submission's idempotency key) and shows again, as it was, once the bank
 * answers (the app asks it by itself: maintenance/MaintenanceProbe.ts).
 */
export const Root = observer(function Root({
  registry,
  Maintenance = null,
}: {
  /** The routes the app has now (their titles name the document). */
  registry: Registry;
  /** The maintenance page (the system feature's screen of '/maintenance'). */
  Maintenance?: ComponentType | null;
}) {
  const app = useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ready = useSessionReady();
  const maintaining = app.session.isMaintaining && Maintenance !== null;
  const kept = useRef<HTMLDivElement>(null);
  // The app's navigation outside React (a session ending) goes through the router from here on.
  useLayoutEffect(
    () => app.setNavigate((to, options) => void navigate(to, options)),
    [app, navigate],
  );
  useRouteAnnouncements(app.toasts, registry);
  useMaintenanceFocus(maintaining, kept, app.toasts);
  return (
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      {ready ? (
        <>
          {maintaining && Maintenance && (
            <Suspense
              fallback={
                <main id="main" className={styles.loading}>
                  <Spinner label="Loading" />
                </main>
              }
            >
              <Maintenance />
            </Suspense>
          )}
          {/* Always this wrapper, so the screen is never remounted: it lays out as its child, or is hidden. */}
          <div
            ref={kept}
            className={maintaining ? undefined : styles.contents}
            hidden={maintaining}
          >
            <RenderErrorBoundary resetKey={pathname}>
              <Outlet />
            </RenderErrorBoundary>
          </div>
        </>
      ) : (
        <main id="main" className={styles.loading}>
          <Spinner label="Loading Axia" />
        </main>
      )}
      {/* The idle clock loads with the app (its dialog only with a session): it starts as the session does. */}
      {app.session.hasSession && <IdleWatch {...idleLimits(app.services.config)} />}
      <ToastRegion queue={app.toasts} />
    </RouterProvider>
  );
});
