import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FakeServicesOptions } from '../../kit/testing';
import {
  agreedLegacyUser,
  legacyUser,
  sampleUsdAccount,
  sampleWallet,
  tokenUser,
} from './fixtures';
import { TOKEN_WALLET_PATH } from './messages';
import { announcementsExpired, forever, withDepositServices } from './storySupport';
import { TokenDepositView } from './TokenDepositScreen';

const notify = fn();
const reload = fn();

/** The page at /deposit/{hash} for `user`, the bank answering `responses`. */
const at = (
  user = tokenUser,
  responses: FakeServicesOptions['responses'] = {},
  path = TOKEN_WALLET_PATH,
) =>
  withDepositServices(
    {
      session: { user },
      notify,
      responses: {
        getTokenWallet: sampleWallet,
        agreeUserConsent: agreedLegacyUser,
        depositTokenWallet: {
          statusCode: 200,
          message: 'Deposit succeeded!',
          transactionId: 'tx-1',
          multiplier: '1',
          creditedAxc: '20.50000',
        },
        ...responses,
      },
    },
    path,
    '/deposit/:hash',
  );

const meta = {
  title: 'Screens/Deposits/Token wallet',
  component: TokenDepositView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { reload },
  beforeEach: () => {
    notify.mockClear();
    reload.mockClear();
  },
} satisfies Meta<typeof TokenDepositView>;

export default meta;
type Story = StoryObj<typeof meta>;

const term = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByText(name, { selector: 'dt' }).nextElementSibling;

/** A customer created after 2022-07-29: × 1, straight to the form. */
export const Wallet: Story = {
  decorators: [at()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Wallet balance')).toBeVisible();
    await expect(term(canvasElement, 'Wallet balance')).toHaveTextContent('750.00000 AXC');
    await expect(term(canvasElement, 'Email')).toHaveTextContent('lee@demo.test');
    await expect(term(canvasElement, 'Multiplier')).toHaveTextContent('×1');
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  },
};

export const Loading: Story = {
  decorators: [at(tokenUser, { getTokenWallet: forever })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your token wallet')).toBeInTheDocument();
  },
};

/** §8 'No wallet information!'. */
export const NoWallet: Story = {
  decorators: [at(tokenUser, { getTokenWallet: null })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'No wallet information!' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  decorators: [
    at(tokenUser, {
      getTokenWallet: () =>
        Promise.reject(
          new Error('This service is temporarily unavailable, please try again later.'),
        ),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', {
        name: 'Your token wallet could not be loaded',
      }),
    ).toBeVisible();
  },
};

export const UnknownHash: Story = {
  decorators: [at(tokenUser, {}, '/deposit/0123456789abcdef')],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'This deposit page does not exist' }),
    ).toBeVisible();
  },
};

/** A legacy token holder (created before 2022-07-29 with the flag): the migration terms first, × 13.43. */
export const MigrationTerms: Story = {
  decorators: [at(legacyUser)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = await canvas.findByRole('region', { name: 'Token migration terms' });
    await expect(terms).toHaveTextContent('Multiplier: ×13.43');
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).toBeNull();
  },
};

/** Agreeing moves focus to the form's heading; the multiplier shows in what the amount credits. */
export const AgreedTerms: Story = {
  decorators: [at(legacyUser)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'I agree' }));
    const heading = await canvas.findByRole('heading', { name: 'Deposit from your token wallet' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount to deposit/ }), '100');
    await expect(canvas.getByText('You will receive 1,343.00000 AXC')).toBeVisible();
    // The 'I agree' button went away while its pending announcement was queued: once the announcer has put it in
    // the page (a moment later), wait for it to expire.
    await waitFor(() =>
      expect(
        canvasElement.ownerDocument.querySelector('[data-live-announcer] [aria-labelledby]'),
      ).not.toBeNull(),
    ).catch(() => {});
    await announcementsExpired(canvasElement);
  },
};

export const AgreedLegacyHolder: Story = {
  decorators: [at(agreedLegacyUser)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Multiplier')).toBeVisible();
    await expect(term(canvasElement, 'Multiplier')).toHaveTextContent('×13.43');
  },
};

/** §5: 'Please select an account', 'Please enter a valid amount'. */
export const ValidationErrors: Story = {
  decorators: [at()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deposit' }));
    await expect(canvas.getByText('Please select an account')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid amount')).toBeVisible();
  },
};

/** §8 'Deposit succeeded!', then the page reloads after 500 ms. */
export const Succeeded: Story = {
  decorators: [at()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /AXC Wallet/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount to deposit/ }), '20.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Deposit succeeded!' }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeDisabled();
  },
};

export const Refused: Story = {
  decorators: [
    at(tokenUser, {
      depositTokenWallet: () =>
        Promise.reject(new Error('The amount is more than your token wallet holds')),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /AXC Wallet/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount to deposit/ }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'The amount is more than your token wallet holds',
      }),
    );
    await expect(reload).not.toHaveBeenCalled();
  },
};

/** A customer without an AXC account: nothing to deposit into. */
export const NoAxcAccount: Story = {
  decorators: [
    withDepositServices(
      {
        session: { user: tokenUser },
        accounts: { accounts: [sampleUsdAccount] },
        responses: { getTokenWallet: sampleWallet },
      },
      TOKEN_WALLET_PATH,
      '/deposit/:hash',
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no AXC account to deposit into.'),
    ).toBeVisible();
  },
};
