import { createRegistry } from './kit';
import { accountsFeature } from './accounts/manifest';
import { authFeature } from './auth/manifest';
import { depositsFeature } from './deposits/manifest';
import { onboardingFeature } from './onboarding/manifest';
import { servicesFeature } from './services/manifest';
import { transfersFeature } from './transfers/manifest';
import { stakingsFeature } from './stakings/manifest';
import { cardsFeature } from './cards/manifest';
import { giftCardsFeature } from './giftCards/manifest';
import { profileFeature } from './profile/manifest';
import { systemFeature } from './system/manifest';

// The list of features the app composes. Each feature adds its manifest here; registry.test.ts asks the
// composed routes and menu what a customer may open and see.
// Stryker disable next-line ArrayDeclaration: a static mutant (evaluated at import, which ignoreStatic skips); emptying this list fails 9 of registry.test.ts's 10 tests (checked by hand)
export const registry = createRegistry([
  systemFeature,
  accountsFeature,
  authFeature,
  onboardingFeature,
  depositsFeature,
  transfersFeature,
  servicesFeature,
  stakingsFeature,
  cardsFeature,
  giftCardsFeature,
  profileFeature,
]);
