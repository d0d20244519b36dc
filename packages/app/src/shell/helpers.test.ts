import type { Environment, ServiceStatusEntry, User } from '@axia/core';
import type { NavEntry } from '@axia/features/kit';
import { fakeUser } from '@axia/features/kit/testing';
import { affectedServices, gateContext, overallStatus, visibleEntries } from './helpers';

const svc = (status: ServiceStatusEntry['status'], name: string = status): ServiceStatusEntry => ({
  name,
  description: `${name} description`,
  status,
});

describe('service status precedence (seed 000 §2.4)', () => {
  it.each([
    ['loading', { state: 'loading' as const }, 'Fetching Status'],
    ['error beats everything', { state: 'error' as const }, 'Error Fetching Status'],
    [
      'all operational',
      { state: 'ok' as const, services: [svc('operational')] },
      'Fully Operational',
    ],
    ['no services', { state: 'ok' as const, services: [] }, 'Fully Operational'],
    [
      'partial',
      { state: 'ok' as const, services: [svc('operational'), svc('partial_outage')] },
      'Partial Outage',
    ],
    [
      'major beats partial',
      { state: 'ok' as const, services: [svc('partial_outage'), svc('major_outage')] },
      'Major Outage',
    ],
    [
      'maintenance beats major',
      {
        state: 'ok' as const,
        services: [svc('major_outage'), svc('under_maintenance'), svc('partial_outage')],
      },
      'Under Maintenance',
    ],
  ])('%s', (_name, input, expected) => {
    expect(overallStatus(input)).toBe(expected);
  });

  it('lists only affected services', () => {
    expect(affectedServices([svc('operational', 'API'), svc('major_outage', 'Cards')])).toEqual([
      svc('major_outage', 'Cards'),
    ]);
  });
});

// The side menu of seed 000 §2.2 as the features declare it in their manifests.
const entry = (id: string, order: number, gate?: NavEntry['gate']): NavEntry => ({
  id,
  label: id,
  to: `/${id}`,
  icon: 'home',
  order,
  gate,
});
const MENU: NavEntry[] = [
  entry('account', 10),
  entry('deposit', 20, { feature: 'MENU_DEPOSIT', statuses: ['ACTIVE', 'SUSPENDED'] }),
  entry('transfer', 30, { feature: 'MENU_TRANSFER', statuses: ['ACTIVE'] }),
  entry('cards', 40, { feature: 'MENU_CARDS', statuses: ['ACTIVE'] }),
  entry('staking', 50, { feature: 'MENU_STAKINGS', statuses: ['ACTIVE'] }),
  entry('gift-cards', 60, { feature: 'MENU_GIFT_CARDS', statuses: ['ACTIVE'] }),
  entry('profile', 70, { statuses: ['ACTIVE'] }),
  entry('messages', 80, { environments: ['production'] }),
];

const user = (patch: Partial<User>): User => ({ ...fakeUser, ...patch });

describe('menu filtering (seed 000 §2.2)', () => {
  it.each<[string, User, Environment, string[]]>([
    [
      'ACTIVE with every flag, local',
      fakeUser,
      'local',
      ['account', 'deposit', 'transfer', 'cards', 'staking', 'gift-cards', 'profile'],
    ],
    [
      'ACTIVE in production also sees Messages',
      fakeUser,
      'production',
      ['account', 'deposit', 'transfer', 'cards', 'staking', 'gift-cards', 'profile', 'messages'],
    ],
    [
      'UAT hides Messages',
      fakeUser,
      'uat',
      ['account', 'deposit', 'transfer', 'cards', 'staking', 'gift-cards', 'profile'],
    ],
    [
      'SUSPENDED keeps Deposit and Account',
      user({ status: 'SUSPENDED' }),
      'local',
      ['account', 'deposit'],
    ],
    ['no menu flags', user({ features: [] }), 'local', ['account', 'profile']],
    ['DEACTIVATED', user({ status: 'DEACTIVATED' }), 'dev', ['account']],
  ])('%s', (_name, u, environment, expected) => {
    expect(visibleEntries(MENU, gateContext(true, u, environment)).map((e) => e.id)).toEqual(
      expected,
    );
  });

  it('builds the gate context of a signed-out visitor', () => {
    expect(gateContext(false, null, 'local')).toEqual({
      signedIn: false,
      registrationCompleted: false,
      status: null,
      features: [],
      environment: 'local',
      privileged: false,
    });
  });
});
