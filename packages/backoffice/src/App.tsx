import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { Spinner, ToastRegion } from '@axia/design-system';
import { useStaff } from './context';
import { SignInScreen } from './screens/signIn/SignInScreen';
import * as shell from './shell/shell.css';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

// The signed-in console (shell, stores, screens) is a chunk of its own: the sign-in loads only the sign-in.
const loadSignedIn = () => import('./SignedIn');
const SignedIn = lazy(async () => ({ default: (await loadSignedIn()).SignedIn }));

/** Loads the console's chunk and every screen's now (for the stories: their first look waits for none). */
export async function preloadConsole(): Promise<void> {
  await (await loadSignedIn()).preloadScreens();
}

/** While the console's chunk loads: the same named progress indicator as while the session is restored. */
const consoleLoading = (
  <main id="main" className={shell.centred}>
    <Spinner label="Loading the staff console" />
  </main>
);

/** The console: the sign-in steps until a staff member is signed in, then the sections. Inside a router. */
export const App = observer(function App() {
  const { session, toasts } = useStaff();
  const navigate = useNavigate();
  // The password was right: the console comes next, so its chunk starts loading while the code is typed.
  const nearlyIn = session.step === 'code' || session.step === 'setup';
  useEffect(() => {
    if (nearlyIn) void loadSignedIn();
  }, [nearlyIn]);
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {session.step === 'signedIn' ? (
        <Suspense fallback={consoleLoading}>
          {/* Keyed by who is signed in: a new sign-in starts with fresh stores. */}
          <SignedIn key={session.me?.sub} />
        </Suspense>
      ) : (
        <>
          <SignInScreen session={session} />
          <ToastRegion queue={toasts} />
        </>
      )}
    </RouterProvider>
  );
});
