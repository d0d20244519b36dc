import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from './Inline';
import { sample } from './Inline.css';

const tags = ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'BTC', 'ETH', 'USDC'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    gap: 'sm',
    children: tags.map((tag) => (
      <span key={tag} className={sample}>
        {tag}
      </span>
    )),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between', 'around'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('EUR');
    const second = within(canvasElement).getByText('USD');
    // Horizontal: same row, the second to the right of the first.
    await expect(Math.round(second.getBoundingClientRect().top)).toBe(
      Math.round(first.getBoundingClientRect().top),
    );
    await expect(second.getBoundingClientRect().left).toBeGreaterThan(
      first.getBoundingClientRect().right,
    );
  },
};

export const ButtonGroup: Story = {
  args: {
    justify: 'end',
    children: [
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
      <Button key="continue">Continue</Button>,
    ],
  },
};

export const SpaceBetween: Story = {
  args: {
    justify: 'between',
    children: [
      <span key="label">Available balance</span>,
      <strong key="value">1,250.00 EUR</strong>,
    ],
  },
};

/** Stacked on mobile, spread out from tablet up. */
export const ResponsiveJustify: Story = {
  args: { justify: { mobile: 'start', tablet: 'between' }, gap: { mobile: 'xs', desktop: 'md' } },
};

/** Children wrap instead of overflowing a narrow container. */
export const Wrapping: Story = {
  render: (args) => (
    <div style={{ maxWidth: '200px' }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('EUR');
    const last = within(canvasElement).getByText('USDC');
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().top,
    );
  },
};

export const Empty: Story = { args: { children: null } };

export const MobileWidth: Story = {
  args: { justify: { mobile: 'start', desktop: 'between' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
