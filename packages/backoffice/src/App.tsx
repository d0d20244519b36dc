import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import {
  Navigate,
  Route,
  Routes,
  useHref,
  useNavigate,
  useParams,
  type NavigateOptions,
} from 'react-router-dom';
import { Link, PageHeader, ToastRegion } from '@axia/design-system';
import { useStaff } from './context';
import { AuditStore } from './stores/AuditStore';
import { CustomerSearchStore, CustomerStore } from './stores/CustomersStore';
import { QueuesStore } from './stores/QueuesStore';
import { SettingsStore } from './stores/SettingsStore';
import { Shell } from './shell/Shell';
import { usePage } from './shell/usePage';
import * as shell from './shell/shell.css';
import { SignInScreen } from './screens/signIn/SignInScreen';
import { QueuesScreen } from './screens/queues/QueuesScreen';
import { RegistrationsScreen } from './screens/queues/RegistrationsScreen';
import { DocumentsScreen } from './screens/queues/DocumentsScreen';
import { WiresScreen } from './screens/queues/WiresScreen';
import { HeldTransfersScreen } from './screens/queues/HeldTransfersScreen';
import { CardsScreen } from './screens/queues/CardsScreen';
import { GiftCardsScreen } from './screens/queues/GiftCardsScreen';
import { ProposalsScreen } from './screens/queues/ProposalsScreen';
import { CustomerLookupScreen } from './screens/customers/CustomerLookupScreen';
import { CustomerScreen } from './screens/customers/CustomerScreen';
import { SettingsScreen } from './screens/settings/SettingsScreen';
import { AuditScreen } from './screens/audit/AuditScreen';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

function NotFound() {
  const headingRef = usePage('Page not found');
  return (
    <div className={shell.page}>
      <PageHeader title="Page not found" headingRef={headingRef} />
      <Link href="/queues" variant="standalone">
        Go to the queues
      </Link>
    </div>
  );
}

function CustomerRoute() {
  const { api } = useStaff();
  const { userId = '' } = useParams();
  const store = useMemo(() => new CustomerStore(api, userId), [api, userId]);
  return <CustomerScreen key={userId} store={store} />;
}

/** The signed-in console: one store per area for the session, one page per route. */
function SignedIn() {
  const { api } = useStaff();
  const [stores] = useState(() => ({
    queues: new QueuesStore(api),
    search: new CustomerSearchStore(api),
    settings: new SettingsStore(api),
    audit: new AuditStore(api),
  }));
  return (
    <Shell>
      <Routes>
        <Route path="/" element={<Navigate to="/queues" replace />} />
        <Route path="/queues" element={<QueuesScreen store={stores.queues} />} />
        <Route
          path="/queues/registrations"
          element={<RegistrationsScreen store={stores.queues} />}
        />
        <Route path="/queues/documents" element={<DocumentsScreen store={stores.queues} />} />
        <Route path="/queues/wires" element={<WiresScreen store={stores.queues} />} />
        <Route
          path="/queues/held-transfers"
          element={<HeldTransfersScreen store={stores.queues} />}
        />
        <Route path="/queues/cards" element={<CardsScreen store={stores.queues} />} />
        <Route path="/queues/gift-cards" element={<GiftCardsScreen store={stores.queues} />} />
        <Route path="/queues/proposals" element={<ProposalsScreen store={stores.queues} />} />
        <Route path="/customers" element={<CustomerLookupScreen store={stores.search} />} />
        <Route path="/customers/:userId" element={<CustomerRoute />} />
        <Route path="/settings" element={<SettingsScreen store={stores.settings} />} />
        <Route path="/audit" element={<AuditScreen store={stores.audit} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Shell>
  );
}

/** The console: the sign-in steps until a staff member is signed in, then the sections. Inside a router. */
export const App = observer(function App() {
  const { session, toasts } = useStaff();
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {session.step === 'signedIn' ? (
        // Keyed by who is signed in: a new sign-in starts with fresh stores.
        <SignedIn key={session.me?.sub} />
      ) : (
        <>
          <SignInScreen session={session} />
          <ToastRegion queue={toasts} />
        </>
      )}
    </RouterProvider>
  );
});
