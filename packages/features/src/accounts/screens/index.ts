// The accounts feature's screens, loaded together as one chunk by the manifest.
export { default as AccountsOverviewScreen } from './AccountsOverviewScreen';
export { default as AccountDetailScreen } from './AccountDetailScreen';
