import { defineFeature, type FeatureRoute, type Gate } from '../kit';
import { STAKINGS_PATH } from './paths';

// Staking (seed 002 §2 Staking): /stakings (pools and the customer's stakings) and /stakings/{stakingId}. One dynamic
// import of one module, so the feature is one chunk.
//
// Flags (seed 000 §2 names the menu's; seed 002 §6 the rest):
// - the whole area: MENU_STAKINGS, ACTIVE users only;
// - the 'Staking Pools' carousel: STAKINGS_PRODUCTS; applying to a pool: STAKINGS_APPLY;
// - Add Funds: STAKINGS_ADD_AMOUNT; re-enrollment: STAKINGS_RE_ENROLLMENT (the bank enforces the same).
const screens = () => import('./screens');
type Screens = Awaited<ReturnType<typeof screens>>;

const STAKINGS_GATE: Gate = {
  auth: 'signed-in',
  feature: 'MENU_STAKINGS',
  statuses: ['ACTIVE'],
};

const route = (path: string, title: string, screen: keyof Screens) =>
  ({
    path,
    title,
    gate: STAKINGS_GATE,
    load: () => screens().then((m) => ({ default: m[screen] })),
  }) satisfies FeatureRoute;

export const stakingsFeature = defineFeature({
  id: 'stakings',
  routes: [
    route(STAKINGS_PATH, 'Staking', 'StakingsScreen'),
    route(`${STAKINGS_PATH}/:stakingId`, 'Staking details', 'StakingDetailScreen'),
  ],
  menu: [
    {
      id: 'staking',
      label: 'Staking',
      to: STAKINGS_PATH,
      icon: 'staking',
      order: 50,
      gate: STAKINGS_GATE,
    },
  ],
  tabs: [
    {
      id: 'staking',
      label: 'Stakings',
      to: STAKINGS_PATH,
      icon: 'staking',
      order: 50,
      gate: STAKINGS_GATE,
    },
  ],
});
