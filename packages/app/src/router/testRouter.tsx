import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import type { Registry } from '@axia/features/kit';
import { AppRoutes } from './router';

/**
 * For tests: the app's routes in memory at `path`, with where they are now (`state.location`) and a way to go
 * elsewhere as a link would (`navigate`). The app itself navigates through its root (Root.tsx), as in the browser.
 */
export function testRouter(
  registry: Registry,
  path: string,
  /** The whole registry's load, when `registry` is some of the features (main.tsx's public start). */
  loadAll?: () => Promise<Registry>,
) {
  const state: { location: Location | null } = { location: null };
  const go: { navigate: NavigateFunction | null } = { navigate: null };
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      state.location = location;
      go.navigate = navigate;
    }, [location, navigate]);
    return null;
  }
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <AppRoutes registry={registry} loadAll={loadAll} />
    </MemoryRouter>
  );
  return {
    element,
    state,
    navigate: (to: string) => {
      if (!go.navigate) throw new Error('the test router has not rendered yet');
      void go.navigate(to);
    },
  };
}
