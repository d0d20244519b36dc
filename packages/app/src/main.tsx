// First: settings that must precede every other module under the strict CSP.
import './csp';
import '@axia/design-system/style.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registry } from '@axia/features/registry';
import { AppProvider } from './appContext';
import { loadConfig } from './config';
import { configureAmplify } from './identity/amplify';
import { createAppRouter } from './router/router';
import { createAppContext, restoreSession } from './services';
import { applyTheme } from './theme';

async function start() {
  applyTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const root = createRoot(container);
  try {
    const config = await loadConfig();
    configureAmplify(config);
    const app = createAppContext(config);
    const router = createAppRouter(registry);
    app.setNavigate((to, options) => void router.navigate(to, options));
    void restoreSession(app);
    root.render(
      <StrictMode>
        <AppProvider app={app}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <main id="main">
        <h1>Something went wrong</h1>
        <p>Axia could not start. Please reload the page.</p>
      </main>,
    );
  }
}

void start();
