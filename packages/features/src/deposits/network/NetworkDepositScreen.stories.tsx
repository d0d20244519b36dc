import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_V1_ADDRESS, SAMPLE_V2_ADDRESS } from '../token/fixtures';
import { forever, withDepositServices } from '../token/storySupport';
import { NETWORK_PATHS } from './messages';
import { NetworkDepositView } from './NetworkDepositScreen';

const notify = fn();
const navigate = fn();

const at = (network: 'V1' | 'V2', getCustodyDepositAddress: unknown) =>
  withDepositServices(
    { notify, navigate, responses: { getCustodyDepositAddress } },
    NETWORK_PATHS[network],
  );

const meta = {
  title: 'Screens/Deposits/Network',
  component: NetworkDepositView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.mockClear();
    navigate.mockClear();
  },
} satisfies Meta<typeof NetworkDepositView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const V1: Story = {
  args: { network: 'V1' },
  decorators: [at('V1', { data: SAMPLE_V1_ADDRESS })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(await canvas.findByText(SAMPLE_V1_ADDRESS)).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'QR code of your AXIA Network deposit address' }),
    ).toBeVisible();
  },
};

/** The V2 page says the address applies only to V2 AXC. */
export const V2: Story = {
  args: { network: 'V2' },
  decorators: [at('V2', { data: SAMPLE_V2_ADDRESS })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SAMPLE_V2_ADDRESS)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Important' })).toHaveTextContent(
      'This address applies only to V2 AXC',
    );
  },
};

export const Loading: Story = {
  args: { network: 'V2' },
  decorators: [at('V2', forever)],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Loading your deposit address'),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { network: 'V2' },
  decorators: [
    at('V2', () =>
      Promise.reject(new Error('This service is temporarily unavailable, please try again later.')),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', {
        name: 'Your deposit address could not be loaded',
      }),
    ).toBeVisible();
  },
};

/** Copying toasts 'Text has been copied to clipboard.' (the Clipboard API stubbed). */
export const CopyAddress: Story = {
  args: { network: 'V2' },
  decorators: [at('V2', { data: SAMPLE_V2_ADDRESS })],
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy deposit address' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(SAMPLE_V2_ADDRESS);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Text has been copied to clipboard.',
      }),
    );
  },
};

export const Finish: Story = {
  args: { network: 'V1' },
  decorators: [at('V1', { data: SAMPLE_V1_ADDRESS })],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finish' }));
    await expect(navigate).toHaveBeenCalledWith('/deposit');
  },
};
