// First: settings that must precede every other module under the strict CSP.
import './csp';
import '@axia/design-system/style.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { watchStaleAnnouncements } from '@axia/design-system';
import { App } from './App';
import { loadConfig } from './config';
import { StaffProvider } from './context';
import { createStaff } from './createStaff';
import { amplifyAuth, configureAmplify } from './identity/amplify';
import { applyTheme } from './theme';

async function start() {
  applyTheme();
  watchStaleAnnouncements();
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadConfig();
    configureAmplify(config);
    const staff = createStaff({ apiBaseUrl: config.apiBaseUrl, auth: amplifyAuth });
    void staff.session.restore();
    root.render(
      <StrictMode>
        <StaffProvider value={staff}>
          <BrowserRouter basename="/staff">
            <App />
          </BrowserRouter>
        </StaffProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <main id="main">
        <h1>Something went wrong</h1>
        <p>The staff console could not start. Please reload the page.</p>
      </main>,
    );
  }
}

void start();
