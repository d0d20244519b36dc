import { reaction, when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { Account, User } from '@axia/core';
import { fakeUser } from '../../kit/testing';
import { authServices, registrationComplete } from '../testing';
import {
  closedAccountDeposit,
  LoginFlow,
  onboardingPath,
  parseTerms,
  type FlowDialog,
} from './loginFlow';

const TERMS = {
  name: 'PLATFORM_TERMS_2026',
  enabled: true,
  agreed: false,
  valueJson: JSON.stringify({ header: 'Platform terms', body: 'Please read.' }),
};

const usd = (amount: string): Account =>
  ({ id: 'usd', currency: 'USD', currencyType: 'FIAT', amount }) as Account;

/** Fake services that log every call in order. */
function setup(user: Partial<User>, responses: Record<string, unknown> = {}, remembered?: string) {
  const log: string[] = [];
  const logged =
    (operation: string, answer: unknown) => (request: { body?: { consentFormName?: string } }) => {
      log.push(
        request.body?.consentFormName ? `${operation}:${request.body.consentFormName}` : operation,
      );
      if (answer instanceof Error) throw answer;
      return answer;
    };
  const answers: Record<string, unknown> = {
    getTermsConditions: [],
    agreeUserConsent: fakeUser,
    notifyLogin: { recorded: true },
    getRegistration: registrationComplete,
    getAccounts: [usd('35.50')],
    ...responses,
  };
  const { services, navigate, notify } = authServices({
    auth: {
      completeSignIn: vi.fn(() => {
        log.push('completeSignIn');
      }),
      signOut: vi.fn(async () => {
        log.push('signOut');
      }),
    },
    responses: {
      getUser: { ...fakeUser, ...user },
      ...Object.fromEntries(
        Object.entries(answers).map(([operation, answer]) => [
          operation,
          logged(operation, answer),
        ]),
      ),
    },
  });
  const flow = new LoginFlow(services, remembered ?? null);
  return { flow, log, navigate, notify, services };
}

async function expectDialog(flow: LoginFlow, kind: FlowDialog['kind']) {
  await when(() => flow.dialog?.kind === kind, { timeout: 1000 });
  return flow.dialog!;
}

describe('the login flow', () => {
  it('runs terms → migration → USAX → tax ID → notify → registration, in that order', async () => {
    const { flow, log, navigate } = setup(
      {
        createdAt: '2022-03-01T00:00:00.000Z',
        features: ['TOKEN_MIGRATION_CONSENT', 'USAX_ACCOUNT', 'MANDATORY_TAX_ID'],
        taxIdNotification: true,
      },
      { getTermsConditions: [TERMS, { ...TERMS, name: 'DISABLED', enabled: false }] },
    );
    const done = flow.run();
    expect(await expectDialog(flow, 'terms')).toEqual({
      kind: 'terms',
      name: 'PLATFORM_TERMS_2026',
      header: 'Platform terms',
      body: 'Please read.',
    });
    flow.answer('agree');
    await expectDialog(flow, 'migration');
    flow.answer('agree');
    await expectDialog(flow, 'usax');
    flow.answer('agree');
    await expectDialog(flow, 'taxId');
    flow.answer('agree');
    expect(await done).toEqual({ kind: 'navigated', to: '/accounts' });
    expect(log).toEqual([
      'getTermsConditions',
      'agreeUserConsent:PLATFORM_TERMS_2026',
      'agreeUserConsent:TOKEN_MIGRATION',
      'agreeUserConsent:USAX_TERMS',
      'notifyLogin',
      'getRegistration',
      'completeSignIn',
    ]);
    expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true });
    expect(flow.dialog).toBeNull();
  });

  it('skips every modal when nothing is pending and returns to the remembered page', async () => {
    const { flow, log, navigate } = setup({}, {}, '/cards');
    expect(await flow.run()).toEqual({ kind: 'navigated', to: '/cards' });
    expect(log).toEqual(['getTermsConditions', 'notifyLogin', 'getRegistration', 'completeSignIn']);
    expect(navigate).toHaveBeenCalledWith('/cards', { replace: true });
  });

  it('treats terms agreed in the profile as agreed', async () => {
    const { flow, log } = setup(
      { consent: { PLATFORM_TERMS_2026: true } },
      { getTermsConditions: [{ ...TERMS, agreed: undefined }] },
    );
    await flow.run();
    expect(log).not.toContain('agreeUserConsent:PLATFORM_TERMS_2026');
  });

  it('right after sign-up, records the terms accepted on the form without a modal (entries and USAX)', async () => {
    const { flow, log } = setup(
      { consent: {}, features: ['USAX_ACCOUNT'] },
      { getTermsConditions: [TERMS, { ...TERMS, name: 'DISABLED', enabled: false }] },
    );
    const dialogs: (FlowDialog | null)[] = [];
    const stop = reaction(
      () => flow.dialog,
      (dialog) => dialogs.push(dialog),
    );
    expect(await flow.run({ acceptedAtSignUp: true })).toEqual({
      kind: 'navigated',
      to: '/accounts',
    });
    stop();
    expect(dialogs.filter(Boolean)).toEqual([]);
    expect(log).toEqual([
      'getTermsConditions',
      'agreeUserConsent:PLATFORM_TERMS_2026',
      'agreeUserConsent:USAX_TERMS',
      'notifyLogin',
      'getRegistration',
      'completeSignIn',
    ]);
  });

  it('right after sign-up, asks nothing when the bank recorded the consent at sign-up', async () => {
    const { flow, log } = setup(
      { consent: { PLATFORM_TERMS_2026: true, USAX_TERMS: true }, features: ['USAX_ACCOUNT'] },
      { getTermsConditions: [{ ...TERMS, agreed: true }] },
    );
    await flow.run({ acceptedAtSignUp: true });
    expect(log).toEqual(['getTermsConditions', 'notifyLogin', 'getRegistration', 'completeSignIn']);
  });

  it.each([
    ['invalid JSON', '{header'],
    ['a missing body', JSON.stringify({ header: 'Terms' })],
    ['an empty header', JSON.stringify({ header: '', body: 'Please read.' })],
    ['a blank body', JSON.stringify({ header: 'Terms', body: '  \n ' })],
    ['no text at all', JSON.stringify({})],
  ])('signs out with an error toast when a terms entry has %s (no modal)', async (_, valueJson) => {
    const { flow, log, notify, navigate } = setup(
      {},
      { getTermsConditions: [{ ...TERMS, valueJson }] },
    );
    expect(await flow.run()).toEqual({ kind: 'signed-out' });
    expect(notify).toHaveBeenCalledWith({
      tone: 'error',
      title: 'Failed to retrieve terms and conditions, please contact customer support.',
    });
    expect(log).toEqual(['getTermsConditions', 'signOut']);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('signs out when the migration consent is cancelled', async () => {
    const { flow, log } = setup({
      createdAt: '2022-07-28T23:00:00.000Z',
      features: ['TOKEN_MIGRATION_CONSENT'],
    });
    const done = flow.run();
    await expectDialog(flow, 'migration');
    flow.answer('cancel');
    expect(await done).toEqual({ kind: 'signed-out' });
    expect(log).toEqual(['getTermsConditions', 'signOut']);
  });

  it('reports a failed consent call and signs out', async () => {
    const { flow, log, notify } = setup(
      { createdAt: '2022-01-01T00:00:00.000Z', features: ['TOKEN_MIGRATION_CONSENT'] },
      { agreeUserConsent: new Error('Consent could not be saved') },
    );
    const done = flow.run();
    await expectDialog(flow, 'migration');
    flow.answer('agree');
    expect(await done).toEqual({ kind: 'signed-out' });
    expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Consent could not be saved' });
    expect(log).toEqual(['getTermsConditions', 'agreeUserConsent:TOKEN_MIGRATION', 'signOut']);
  });

  it('does not ask users created on or after 2022-07-29 for migration consent', async () => {
    const { flow, log } = setup({
      createdAt: '2022-07-29T00:00:00.000Z',
      features: ['TOKEN_MIGRATION_CONSENT'],
    });
    await flow.run();
    expect(log).toEqual(['getTermsConditions', 'notifyLogin', 'getRegistration', 'completeSignIn']);
  });

  it('shows the closed-account modal with 100 USD minus the balance, then signs out', async () => {
    const { flow, log } = setup({ status: 'DEACTIVATED' });
    const done = flow.run();
    expect(await expectDialog(flow, 'closed')).toEqual({ kind: 'closed', depositAmount: '64.50' });
    flow.answer('agree');
    expect(await done).toEqual({ kind: 'signed-out' });
    expect(log).toEqual(['getTermsConditions', 'notifyLogin', 'getAccounts', 'signOut']);
  });

  it.each([
    [
      { ...registrationComplete, registrationCompleted: false, userType: 'INDIVIDUAL' },
      ['ENABLE_ONBOARDING'],
      '/onboarding/individual',
    ],
    [
      { ...registrationComplete, registrationCompleted: false, userType: 'BUSINESS' },
      ['ENABLE_ONBOARDING'],
      '/onboarding/business',
    ],
    [
      { ...registrationComplete, registrationCompleted: false, userType: 'UNKNOWN' },
      ['ENABLE_ONBOARDING'],
      '/onboarding/user-type-select',
    ],
    [
      { ...registrationComplete, registrationCompleted: false, userType: 'BUSINESS' },
      [],
      '/onboarding/disabled',
    ],
  ] as const)(
    'routes an incomplete registration %j with %j to %s',
    async (registration, features, to) => {
      const { flow, navigate } = setup(
        { features: [...features] },
        { getRegistration: registration },
      );
      expect(await flow.run()).toEqual({ kind: 'navigated', to });
      expect(navigate).toHaveBeenCalledWith(to, { replace: true });
    },
  );

  it('sends a 503 on the registration read to the start page', async () => {
    const unavailable = Object.assign(new Error('Service Unavailable'), { status: 503 });
    const { flow, navigate, log } = setup({}, { getRegistration: unavailable });
    expect(await flow.run()).toEqual({ kind: 'maintenance' });
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(log).not.toContain('signOut');
  });

  it('reports any other registration error and signs out', async () => {
    const { flow, notify, log } = setup({}, { getRegistration: new Error('Boom') });
    expect(await flow.run()).toEqual({ kind: 'signed-out' });
    expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Boom' });
    expect(log.at(-1)).toBe('signOut');
  });
});

describe('login flow helpers', () => {
  it.each([
    ['35.50', '64.50'],
    ['0', '100.00'],
    ['99.999', '0.01'],
    ['150', '0.00'],
  ])('closedAccountDeposit with a USD balance of %s → %s', (balance, expected) => {
    expect(closedAccountDeposit([usd(balance)])).toBe(expected);
  });
  it('closedAccountDeposit without a USD account → 100.00', () => {
    expect(closedAccountDeposit([])).toBe('100.00');
  });
  it('parseTerms', () => {
    expect(parseTerms('{"header":"H","body":"B"}')).toEqual({ header: 'H', body: 'B' });
    expect(parseTerms('null')).toBeNull();
    expect(parseTerms('{"header":"","body":"B"}')).toBeNull();
  });
  it('onboardingPath', () => {
    expect(onboardingPath('INDIVIDUAL', true)).toBe('/onboarding/individual');
    expect(onboardingPath('INDIVIDUAL', false)).toBe('/onboarding/disabled');
  });
});
