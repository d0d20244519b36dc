import { defineFeature } from '../kit';

// The public auth area (seed 000 §2.7). One dynamic import of one module, so the feature is one chunk.
const screens = () => import('./screens');
export const authFeature = defineFeature({
  id: 'auth',
  routes: [
    {
      path: '/login',
      title: 'Log in',
      load: () => screens().then((m) => ({ default: m.LoginScreen })),
      gate: { auth: 'public' },
    },
    {
      path: '/sign-up',
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

export default authFeature;
