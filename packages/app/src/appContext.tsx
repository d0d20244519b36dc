import { createContext, useContext, type ReactNode } from 'react';
import { ServicesProvider } from '@axia/features/kit';
import type { AppContext } from './services';

const Context = createContext<AppContext | null>(null);

/** The app's own stores (with their write methods) plus the kit's read-only services for the features. */
export function AppProvider({ app, children }: { app: AppContext; children: ReactNode }) {
  return (
    <Context.Provider value={app}>
      <ServicesProvider services={app.services}>{children}</ServicesProvider>
    </Context.Provider>
  );
}

export function useApp(): AppContext {
  const app = useContext(Context);
  if (!app) throw new Error('useApp() needs an <AppProvider> above it');
  return app;
}
