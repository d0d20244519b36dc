import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@axia/core';
import { createFakeServices, fakeUser, ScreenInRoute } from '../../kit/testing';
import { TransferLandingView } from './TransferLandingScreen';

// Seed 001 §2 Transfer: one tile per wizard the flags allow; the external wallet hidden for users created before
// 2022-07-29 who have TOKEN_MIGRATION_CONSENT.

function renderFor(user: Partial<User>) {
  const services = createFakeServices({ session: { user: { ...fakeUser, ...user } } });
  render(
    <ScreenInRoute services={services} path="/transfer">
      <TransferLandingView />
    </ScreenInRoute>,
  );
  const list = within(screen.getByRole('list'));
  return list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the /transfer landing', () => {
  it('offers every wizard with the network flags', () => {
    const tiles = renderFor({ features: [...fakeUser.features, 'CUSTODY', 'CUSTODY_V2'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();
    expect(tiles.map(([, href]) => href)).toEqual([
      '/transfer/between-accounts',
      '/transfer/between-members',
      '/transfer/wire-transfer',
      '/transfer/external-transfer',
      '/transfer/external-axtend-transfer',
      '/transfer/axia-network-transfer',
      '/transfer/axia-network-v2-transfer',
    ]);
  });

  it('hides the networks without their flags and the external wallet from pre-2022-07-29 migration users', () => {
    const tiles = renderFor({
      createdAt: '2022-07-28T23:00:00.000Z',
      features: [...fakeUser.features, 'TOKEN_MIGRATION_CONSENT'],
    });
    expect(tiles.map(([, href]) => href)).toEqual([
      '/transfer/between-accounts',
      '/transfer/between-members',
      '/transfer/wire-transfer',
      '/transfer/external-axtend-transfer',
    ]);
  });

  it('keeps the external wallet for the same flag from 2022-07-29 on', () => {
    const tiles = renderFor({
      createdAt: '2022-07-29T00:00:00.000Z',
      features: [...fakeUser.features, 'TOKEN_MIGRATION_CONSENT'],
    });
    expect(tiles.map(([, href]) => href)).toContain('/transfer/external-transfer');
  });
});
