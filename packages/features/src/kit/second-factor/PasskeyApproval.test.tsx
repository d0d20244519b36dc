import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TRANSFER_MESSAGES } from '@axia/core';
import type { AuthenticationResponseJSON } from '../webauthn';
import {
  SecondFactorStore,
  type CodeAnswer,
  type PasskeyApprover,
  type SecondFactor,
} from './secondFactor';
import { SecondFactorDialog } from './SecondFactorDialog';

// Issue 45: the second-factor dialog of a customer with a passkey — the payment's amount and payee, 'Approve with
// passkey', 'Send me a code instead'.

const T0 = Date.parse('2025-03-10T10:00:00.000Z');
const passkeyAnswer: CodeAnswer = {
  statusCode: 207,
  message: 'Approve this payment with your passkey.',
  transaction2faRecordId: 'rec-1',
  expiresAt: new Date(T0 + 5 * 60_000).toISOString(),
  passkey: {
    challenge: 'Y2hhbGxlbmdl',
    rpId: 'bank.test',
    allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }],
    userVerification: 'required',
    timeout: 300000,
  },
  payment: { amount: '25.00', currency: 'USD', payee: 'Grace Hopper', source: 'USD account 1234' },
};
const codeAnswer: CodeAnswer = {
  statusCode: 207,
  message: TRANSFER_MESSAGES.codeSent,
  transaction2faRecordId: 'rec-2',
  expiresAt: new Date(T0 + 5 * 60_000).toISOString(),
};
const ASSERTION: AuthenticationResponseJSON = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AQID', signature: 'c2ln' },
  clientExtensionResults: {},
};
const DONE = { statusCode: 200 as const, message: 'Transaction sent successfully!' };

function setup(
  answers: ((factor: SecondFactor | undefined) => unknown)[],
  approver: PasskeyApprover,
) {
  const store = new SecondFactorStore(() => T0, undefined, undefined, approver);
  const factors: (SecondFactor | undefined)[] = [];
  const result = store.send(async (factor) => {
    factors.push(factor);
    return answers.shift()?.(factor) as typeof DONE | CodeAnswer;
  });
  render(<SecondFactorDialog flow={store} />);
  return { store, result, factors };
}

describe('SecondFactorDialog with a passkey', () => {
  it('shows the amount, payee and source; Approve with passkey has focus, is described by them, and approves', async () => {
    const user = userEvent.setup();
    const approver = vi.fn<PasskeyApprover>(async () => ASSERTION);
    const { result, factors } = setup([() => passkeyAnswer, () => DONE], approver);
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payment' });
    expect(dialog).toHaveAccessibleDescription(
      'Approve this payment with your passkey. Amount 25.00 USD To Grace Hopper From USD account 1234',
    );
    const approve = within(dialog).getByRole('button', { name: 'Approve with passkey' });
    await waitFor(() => expect(approve).toHaveFocus());
    expect(approve).toHaveAccessibleDescription(
      'Amount 25.00 USD To Grace Hopper From USD account 1234',
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(approve);
    expect(await result).toEqual({ status: 'done', answer: DONE });
    expect(factors[1]).toEqual({ transaction2faRecordId: 'rec-1', passkeyAssertion: ASSERTION });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says in its alert that a closed prompt did not approve, and stays', async () => {
    const user = userEvent.setup();
    const approver = vi.fn<PasskeyApprover>(async () => {
      throw new DOMException('closed', 'NotAllowedError');
    });
    setup([() => passkeyAnswer], approver);
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve with passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your passkey did not approve this. The prompt was closed or could not finish. Try again, or ask for a code instead.',
    );
    expect(screen.getByRole('dialog', { name: 'Approve this payment' })).toBeVisible();
  });

  it("'Send me a code instead' turns the dialog into today's code dialog, the code field focused", async () => {
    const user = userEvent.setup();
    const approver = vi.fn<PasskeyApprover>(async () => ASSERTION);
    const { factors } = setup([() => passkeyAnswer, () => codeAnswer], approver);
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Send me a code instead' }));
    const codeDialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    expect(factors[1]).toEqual({ approveWith: 'CODE' });
    await waitFor(() =>
      expect(within(codeDialog).getByRole('textbox', { name: 'Verification code' })).toHaveFocus(),
    );
    expect(approver).not.toHaveBeenCalled();
  });

  it('a setting approved with a passkey shows no payment', async () => {
    const approver = vi.fn<PasskeyApprover>(async () => ASSERTION);
    const setting: CodeAnswer = {
      ...passkeyAnswer,
      message: 'Approve this change with your passkey.',
    };
    delete setting.payment;
    setup([() => setting], approver);
    const dialog = await screen.findByRole('dialog', { name: 'Approve with your passkey' });
    expect(dialog).toHaveAccessibleDescription('Approve this change with your passkey.');
    expect(within(dialog).queryByRole('term')).toBeNull();
  });
});
