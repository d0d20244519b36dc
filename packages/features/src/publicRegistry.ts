import { createRegistry } from './kit';
import { authFeature } from './auth/manifest';
import { systemFeature } from './system/manifest';

// The features of a signed-out visitor's pages (sign-in, sign-up, password reset, maintenance, errors): the app
// starts with only these on those pages, and loads the whole registry (./registry.ts) for any other path, so the
// sign-in does not load the other features' manifests (issue 46: the sign-in loads only sign-in). The same
// manifests as in ./registry.ts: a route is the same wherever the app found it.
export const publicRegistry = createRegistry([systemFeature, authFeature]);
