export { TrackPackageDialog, type TrackPackageDialogProps } from './TrackPackageDialog';
