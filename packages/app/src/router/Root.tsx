import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Outlet, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { Spinner, ToastRegion, type ToastQueue } from '@axia/design-system';
import { registry } from '@axia/features/registry';
import { RenderErrorBoundary } from '@axia/features/system';
import { useApp } from '../appContext';
import { idleLimits } from '../idle/IdleTimer';
import { IdleWatch } from '../idle/IdleWatch';
import * as styles from '../shell/shell.css';
import { documentTitle } from './access';

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
 * region say again an outcome shown just before the navigation.
 */
function useRouteAnnouncements(toasts: ToastQueue) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    document.title = documentTitle(registry, pathname);
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    const started = performance.now();
    const focusHeading = () => {
      const heading =
        document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
        // The focus move cut off an outcome shown just before the navigation: say it after the heading.
        toasts.repeatAfterNavigation();
        return;
      }
      if (performance.now() - started < 5000) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
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

/** The root route: router-aware links, toasts, idle watch, focus and title on route change. */
export const Root = observer(function Root() {
  const app = useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ready = useSessionReady();
  useRouteAnnouncements(app.toasts);
  return (
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      {ready ? (
        <RenderErrorBoundary resetKey={pathname}>
          <Outlet />
        </RenderErrorBoundary>
      ) : (
        <main id="main" className={styles.loading}>
          <Spinner label="Loading Axia" />
        </main>
      )}
      <IdleWatch {...idleLimits(app.services.config)} />
      <ToastRegion queue={app.toasts} />
    </RouterProvider>
  );
});
