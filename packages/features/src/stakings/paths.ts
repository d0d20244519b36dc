// The staking area's paths, apart from everything else so the manifest (in the app's first chunk) and the screens
// share them without pulling in each other's modules.

export const STAKINGS_PATH = '/stakings';
export const stakingPath = (stakingId: string) => `/stakings/${encodeURIComponent(stakingId)}`;
