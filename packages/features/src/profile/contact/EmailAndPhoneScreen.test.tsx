import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TransportRequest, User } from '@axia/core';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import { contactCodeAnswer, profileUser } from '../settingsFixtures';
import { EmailAndPhoneView } from './EmailAndPhoneScreen';
import { phoneValueOf } from './EmailAndPhoneStore';

// Seed 002 §2 Email and Phone, §4 Security settings, §5 Phone, §8: the email read-only, the dial code (default +1),
// digits only, 'Please enter a valid phone number' under 9, the 207 code dialog then the same call with mfaCode and
// requestId, 'The phone number and email has been updated.', the server's phone message rewritten.

function setup(updateUser: (request: TransportRequest) => unknown, profile: User = profileUser) {
  const notify = vi.fn();
  const loadUser = vi.fn(async () => profile);
  const calls: TransportRequest[] = [];
  const services = createFakeServices({
    session: { user: profile },
    notify,
    auth: { loadUser },
    responses: {
      getUser: profile,
      updateUser: (request: TransportRequest) => {
        calls.push(request);
        return updateUser(request);
      },
    },
  });
  render(
    <ScreenInRoute services={services} path="/email-and-phone">
      <EmailAndPhoneView />
    </ScreenInRoute>,
  );
  return { notify, calls, loadUser, user: userEvent.setup() };
}

const phoneInput = () =>
  within(screen.getByRole('group', { name: 'Phone number' })).getByRole('textbox', {
    name: 'Phone number',
  });

describe('/email-and-phone', () => {
  it('shows the email read-only and the phone with its dial code', async () => {
    setup(() => profileUser);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@demo.test');
    expect(email).toHaveAttribute('readonly');
    expect(phoneInput()).toHaveValue('2025550123');
    // The picker's text follows its collection, which react-aria builds after the first render.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue(
        '+1 United States',
      ),
    );
  });

  it("defaults the dial code to the customer's country when known, else +1", () => {
    expect(phoneValueOf(null, '')).toEqual({ dialCode: '+1', countryCode: 'US', number: '' });
    expect(phoneValueOf(null, '', 'DE')).toEqual({
      dialCode: '+49',
      countryCode: 'DE',
      number: '',
    });
    // A saved dial code stays, wherever the customer lives.
    expect(phoneValueOf('+1', '2025550123', 'DE')).toMatchObject({ dialCode: '+1' });
    expect(phoneValueOf('+44', '07 700')).toEqual({
      dialCode: '+44',
      countryCode: 'GB',
      number: '07700',
    });
  });

  it('starts a German customer without a phone at +49 Germany', async () => {
    const german = {
      ...profileUser,
      addressCountry: 'DE',
      phoneCountryCode: null,
      phoneNumber: null,
    };
    setup(() => german, german);
    await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+49 Germany'),
    );
  });

  it("keeps digits only and says 'Please enter a valid phone number' under 9 digits, cleared on editing", async () => {
    const { user, calls } = setup(() => profileUser);
    await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(phoneInput());
    await user.type(phoneInput(), '12-34a5678');
    expect(phoneInput()).toHaveValue('12345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(phoneInput()).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(calls).toHaveLength(0);
    await user.type(phoneInput(), '9');
    expect(phoneInput()).not.toHaveAccessibleDescription('Please enter a valid phone number');
  });

  it("opens the code dialog on a 207, sends the code with the requestId: 'The phone number and email has been updated.'", async () => {
    const { user, calls, notify, loadUser } = setup((request) =>
      (request.body as { mfaCode?: string }).mfaCode
        ? { ...profileUser, phoneNumber: '2025550999' }
        : contactCodeAnswer('req-7'),
    );
    await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(phoneInput());
    await user.type(phoneInput(), '2025550999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    expect(dialog).toHaveAccessibleDescription(
      'We sent a 6-digit verification code to your current email address. Enter it to confirm the change.',
    );
    expect(within(dialog).getByText('The code expires in 5:00.')).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: "Didn't get a verification code?" }),
    ).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'The phone number and email has been updated.',
      }),
    );
    expect(calls.map((call) => call.body)).toEqual([
      { phoneCountryCode: '+1', phoneNumber: '2025550999' },
      { phoneCountryCode: '+1', phoneNumber: '2025550999', mfaCode: '123456', requestId: 'req-7' },
    ]);
    expect(loadUser).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open on a wrong code', async () => {
    const { user } = setup((request) => {
      if ((request.body as { mfaCode?: string }).mfaCode)
        throw Object.assign(new Error('Invalid verification code'), { status: 400 });
      return contactCodeAnswer();
    });
    await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: 'Verification code' }),
      ).toHaveAccessibleDescription('Invalid verification code'),
    );
  });

  it("shows the server's 'phoneNumber must be a valid phone number.' as 'Phone number must be valid.'", async () => {
    const { user } = setup(() => {
      throw Object.assign(new Error('phoneNumber must be a valid phone number.'), { status: 400 });
    });
    await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(phoneInput()).toHaveAccessibleDescription('Phone number must be valid.'),
    );
  });
});
