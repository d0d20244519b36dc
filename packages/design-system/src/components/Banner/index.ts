// Banner and its BannerRestoreButton share this folder: the button only exists to bring a banner back.
export {
  Banner,
  BannerRestoreButton,
  type BannerProps,
  type BannerRestoreButtonProps,
  type BannerTone,
} from './Banner';
