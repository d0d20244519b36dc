import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { ConsoleAt, fakeApi, fakeAuth, fakeIdToken, fakeStaff } from './testing/fakes';
import { acme, documents, proposal } from './testing/fixtures';
import { createStaff, SESSION_ENDED } from './createStaff';
import { OWN_PROPOSAL, NEEDS_APPROVER } from './screens/queues/ProposalsScreen';

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'olivia.operator@axia.test');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in', () => {
  it('takes the password, then the authenticator code, then opens the queues', async () => {
    const user = userEvent.setup();
    const signInCall = vi.fn(() =>
      Promise.resolve({ nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }),
    );
    const confirmSignIn = vi.fn(() => Promise.resolve({ nextStep: { signInStep: 'DONE' } }));
    const staff = fakeStaff({
      auth: fakeAuth({
        signIn: signInCall,
        confirmSignIn,
        fetchAuthSession: () =>
          Promise.resolve({ tokens: { idToken: fakeIdToken(['axia-staff-operator']) } }),
      }),
      api: fakeApi({}, ['operator']),
    });
    render(<ConsoleAt staff={staff} path="/queues" />);
    expect(document.title).toBe('Sign in | Axia Staff');
    await signIn(user);
    expect(signInCall).toHaveBeenCalledWith({
      username: 'olivia.operator@axia.test',
      password: 'Secret123!',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Authenticator code' });
    await waitFor(() => expect(heading).toHaveFocus());
    const code = screen.getByRole('textbox', { name: 'Authenticator code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.click(code);
    await user.paste('123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    const queues = await screen.findByRole('heading', { level: 1, name: 'Queues' });
    await waitFor(() => expect(queues).toHaveFocus());
    expect(document.title).toBe('Queues | Axia Staff');
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  });

  it('shows the setup key with a copy button on a first sign-in', async () => {
    const user = userEvent.setup();
    const staff = fakeStaff({
      auth: fakeAuth({
        signIn: () =>
          Promise.resolve({
            nextStep: {
              signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
              totpSetupDetails: { sharedSecret: 'JBSWY3DPEHPK3PXP' },
            },
          }),
      }),
    });
    render(<ConsoleAt staff={staff} path="/" />);
    await signIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator' });
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy setup key' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Authenticator code' })).toBeInTheDocument();
  });

  it('tells a signed-in user without a staff role that the console is for staff, and signs them out', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(() => Promise.resolve());
    const staffMe = vi.fn();
    const staff = fakeStaff({
      api: fakeApi({ staffMe }),
      auth: fakeAuth({
        signOut,
        fetchAuthSession: () => Promise.resolve({ tokens: { idToken: fakeIdToken([]) } }),
      }),
    });
    render(<ConsoleAt staff={staff} path="/queues" />);
    await signIn(user);
    expect(await screen.findByText('This console is for bank staff only.')).toBeInTheDocument();
    expect(staffMe).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('says a wrong code on the code step', async () => {
    const user = userEvent.setup();
    const staff = fakeStaff({
      auth: fakeAuth({
        signIn: () =>
          Promise.resolve({ nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }),
        confirmSignIn: () =>
          Promise.reject(
            Object.assign(new Error('Invalid code received for user'), {
              name: 'CodeMismatchException',
            }),
          ),
      }),
    });
    render(<ConsoleAt staff={staff} path="/" />);
    await signIn(user);
    await user.type(await screen.findByRole('textbox', { name: 'Authenticator code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code received for user')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});

describe('decisions', () => {
  it('refuses a rejection without a reason, with the error on the reason field', async () => {
    const user = userEvent.setup();
    const staffReviewDocument = vi.fn(() => Promise.reject(new Error('not expected')));
    const staff = fakeStaff({ roles: ['operator'], api: fakeApi({ staffReviewDocument }) });
    render(<ConsoleAt staff={staff} path="/queues/documents" />);
    await user.click(
      await screen.findByRole('button', { name: 'Reject Proof of address of ada@demo.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject the document' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' x ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason (at least 3 characters)'),
    );
    expect(reason).toHaveFocus();
    expect(staffReviewDocument).not.toHaveBeenCalled();
  });

  it('sends the decision with its reason', async () => {
    const user = userEvent.setup();
    const staffReviewDocument = vi.fn(() => Promise.resolve(undefined as never));
    const staff = fakeStaff({ roles: ['operator'], api: fakeApi({ staffReviewDocument }) });
    render(<ConsoleAt staff={staff} path="/queues/documents" />);
    await user.click(
      await screen.findByRole('button', { name: 'Reject Proof of address of ada@demo.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject the document' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The bill is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(staffReviewDocument).toHaveBeenCalledWith({
        params: { requestId: 'd-1' },
        body: { decision: 'REJECT', reason: 'The bill is blurred' },
      }),
    );
  });

  it('completes a KYC check with the legal name read from the identity document, and refuses half a name', async () => {
    const user = userEvent.setup();
    const staffSetRegistrationCheck = vi.fn(() => Promise.resolve(undefined as never));
    const staff = fakeStaff({ roles: ['operator'], api: fakeApi({ staffSetRegistrationCheck }) });
    render(<ConsoleAt staff={staff} path="/queues/registrations" />);
    await user.click(await screen.findByRole('button', { name: `Complete KYC of ${acme.email}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the KYC check' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Legal first name' }), 'Grace');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Passport checked');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Give both legal names, or neither.',
    );
    expect(staffSetRegistrationCheck).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Legal last name' }), ' Hopper ');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(staffSetRegistrationCheck).toHaveBeenCalledWith({
        params: { userId: acme.userId },
        body: {
          check: 'kycStatus',
          status: 'COMPLETED',
          reason: 'Passport checked',
          legalName: { firstName: 'Grace', lastName: 'Hopper' },
        },
      }),
    );
  });

  it('hides the document actions from a viewer', async () => {
    const staff = fakeStaff({ roles: ['viewer'] });
    render(<ConsoleAt staff={staff} path="/queues/documents" />);
    await screen.findByRole('button', { name: 'Download utility-bill.pdf' });
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    expect(screen.getByText(/acting on it needs the operator role/)).toBeInTheDocument();
  });
});

describe('focus after a decision', () => {
  it("moves to the next row's first action when the decided row leaves the queue, and says the outcome", async () => {
    const user = userEvent.setup();
    const second = { ...documents[0]!, requestId: 'd-2', customer: acme };
    let waiting = [documents[0]!, second];
    const staffReviewDocument = vi.fn(() => {
      waiting = [second];
      return Promise.resolve(documents[0]!);
    });
    const staff = fakeStaff({
      roles: ['operator'],
      api: fakeApi({
        staffDocuments: () => Promise.resolve({ items: waiting }),
        staffReviewDocument,
      }),
    });
    render(<ConsoleAt staff={staff} path="/queues/documents" />);
    await user.click(
      await screen.findByRole('button', { name: 'Approve Proof of address of ada@demo.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve the document' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Address matches');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const next = await screen.findByRole('button', {
      name: 'Approve Proof of address of finance@acme.test',
    });
    await waitFor(() => expect(next).toHaveFocus());
    expect(
      screen.queryByRole('button', { name: 'Approve Proof of address of ada@demo.test' }),
    ).not.toBeInTheDocument();
    // The toast's polite live region says it (re-inserted once focus has moved).
    const polite = within(screen.getByRole('region', { name: 'Notifications' })).getByRole(
      'status',
    );
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toHaveTextContent('Document approved.');
  });

  it("moves to the queue's heading when the queue is left empty", async () => {
    const user = userEvent.setup();
    let waiting = [proposal()];
    const staff = fakeStaff({
      roles: ['approver'],
      email: 'amir.approver@axia.test',
      api: fakeApi({
        staffProposals: () => Promise.resolve({ items: waiting }),
        staffDecideProposal: () => {
          waiting = [];
          return Promise.resolve(proposal({ status: 'APPROVED' }));
        },
      }),
    });
    render(<ConsoleAt staff={staff} path="/queues/proposals" />);
    await user.click(await screen.findByRole('button', { name: /^Approve Wire received/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the proposal' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Statement matches');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByRole('heading', { level: 2, name: 'No proposals' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Proposals' })).toHaveFocus(),
    );
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status'),
    ).toHaveTextContent('Proposal approved: it is carried out.');
  });
});

describe('proposals', () => {
  it('knows its own proposal by email, whatever the case', async () => {
    const staff = fakeStaff({
      roles: ['approver'],
      email: 'Olivia.Operator@AXIA.test',
      api: fakeApi({ staffProposals: () => Promise.resolve({ items: [proposal()] }) }),
    });
    render(<ConsoleAt staff={staff} path="/queues/proposals" />);
    expect(await screen.findByText(OWN_PROPOSAL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("does not offer Approve on an approver's own proposal", async () => {
    const staff = fakeStaff({
      roles: ['approver'],
      email: 'olivia.operator@axia.test',
      api: fakeApi({ staffProposals: () => Promise.resolve({ items: [proposal()] }) }),
    });
    render(<ConsoleAt staff={staff} path="/queues/proposals" />);
    expect(await screen.findByText(OWN_PROPOSAL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('offers Approve and Reject to another approver, and nothing to an operator', async () => {
    const other = fakeStaff({ roles: ['approver'], email: 'amir.approver@axia.test' });
    const { unmount } = render(<ConsoleAt staff={other} path="/queues/proposals" />);
    expect(
      await screen.findByRole('button', {
        name: 'Approve Wire received of $25,000.00 for ada@demo.test',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Reject Wire received/ })).toBeInTheDocument();
    unmount();
    const operator = fakeStaff({ roles: ['operator'], email: 'owen@axia.test' });
    render(<ConsoleAt staff={operator} path="/queues/proposals" />);
    expect(await screen.findByText(NEEDS_APPROVER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });
});

describe('the staff API client', () => {
  const failing =
    (status: number, message: string): AxiosAdapter =>
    (config) =>
      Promise.reject(
        new AxiosError('failed', String(status), config, null, {
          status,
          statusText: '',
          headers: {},
          config: { ...config, headers: new AxiosHeaders() },
          data: { message },
        }),
      );

  it('sends the ID token as a bearer token, and a 401 signs out', async () => {
    let sent: string | undefined;
    const signOut = vi.fn(() => Promise.resolve());
    const staff = createStaff({
      apiBaseUrl: '/api',
      auth: fakeAuth({
        signOut,
        fetchAuthSession: () =>
          Promise.resolve({ tokens: { idToken: fakeIdToken(['axia-staff-viewer']) } }),
      }),
      adapter: (config) => {
        sent = String(config.headers.Authorization);
        return failing(401, 'Unauthorized')(config);
      },
    });
    await expect(staff.api.staffQueueCounts()).rejects.toMatchObject({ status: 401 });
    expect(sent).toBe('Bearer id-token');
    expect(signOut).toHaveBeenCalled();
    expect(staff.session.step).toBe('password');
    expect(staff.session.notice).toBe(SESSION_ENDED);
  });

  it("gives a 403's message", async () => {
    const staff = createStaff({
      apiBaseUrl: '/api',
      auth: fakeAuth(),
      adapter: failing(403, 'This needs the approver role.'),
    });
    await expect(staff.api.staffSettings()).rejects.toMatchObject({
      status: 403,
      message: 'This needs the approver role.',
    });
  });
});
