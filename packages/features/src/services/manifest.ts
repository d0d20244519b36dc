import { defineFeature, type FeatureRoute, type Gate } from '../kit';
import { BENEFICIARIES_PATH, SERVICES_PATH } from './paths';

// Services (seed 000 §2 routes, seed 002 §2 'Services'): /services with its links to 'Your Cards' and 'My
// Beneficiaries', and /Beneficiaries (seed 001 §2 'Beneficiaries'). Every registered user reaches them.
const screens = () => import('./screens');
type Screens = Awaited<ReturnType<typeof screens>>;

export const SERVICES_GATE: Gate = { auth: 'signed-in', registration: 'complete' };
/**
 * The side menu's 'Services' entry (issue 29: the page had no way in). Not in seed 000 §2.2's table, which lists what
 * the old app showed; ours, so a customer finds 'Your Cards' and 'My Beneficiaries' where seed 002 files them. ACTIVE
 * users only, as every banking entry (SUSPENDED users keep only Deposit and Account). After Gift cards, before Profile.
 */
const SERVICES_MENU_GATE: Gate = { ...SERVICES_GATE, statuses: ['ACTIVE'] };

const route = (path: string, title: string, screen: keyof Screens) =>
  ({
    path,
    title,
    gate: SERVICES_GATE,
    load: () => screens().then((m) => ({ default: m[screen] })),
  }) satisfies FeatureRoute;

export const servicesFeature = defineFeature({
  id: 'services',
  routes: [
    route(SERVICES_PATH, 'Services', 'ServicesScreen'),
    route(BENEFICIARIES_PATH, 'My Beneficiaries', 'BeneficiariesScreen'),
  ],
  menu: [
    {
      id: 'services',
      label: 'Services',
      to: SERVICES_PATH,
      icon: 'grid',
      order: 65,
      gate: SERVICES_MENU_GATE,
    },
  ],
});
