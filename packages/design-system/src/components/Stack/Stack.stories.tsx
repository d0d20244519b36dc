import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Stack } from './Stack';
import { sample } from './Stack.css';

const items = ['Checking account', 'Savings account', 'Crypto wallet'];

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 'md',
    children: items.map((item) => (
      <div key={item} className={sample}>
        {item}
      </div>
    )),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Checking account');
    const second = within(canvasElement).getByText('Savings account');
    const stack = first.parentElement as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    // Vertical: the second child sits below the first, 12 px (md) apart.
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(Math.round(gap)).toBe(12);
  },
};

export const AlignCenter: Story = { args: { align: 'center' } };

/** Tight on mobile, roomy on desktop. */
export const ResponsiveGap: Story = {
  args: { gap: { mobile: 'xs', tablet: 'lg', desktop: 'xxl' } },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Checking account').parentElement as HTMLElement;
    const expected = window.matchMedia('screen and (min-width: 1100px)').matches
      ? '32px'
      : window.matchMedia('screen and (min-width: 800px)').matches
        ? '16px'
        : '4px';
    await expect(getComputedStyle(stack).rowGap).toBe(expected);
  },
};

export const AsList: Story = {
  args: { gap: 'sm' },
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Accounts">
      {items.map((item) => (
        <Box as="li" key={item} className={sample}>
          {item}
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Accounts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = { args: { children: null } };

export const LongText: Story = {
  args: {
    children: [
      <div key="a" className={sample}>
        Your transfer of 1,250.00 EUR to the account ending 4821 is scheduled for the next business
        day and will arrive within two working days.
      </div>,
      <div key="b" className={sample}>
        Short item
      </div>,
    ],
  },
};

export const MobileWidth: Story = {
  args: { gap: { mobile: 'sm', desktop: 'lg' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
