import { defineFeature } from '../kit';

// The public auth area (seed 000 §2.7). One dynamic import of one module, so the feature is one chunk; /login,
// the page every customer loads first, loads its own screen alone (issue 17: the sign-up, password and MFA
// screens are not in its first load).
const screens = () => import('./screens');
export const authFeature = defineFeature({
  id: 'auth',
  routes: [
    {
      path: '/login',
      prerender: true,
      title: 'Log in',
      load: () => import('./screens/LoginScreen'),
      gate: { auth: 'public' },
    },
    {
      path: '/sign-up',
      prerender: true,
      title: 'Open an account',
      load: () => screens().then((m) => ({ default: m.SignUpScreen })),
      gate: { auth: 'public' },
    },
    {
      path: '/sign-up-confirm',
      title: 'Verify your email',
      load: () => screens().then((m) => ({ default: m.SignUpConfirmScreen })),
      gate: { auth: 'public' },
    },
    {
      path: '/forgot-password',
      prerender: true,
      title: 'Forgot your password?',
      load: () => screens().then((m) => ({ default: m.ForgotPasswordScreen })),
      gate: { auth: 'public' },
    },
    {
      path: '/reset-password',
      title: 'Reset your password',
      load: () => screens().then((m) => ({ default: m.ResetPasswordScreen })),
      gate: { auth: 'public' },
    },
    {
      path: '/mfa-login',
      title: 'Two-factor authentication',
      load: () => screens().then((m) => ({ default: m.MfaLoginScreen })),
      gate: { auth: 'public' },
    },
  ],
});
