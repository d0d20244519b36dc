import { defineFeature } from '../kit';

// System screens (seed 000 §2.8): maintenance, error and the onboarding-disabled page. One dynamic import of
// one module, so the whole feature is one chunk.
const screens = () => import('./screens/SystemScreens');

export const systemFeature = defineFeature({
  id: 'system',
  routes: [
    {
      path: '/maintenance',
      // Not prerendered: a static page would claim maintenance to anyone who opens it (issue 42); the screen shows
      // it only while the bank says so.
      title: 'Maintenance',
      load: () => screens().then((m) => ({ default: m.MaintenancePage })),
    },
    {
      path: '/error',
      title: 'Error',
      load: () => screens().then((m) => ({ default: m.ErrorPage })),
    },
    {
      path: '/onboarding/disabled',
      title: 'Onboarding disabled',
      gate: { auth: 'signed-in', registration: 'incomplete' },
      load: () => screens().then((m) => ({ default: m.OnboardingDisabledPage })),
    },
  ],
});
