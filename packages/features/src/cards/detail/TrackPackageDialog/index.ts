export { TrackPackageDialog } from './TrackPackageDialog';
