// The staking screens, one module so the feature is one chunk (see ../manifest.ts).
export { StakingsScreen } from './StakingsScreen';
export { StakingDetailScreen } from '../detail/StakingDetailScreen';
