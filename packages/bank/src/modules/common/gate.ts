import type { FeatureFlag } from '@axia/core';
import { forbidden } from '../../http/errors';
import { userFeatures } from '../registration/state';
import { assertMayChange, type UserRow } from './user';

/**
 * A feature area's gate (seed 000 §2 menu: an ACTIVE user with the menu's flag), then `flag` when the call needs
 * one. Each refusal is 403: the user's status message, `refusals.menu`, or `refusals.flag(flag)`. Stakings, cards
 * and gift cards each name their flags and words; the order of the checks is the same for all.
 */
export function assertAreaOpen(
  user: Pick<UserRow, 'status' | 'features'>,
  menu: FeatureFlag,
  refusals: { menu: string; flag: (flag: FeatureFlag) => string },
  flag?: FeatureFlag,
) {
  assertMayChange(user);
  const features = userFeatures(user);
  if (!features.includes(menu)) throw forbidden(refusals.menu);
  if (flag && !features.includes(flag)) throw forbidden(refusals.flag(flag));
}
