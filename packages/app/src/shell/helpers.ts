import type { Environment, ServiceStatusEntry, User } from '@axia/core';
import { evaluateGate, type GateContext, type NavEntry } from '@axia/features/kit';

/** The service-status tag (seed 000 §2.4). */
export type StatusTagState =
  | 'Fetching Status'
  | 'Error Fetching Status'
  | 'Under Maintenance'
  | 'Major Outage'
  | 'Partial Outage'
  | 'Fully Operational';

/** Precedence: error, then maintenance, then major outage, then partial outage. */
export function overallStatus(
  result:
    | { state: 'loading' }
    | { state: 'error' }
    | { state: 'ok'; services: readonly ServiceStatusEntry[] },
): StatusTagState {
  if (result.state === 'loading') return 'Fetching Status';
  if (result.state === 'error') return 'Error Fetching Status';
  const has = (status: ServiceStatusEntry['status']) =>
    result.services.some((service) => service.status === status);
  if (has('under_maintenance')) return 'Under Maintenance';
  if (has('major_outage')) return 'Major Outage';
  if (has('partial_outage')) return 'Partial Outage';
  return 'Fully Operational';
}

export const statusTone = {
  'Fetching Status': 'neutral',
  'Error Fetching Status': 'danger',
  'Under Maintenance': 'info',
  'Major Outage': 'danger',
  'Partial Outage': 'warning',
  'Fully Operational': 'success',
} as const satisfies Record<StatusTagState, string>;

/** The services that are not operational, for the popover. */
export const affectedServices = (services: readonly ServiceStatusEntry[]) =>
  services.filter((service) => service.status !== 'operational');

/** What menu and tab gates are checked against. */
export function gateContext(
  signedIn: boolean,
  user: User | null,
  environment: Environment,
): GateContext {
  return {
    signedIn,
    registrationCompleted: user?.registration.registrationCompleted ?? false,
    status: user?.status ?? null,
    features: user?.features ?? [],
    environment,
    privileged: user?.privileged ?? false,
  };
}

/** The entries this user may see, in menu order. */
export function visibleEntries(entries: readonly NavEntry[], ctx: GateContext): NavEntry[] {
  return entries.filter((entry) => evaluateGate(entry.gate, ctx));
}
