export { evaluateGate, isKnownFeatureFlag, type Gate, type GateContext } from './gate';
export {
  createRegistry,
  defineFeature,
  FeatureRegistrationError,
  type FeatureManifest,
  type FeatureRoute,
  type NavEntry,
  type Registry,
} from './defineFeature';
export {
  RUNTIME_CONFIG_DEFAULTS,
  ServicesProvider,
  THEME_CHOICES,
  useServices,
  type AccountsView,
  type AuthService,
  type IdentityVerificationEvents,
  type IdentityVerificationProvider,
  type IdentityVerificationSession,
  type IdentityVerificationWidget,
  type RuntimeConfig,
  type Services,
  type SessionView,
  type SettingsView,
  type SignInNext,
  type SignUpInput,
  type ThemeChoice,
  type ThemeView,
  type ToastTone,
  type TotpSetup,
  type WebAuthnCredential,
} from './services';
export {
  BankEventHub,
  useLiveReload,
  type BankEventsView,
  type LiveHandler,
  type LiveSignal,
  type LiveStatus,
} from './live/events';
export { EVENT_LABELS, eventAnnouncement, eventLabel } from './live/announcements';
export { LiveStatusNotice, LIVE_TEXT } from './live/LiveStatusNotice';
export { SubmissionKeys, wasAnswered } from './submissionKeys';
export { focusFirstInvalid } from './focus';
export {
  signedOutReasonOf,
  signedOutState,
  signedOutText,
  type SignedOutReason,
} from './signedOut';
export { usePageTitle } from './pageTitle';
export type { DetailRead, Read } from './read';
export { ReadFailed, type ReadFailedProps } from './read-failed';
export { DetailStates, type DetailStatesProps, type DetailStatesText } from './detail-states';
export {
  PaymentSourceField,
  PaymentSourceStore,
  sourceKey,
  type PaymentSource,
  type PaymentSourceFieldProps,
  type PaymentSourceSnapshot,
  type Price,
  type SourceOption,
  type SourceQuote,
} from './payment-source';
export {
  WIZARD_TEXT,
  WizardFrame,
  type WizardFrameProps,
  type WizardPrimaryAction,
} from './WizardFrame';
