import { defineFeature, type FeatureRoute, type Gate } from '../kit';
import {
  CHECKLIST_TITLES,
  ITEM_TITLES,
  KYC_VERIFY_PUBLIC_TITLE,
  USER_TYPE_SELECT_TITLE,
} from './titles';

// Onboarding (seed 000 §2.8): the account-type choice, the individual and business checklists and their steps,
// and the public identity-verification page. One dynamic import of one module, so the feature is one chunk.
// /onboarding/disabled belongs to the system feature.
const screens = () => import('./screens');
type Screens = Awaited<ReturnType<typeof screens>>;

/**
 * Signed in, registration incomplete, onboarding enabled: otherwise the start page decides (/accounts once
 * registration is complete, /onboarding/disabled without ENABLE_ONBOARDING).
 */
const ONBOARDING_GATE: Gate = {
  auth: 'signed-in',
  registration: 'incomplete',
  feature: 'ENABLE_ONBOARDING',
};

const route = (path: string, title: string, screen: keyof Screens, gate?: Gate): FeatureRoute => ({
  path,
  title,
  gate,
  load: () => screens().then((m) => ({ default: m[screen] })),
});

export const onboardingFeature = defineFeature({
  id: 'onboarding',
  routes: [
    route(
      '/onboarding/user-type-select',
      USER_TYPE_SELECT_TITLE,
      'UserTypeSelectScreen',
      ONBOARDING_GATE,
    ),
    route(
      '/onboarding/individual',
      CHECKLIST_TITLES.individual,
      'IndividualChecklistScreen',
      ONBOARDING_GATE,
    ),
    route('/onboarding/individual/kyc', ITEM_TITLES.kyc, 'IndividualKycScreen', ONBOARDING_GATE),
    route(
      '/onboarding/individual/tax-id',
      ITEM_TITLES['tax-id'],
      'IndividualTaxIdScreen',
      ONBOARDING_GATE,
    ),
    route(
      '/onboarding/individual/other-information',
      ITEM_TITLES['other-information'],
      'OtherInformationScreen',
      ONBOARDING_GATE,
    ),
    route(
      '/onboarding/business',
      CHECKLIST_TITLES.business,
      'BusinessChecklistScreen',
      ONBOARDING_GATE,
    ),
    route('/onboarding/business/kyc', ITEM_TITLES.kyc, 'BusinessKycScreen', ONBOARDING_GATE),
    route(
      '/onboarding/business/tax-id',
      ITEM_TITLES['tax-id'],
      'BusinessTaxIdScreen',
      ONBOARDING_GATE,
    ),
    route(
      '/onboarding/business/business-records',
      ITEM_TITLES['business-records'],
      'BusinessRecordsScreen',
      ONBOARDING_GATE,
    ),
    route(
      '/onboarding/business/business-address',
      ITEM_TITLES['business-address'],
      'BusinessAddressScreen',
      ONBOARDING_GATE,
    ),
    // Public: a link opened on any device, signed in or not (core's access rules allow it in every state).
    route('/kyc-verify-public', KYC_VERIFY_PUBLIC_TITLE, 'KycVerifyPublicScreen', { auth: 'any' }),
  ],
});
