import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityVerificationEvents, IdentityVerificationProvider } from '../../kit';
import { registrationOf } from '../fixtures';
import { callsTo, onboardingServices, renderScreen } from '../testing';
import { BusinessKycScreen, IndividualKycScreen } from './KycScreen';

/** A widget the test closes; `opened: false` stands for a blocked pop-up. */
function fakeWidget({ opened = true } = {}) {
  let events: IdentityVerificationEvents | null = null;
  const provider = {
    open: vi.fn((_session, given: IdentityVerificationEvents) => {
      events = given;
      return { opened, focus: vi.fn(), dispose: vi.fn() };
    }),
  } satisfies IdentityVerificationProvider;
  return { provider, close: () => act(() => events?.onClose()) };
}

const session = {
  refId: '6f1c2f0e-9d4b-4c55-8a7e-0a1b2c3d4e5f',
  widgetUrl: 'http://bank/sandbox/kyc/x',
};

describe('KycScreen', () => {
  it('starts the widget by itself; closing it reloads the status', async () => {
    const widget = fakeWidget();
    let registration = registrationOf();
    const { services, calls } = onboardingServices(registration, {
      identityVerification: widget.provider,
      responses: { createKycSession: session, getRegistration: () => registration },
    });
    renderScreen(<IndividualKycScreen />, { services });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify identity' })).toBeVisible();
    await waitFor(() =>
      expect(widget.provider.open).toHaveBeenCalledWith(session, expect.anything()),
    );
    expect(screen.getByRole('status')).toHaveTextContent('The verification window is open.');
    registration = registrationOf({ data: { kycStatus: 'SUBMITTED' } });
    widget.close();
    expect(await screen.findByRole('heading', { name: 'Submitted for review' })).toBeVisible();
    expect(callsTo(calls, 'getRegistration')).toHaveLength(2);
    expect(callsTo(calls, 'createKycSession')).toHaveLength(1);
  });

  it.each(['SUBMITTED', 'COMPLETED'] as const)('does not start when %s', async (kycStatus) => {
    const widget = fakeWidget();
    const { services, calls } = onboardingServices(registrationOf({ data: { kycStatus } }), {
      identityVerification: widget.provider,
    });
    renderScreen(<IndividualKycScreen />, { services });
    expect(
      await screen.findByRole('heading', {
        name: kycStatus === 'SUBMITTED' ? 'Submitted for review' : 'Completed',
      }),
    ).toBeVisible();
    expect(callsTo(calls, 'createKycSession')).toHaveLength(0);
    expect(widget.provider.open).not.toHaveBeenCalled();
  });

  it('starts again after a rejection, under the rejected banner', async () => {
    const widget = fakeWidget();
    const { services } = onboardingServices(
      registrationOf({ userType: 'BUSINESS', data: { kycStatus: 'REJECTED' } }),
      { identityVerification: widget.provider, responses: { createKycSession: session } },
    );
    renderScreen(<BusinessKycScreen />, { services });
    expect(await screen.findByRole('heading', { name: 'Rejected' })).toBeVisible();
    await waitFor(() => expect(widget.provider.open).toHaveBeenCalled());
  });

  it('asks for a click when the browser blocks the window, and reuses the session', async () => {
    const widget = fakeWidget({ opened: false });
    const { services, calls } = onboardingServices(registrationOf(), {
      identityVerification: widget.provider,
      responses: { createKycSession: session },
    });
    renderScreen(<IndividualKycScreen />, { services });
    const start = await screen.findByRole('button', { name: 'Start verification' });
    expect(screen.getByRole('status')).toHaveTextContent('did not open the verification window');
    await userEvent.click(start);
    expect(widget.provider.open).toHaveBeenCalledTimes(2);
    expect(callsTo(calls, 'createKycSession')).toHaveLength(1);
  });

  it('says why verification could not start', async () => {
    const widget = fakeWidget();
    const { services } = onboardingServices(registrationOf(), {
      identityVerification: widget.provider,
      responses: {
        createKycSession: () =>
          Promise.reject(
            new Error('This service is temporarily unavailable, please try again later.'),
          ),
      },
    });
    renderScreen(<IndividualKycScreen />, { services });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This service is temporarily unavailable, please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Start verification' })).toBeEnabled();
    expect(widget.provider.open).not.toHaveBeenCalled();
  });
});
