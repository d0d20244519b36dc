// The auth feature's screens, loaded together as one chunk by the manifest.
export { default as LoginScreen } from './LoginScreen';
export { default as SignUpScreen } from './SignUpScreen';
export { default as SignUpConfirmScreen } from './SignUpConfirmScreen';
export { default as ForgotPasswordScreen } from './ForgotPasswordScreen';
export { default as ResetPasswordScreen } from './ResetPasswordScreen';
export { default as MfaLoginScreen } from './MfaLoginScreen';
