import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdentityVerificationEvents } from '../../kit';
import { ServicesProvider } from '../../kit';
import { createFakeServices } from '../../kit/testing';
import { KycVerifyPublicScreen } from './KycVerifyPublicScreen';

function setup(search: string) {
  let events: IdentityVerificationEvents | null = null;
  const open = vi.fn((_session: unknown, given: IdentityVerificationEvents) => {
    events = given;
    return { opened: true, focus: () => {}, dispose: () => {} };
  });
  const services = createFakeServices({
    session: { signedIn: false, user: null },
    identityVerification: { open },
  });
  render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[`/kyc-verify-public${search}`]}>
        <KycVerifyPublicScreen />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return { open, submitted: () => act(() => events?.onSubmitted?.()) };
}

describe('KycVerifyPublicScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the widget for the refId when Verify is pressed', async () => {
    const { open, submitted } = setup('?refId=abc-123&email=grace%40demo.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
    expect(screen.getByText('grace@demo.test')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verify identity' }));
    expect(open).toHaveBeenCalledWith({ refId: 'abc-123' }, expect.anything());
    submitted();
    expect(screen.getByRole('heading', { name: 'Verification submitted' })).toBeVisible();
  });

  it('with trigger=1 clicks Verify by itself after 1 second', () => {
    vi.useFakeTimers();
    const { open } = setup('?trigger=1&refId=abc-123');
    act(() => vi.advanceTimersByTime(999));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('without trigger=1 waits for the user', () => {
    vi.useFakeTimers();
    const { open } = setup('?trigger=0&refId=abc-123');
    act(() => vi.advanceTimersByTime(5000));
    expect(open).not.toHaveBeenCalled();
  });

  it('explains a link without a refId', () => {
    setup('?trigger=1');
    expect(
      screen.getByRole('heading', { name: 'This verification link is not valid' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify identity' })).toBeNull();
  });
});
