import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Beneficiary, TransportRequest } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import {
  codeAnswer,
  NOW,
  recipient,
  recipients,
  SENT,
  transferAccounts,
} from '../components/fixtures';
import { SecondFactorStore } from '../../kit/second-factor';
import { BetweenMembersView } from './BetweenMembersScreen';

// Seed 001 §2, §4, §5, §8: the member wizard — recipients (create, edit, remove and their messages), the amount, the
// overview, the confirm-information modal and the second factor (invalid code, other errors, expiry and resend).

const httpError = (message: string, status = 400) => Object.assign(new Error(message), { status });

function setup({
  send = () => SENT,
  add,
  remove,
}: {
  send?: (request: TransportRequest) => unknown;
  add?: (request: TransportRequest) => unknown;
  remove?: (request: TransportRequest) => unknown;
} = {}) {
  const notify = vi.fn<Services['notify']>();
  const navigate = vi.fn<Services['navigate']>();
  let list: Beneficiary[] = [...recipients];
  const sent: TransportRequest[] = [];
  let now = NOW;
  const flow = new SecondFactorStore(() => now);
  const services = createFakeServices({
    notify,
    navigate,
    responses: {
      getAllowTransferFrom: { accounts: transferAccounts, stakings: [] },
      getBeneficiaries: () => list,
      addBeneficiary: (request: TransportRequest) => {
        if (add) return add(request);
        const body = request.body as { name: string; email: string };
        const created = recipient({
          id: 'ben-new',
          beneficiaryName: body.name,
          beneficiaryEmail: body.email,
        });
        list = [...list, created];
        return created;
      },
      updateBeneficiary: (request: TransportRequest) => {
        const body = request.body as { id: string; beneficiaryName: string };
        list = list.map((r) =>
          r.id === body.id ? { ...r, beneficiaryName: body.beneficiaryName } : r,
        );
        return list.find((r) => r.id === body.id);
      },
      removeBeneficiary: (request: TransportRequest) => {
        // `remove` may refuse (throw); else the recipient goes.
        const answer = remove?.(request);
        list = list.filter((r) => !request.path.endsWith(r.id));
        return answer ?? { statusCode: 200, message: 'removed' };
      },
      transferBetweenMembers: (request: TransportRequest) => {
        sent.push(request);
        return send(request);
      },
    },
  });
  const user = userEvent.setup();
  render(
    <ScreenInRoute services={services} path="/transfer/between-members">
      <BetweenMembersView secondFactor={flow} />
    </ScreenInRoute>,
  );
  return {
    notify,
    navigate,
    sent,
    user,
    flow,
    advance: (ms: number) =>
      act(() => {
        now += ms;
        flow.tick();
      }),
  };
}

const button = (name: string) => screen.getByRole('button', { name });
const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
type User = ReturnType<typeof userEvent.setup>;

async function toRecipients(user: User) {
  await user.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading('Select recipient')).toHaveFocus());
}

async function toOverview(user: User, memo = '') {
  await toRecipients(user);
  await user.click(await screen.findByRole('radio', { name: /^Acme Ltd/ }));
  await user.click(button('Next'));
  await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '25.50');
  if (memo) await user.type(screen.getByRole('textbox', { name: 'Memo (optional)' }), memo);
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading('Transaction overview')).toHaveFocus());
}

async function sendAndConfirm(user: User) {
  await user.click(screen.getByRole('checkbox'));
  await user.click(button('Send'));
  const modal = await screen.findByRole('alertdialog', { name: 'Confirm information' });
  await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
}

describe('the member wizard', () => {
  it('names the 4 steps as the spec does', async () => {
    setup();
    const steps = within(screen.getByRole('group', { name: 'Transfer to a member steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Select account'),
      expect.stringContaining('Select recipient'),
      expect.stringContaining('Transfer amount'),
      expect.stringContaining('Transaction overview'),
    ]);
    await screen.findByRole('radio', { name: /^US Dollar Account/ });
  });

  it('New recipient validates name and email, then Recipient has been created. and it is chosen', async () => {
    const { user, notify } = setup();
    await toRecipients(user);
    await user.click(button('New recipient'));
    const dialog = await screen.findByRole('dialog', { name: 'New recipient' });
    await user.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please enter a valid name.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Bob  ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'bob@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Recipient has been created.',
      }),
    );
    expect(await screen.findByRole('radio', { name: /^Bob/ })).toBeChecked();
  });

  it('an email that is no member shows Cannot Add Recipient with the server’s message, over the form', async () => {
    const { user } = setup({
      add: () => {
        throw httpError('No member has this email address', 404);
      },
    });
    await toRecipients(user);
    await user.click(button('New recipient'));
    const dialog = await screen.findByRole('dialog', { name: 'New recipient' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.type(name, 'Nobody');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nobody@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    const failure = await screen.findByRole('alertdialog', { name: 'Cannot Add Recipient' });
    expect(failure).toHaveTextContent('No member has this email address');
    expect(within(failure).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The form stays, with what was typed.
    expect(screen.getByRole('dialog', { name: 'New recipient' })).toBeVisible();
    expect(name).toHaveValue('Nobody');
  });

  it('Edit/Done: edit keeps the email read-only (Recipient has been updated.); removal after a confirmation (Recipient has been removed.) or Error', async () => {
    let failRemove = false;
    const removed: string[] = [];
    const { user, notify } = setup({
      remove: (request) => {
        if (failRemove) throw httpError('Recipient not found', 404);
        removed.push(request.path);
        return { statusCode: 200, message: 'ok' };
      },
    });
    await toRecipients(user);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(button('Done')).toBeVisible();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Edit Grace Hopper'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipient' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Please enter a valid name.');
    await user.type(name, 'Grace B Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Recipient has been updated.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Removal asks first; Cancel keeps the recipient.
    await user.click(await screen.findByRole('button', { name: 'Remove Acme Ltd' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove this recipient?' });
    expect(confirm).toHaveTextContent('Acme Ltd will no longer be among your recipients.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removed).toEqual([]);

    await user.click(button('Remove Acme Ltd'));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove this recipient?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Recipient has been removed.',
      }),
    );
    expect(removed).toEqual(['/beneficiary/ben-1']);
    // The row went: focus goes to the next recipient's edit button.
    await waitFor(() => expect(button('Edit Grace B Hopper')).toHaveFocus());

    failRemove = true;
    await user.click(await screen.findByRole('button', { name: 'Remove Grace B Hopper' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove this recipient?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Recipient not found',
    );
  });

  it('checks the balance; the memo is trimmed; without the second factor the send goes through once', async () => {
    const { user, sent, notify, navigate } = setup();
    await toRecipients(user);
    await user.click(await screen.findByRole('radio', { name: /^Acme Ltd/ }));
    await user.click(button('Next'));
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '1000.01');
    expect(screen.getByText('You do not have enough balance for this transaction')).toBeVisible();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25.50');
    const memo = screen.getByRole('textbox', { name: 'Memo (optional)' });
    // The recipient sees the memo: letters, digits and spaces only, as the bank checks it (seed 000 §5).
    await user.type(memo, '<b>rent</b>');
    expect(memo).toHaveAccessibleDescription(
      expect.stringContaining('Memo may contain only letters, digits and spaces'),
    );
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.clear(memo);
    await user.type(memo, '  rent  ');
    await user.click(button('Next'));
    expect(button('Send')).toHaveAttribute('aria-disabled', 'true');
    await sendAndConfirm(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/transfer'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      fromAccountId: 'acc-usd',
      amount: '25.50',
      currency: 'USD',
      beneficiaryEmail: 'acme@demo.test',
      beneficiaryUserId: 'user-ben-1',
      userMemo: 'rent',
    });
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      title: 'Transaction sent successfully!',
    });
  });

  it('the 207 loop: incomplete code, invalid code keeps the modal, then success', async () => {
    let call = 0;
    const { user, sent, navigate } = setup({
      send: () => {
        call += 1;
        if (call === 1) return codeAnswer('rec-1');
        if (call === 2) throw httpError('Verification code is invalid');
        return SENT;
      },
    });
    await toOverview(user);
    await sendAndConfirm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    expect(dialog).toHaveTextContent('The code expires in 5:00.');
    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    await user.type(code, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription('Please enter the complete security code.');
    expect(sent).toHaveLength(1);
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Verification code is invalid'));
    expect(screen.getByRole('dialog', { name: 'Enter the verification code' })).toBeVisible();
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/transfer'));
    expect(sent[2]?.body).toMatchObject({ mfaCode: '123456', transaction2faRecordId: 'rec-1' });
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(3);
  });

  it('another error closes the modal and shows it', async () => {
    let call = 0;
    const { user, notify, navigate } = setup({
      send: () => {
        call += 1;
        if (call === 1) return codeAnswer('rec-1');
        throw httpError('The recipient has no active USD account');
      },
    });
    await toOverview(user);
    await sendAndConfirm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enter the verification code' })).toBeNull(),
    );
    expect(notify).toHaveBeenCalledWith({
      tone: 'error',
      title: 'The recipient has no active USD account',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("after 5 minutes Didn't get a verification code? asks for a new code", async () => {
    let call = 0;
    const { user, sent, advance } = setup({
      send: () => {
        call += 1;
        if (call === 1) return codeAnswer('rec-1');
        if (call === 2) return codeAnswer('rec-2', NOW + 300_000);
        return SENT;
      },
    });
    await toOverview(user);
    await sendAndConfirm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    const resend = within(dialog).getByRole('button', { name: "Didn't get a verification code?" });
    expect(resend).toBeDisabled();
    advance(300_000);
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).not.toHaveProperty('mfaCode');
    await waitFor(() => expect(dialog).toHaveTextContent('The code expires in 5:00.'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.body).toMatchObject({ mfaCode: '654321', transaction2faRecordId: 'rec-2' });
  });

  it('Back clears the step it leaves (recipient, amount and memo, the confirmation)', async () => {
    const { user } = setup();
    await toOverview(user, 'hi');
    await user.click(screen.getByRole('checkbox'));
    await user.click(button('Back'));
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('25.50');
    await user.click(button('Next'));
    expect(await screen.findByRole('checkbox')).not.toBeChecked();
    await user.click(button('Back'));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(stepHeading('Select recipient')).toHaveFocus());
    await user.click(await screen.findByRole('radio', { name: /^Acme Ltd/ }));
    await user.click(button('Next'));
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Memo (optional)' })).toHaveValue('');
    await user.click(button('Back'));
    await user.click(button('Back'));
    await user.click(button('Next'));
    for (const radio of await screen.findAllByRole('radio')) expect(radio).not.toBeChecked();
  });
});
