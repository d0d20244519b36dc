export { SessionStore, SIGNED_IN_AT_KEY, type SignInStorage } from './SessionStore';
export { AccountsStore } from './AccountsStore';
export { SettingsStore } from './SettingsStore';
