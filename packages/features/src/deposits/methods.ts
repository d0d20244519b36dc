import type { FeatureFlag, User } from '@axia/core';
import type { IconName } from '@axia/design-system';

// The ways money comes in, as the /deposit landing lists them (seed 001 §2 Deposit), each with its flag (see the
// mapping in ./manifest.ts). A method's screen adds its entry here when it adds its route to the manifest.

export interface DepositMethod {
  id: string;
  /** The route of the method's screen. */
  path: string;
  title: string;
  description: string;
  icon: IconName;
  /** The flag the method needs, beyond the area's MENU_DEPOSIT. */
  feature?: FeatureFlag;
}

export const DEPOSIT_METHODS: readonly DepositMethod[] = [];

/** The methods `user` may use, in the landing's order. */
export const methodsFor = (user: Pick<User, 'features'> | null, methods = DEPOSIT_METHODS) =>
  methods.filter((method) => !method.feature || (user?.features.includes(method.feature) ?? false));
