import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../kit';
import { createFakeServices, fakeUser, ScreenInRoute } from '../../kit/testing';
import { refuseHiddenExternalWallet } from './ExternalWalletGate';

const Gated = refuseHiddenExternalWallet(() => <p>External wallet wizard</p>);

function renderFor(createdAt: string) {
  const navigate = vi.fn<Services['navigate']>();
  const services = createFakeServices({
    navigate,
    session: {
      user: { ...fakeUser, createdAt, features: [...fakeUser.features, 'TOKEN_MIGRATION_CONSENT'] },
    },
  });
  render(
    <ScreenInRoute services={services} path="/transfer/external-transfer">
      <Gated />
    </ScreenInRoute>,
  );
  return navigate;
}

describe('the external wallet route', () => {
  it('refuses a migration user created before 2022-07-29: back to /transfer', () => {
    const navigate = renderFor('2021-05-01T10:00:00.000Z');
    expect(screen.queryByText('External wallet wizard')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/transfer', { replace: true });
  });

  it('lets the same flag through from 2022-07-29 on', () => {
    const navigate = renderFor('2022-07-29T08:00:00.000Z');
    expect(screen.getByText('External wallet wizard')).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
  });
});
