import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../kit';
import type { FlowRunOptions, LoginFlow } from './loginFlow';
import { rememberedPathOf } from './remembered';

// The login flow (its MobX store, the money rules it checks, the design system's dialog stack for its modals)
// is needed once a sign-in succeeds, not to show the sign-in form: it loads on first use, or earlier through
// `preload` (the sign-in button's first focus or hover), off the form's first load (issue 17).

const load = () =>
  Promise.all([import('./loginFlow'), import('./FlowDialogs')]).then(([flow, dialogs]) => ({
    LoginFlow: flow.LoginFlow,
    FlowDialogs: dialogs.FlowDialogs,
  }));

interface Loaded {
  flow: LoginFlow;
  Dialogs: ComponentType<{ flow: LoginFlow }>;
}

/** One LoginFlow per screen, aware of the remembered page, loaded when first run. */
export function useLazyLoginFlow() {
  const services = useServices();
  const location = useLocation();
  const from = useRef(rememberedPathOf(location.state));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const current = useRef<Loaded | null>(null);
  const get = useCallback(async () => {
    if (!current.current) {
      const module = await load();
      current.current ??= {
        flow: new module.LoginFlow(services, from.current),
        Dialogs: module.FlowDialogs,
      };
      setLoaded(current.current);
    }
    return current.current.flow;
  }, [services]);
  return {
    /** Runs the flow (loading it first if needed). */
    run: useCallback(async (options?: FlowRunOptions) => (await get()).run(options), [get]),
    /** Starts loading the flow's code. */
    preload: useCallback(() => void load().catch(() => undefined), []),
    /** The flow's modals, once it is loaded. */
    dialogs: loaded ? <loaded.Dialogs flow={loaded.flow} /> : null,
  };
}
