import { lazy, Suspense, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { Link, PageHeader, Spinner } from '@axia/design-system';
import { useStaff } from './context';
import { AuditStore } from './stores/AuditStore';
import { CustomerSearchStore, CustomerStore } from './stores/CustomersStore';
import { QueuesStore } from './stores/QueuesStore';
import { SettingsStore } from './stores/SettingsStore';
import { Shell } from './shell/Shell';
import { usePage } from './shell/usePage';
import * as shell from './shell/shell.css';

// Each screen is a chunk of its own, loaded when its route is first opened (the sign-in loads none of them).
const load = {
  QueuesScreen: () => import('./screens/queues/QueuesScreen'),
  RegistrationsScreen: () => import('./screens/queues/RegistrationsScreen'),
  DocumentsScreen: () => import('./screens/queues/DocumentsScreen'),
  WiresScreen: () => import('./screens/queues/WiresScreen'),
  HeldTransfersScreen: () => import('./screens/queues/HeldTransfersScreen'),
  CardsScreen: () => import('./screens/queues/CardsScreen'),
  GiftCardsScreen: () => import('./screens/queues/GiftCardsScreen'),
  ProposalsScreen: () => import('./screens/queues/ProposalsScreen'),
  CustomerLookupScreen: () => import('./screens/customers/CustomerLookupScreen'),
  CustomerScreen: () => import('./screens/customers/CustomerScreen'),
  SettingsScreen: () => import('./screens/settings/SettingsScreen'),
  AuditScreen: () => import('./screens/audit/AuditScreen'),
};

/** Loads every screen's chunk now (the stories do, so a story's first look does not wait for one). */
export function preloadScreens(): Promise<unknown> {
  return Promise.all(Object.values(load).map((screen) => screen()));
}

const QueuesScreen = lazy(() => load.QueuesScreen().then((m) => ({ default: m.QueuesScreen })));
const RegistrationsScreen = lazy(() =>
  load.RegistrationsScreen().then((m) => ({ default: m.RegistrationsScreen })),
);
const DocumentsScreen = lazy(() =>
  load.DocumentsScreen().then((m) => ({ default: m.DocumentsScreen })),
);
const WiresScreen = lazy(() => load.WiresScreen().then((m) => ({ default: m.WiresScreen })));
const HeldTransfersScreen = lazy(() =>
  load.HeldTransfersScreen().then((m) => ({ default: m.HeldTransfersScreen })),
);
const CardsScreen = lazy(() => load.CardsScreen().then((m) => ({ default: m.CardsScreen })));
const GiftCardsScreen = lazy(() =>
  load.GiftCardsScreen().then((m) => ({ default: m.GiftCardsScreen })),
);
const ProposalsScreen = lazy(() =>
  load.ProposalsScreen().then((m) => ({ default: m.ProposalsScreen })),
);
const CustomerLookupScreen = lazy(() =>
  load.CustomerLookupScreen().then((m) => ({ default: m.CustomerLookupScreen })),
);
const CustomerScreen = lazy(() =>
  load.CustomerScreen().then((m) => ({ default: m.CustomerScreen })),
);
const SettingsScreen = lazy(() =>
  load.SettingsScreen().then((m) => ({ default: m.SettingsScreen })),
);
const AuditScreen = lazy(() => load.AuditScreen().then((m) => ({ default: m.AuditScreen })));

/** While a screen's chunk loads: a named progress indicator (read as 'Loading the page'), in the page's place. */
function PageLoading() {
  return (
    <div className={shell.page}>
      <Spinner label="Loading the page" />
    </div>
  );
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

/** The signed-in console: one store per area for the session, one page per route, each page loaded on demand. */
export function SignedIn() {
  const { api } = useStaff();
  const [stores] = useState(() => ({
    queues: new QueuesStore(api),
    search: new CustomerSearchStore(api),
    settings: new SettingsStore(api),
    audit: new AuditStore(api),
  }));
  return (
    <Shell>
      <Suspense fallback={<PageLoading />}>
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
      </Suspense>
    </Shell>
  );
}
