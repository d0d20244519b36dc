import { FEATURE_FLAGS, type Environment, type FeatureFlag, type UserStatus } from '@axia/core';

/**
 * Who may see a route or a menu/tab entry. Every field is optional; an absent field does not restrict.
 * Route-level precedence (maintenance, tk override, onboarding, migration consent) is core's `decideAccess`;
 * a gate adds what a feature needs on top of it.
 */
export interface Gate {
  /** 'public': anyone; 'signed-in': a session is needed; 'any' (default): no check. */
  auth?: 'public' | 'signed-in' | 'any';
  /** Only when registration is complete, or only while it is not. */
  registration?: 'complete' | 'incomplete';
  /** Allowed user statuses. */
  statuses?: readonly UserStatus[];
  /** A feature flag the user must have. */
  feature?: FeatureFlag;
  /** More flags the user must also have (a route with an extra gate, e.g. /cards/apply: MENU_CARDS and CARD). */
  alsoFeatures?: readonly FeatureFlag[];
  /** Environments the entry exists in. */
  environments?: readonly Environment[];
  /** Only for privileged users. */
  privileged?: boolean;
}

/** What a gate is checked against. */
export interface GateContext {
  signedIn: boolean;
  registrationCompleted: boolean;
  status: UserStatus | null;
  features: readonly string[];
  environment: Environment;
  privileged: boolean;
}

export function evaluateGate(gate: Gate | undefined, ctx: GateContext): boolean {
  if (!gate) return true;
  if (gate.auth === 'signed-in' && !ctx.signedIn) return false;
  if (gate.registration === 'complete' && !ctx.registrationCompleted) return false;
  if (gate.registration === 'incomplete' && ctx.registrationCompleted) return false;
  if (gate.statuses && (!ctx.status || !gate.statuses.includes(ctx.status))) return false;
  if (gate.feature && !ctx.features.includes(gate.feature)) return false;
  if (gate.alsoFeatures?.some((flag) => !ctx.features.includes(flag))) return false;
  if (gate.environments && !gate.environments.includes(ctx.environment)) return false;
  if (gate.privileged && !ctx.privileged) return false;
  return true;
}

export function isKnownFeatureFlag(flag: string): boolean {
  return (FEATURE_FLAGS as readonly string[]).includes(flag);
}
