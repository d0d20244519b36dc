export { SessionStore } from './SessionStore';
export { AccountsStore } from './AccountsStore';
export {
  SettingsStore,
  isBannerVisible,
  bannerDismissKey,
  type PreferenceStorage,
} from './SettingsStore';
