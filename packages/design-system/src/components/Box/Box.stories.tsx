import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surface',
    color: 'text',
    borderRadius: 'md',
    children: 'A box with padding, a surface background and rounded corners.',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ToneColours: Story = {
  args: {
    background: 'infoBackground',
    color: 'infoText',
    children: 'Tone text on its tone background: the colour pairs are designed to contrast.',
  },
};

/** Padding grows with the screen: `md` on mobile, `xl` on tablet, `xxl` on desktop. */
export const ResponsivePadding: Story = {
  args: {
    padding: { mobile: 'md', tablet: 'xl', desktop: 'xxl' },
    children: 'Resize the viewport: the padding changes at 800 px and 1100 px.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Resize the viewport/);
    const expected = window.matchMedia('screen and (min-width: 1100px)').matches
      ? '32px'
      : window.matchMedia('screen and (min-width: 800px)').matches
        ? '24px'
        : '12px';
    await expect(getComputedStyle(box).paddingTop).toBe(expected);
  },
};

export const SemanticElement: Story = {
  args: {
    as: 'section',
    'aria-label': 'Account summary',
    children: 'Rendered as a section named “Account summary”, so it is a region landmark.',
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Account summary' });
    await expect(region.tagName).toBe('SECTION');
  },
};

export const List: Story = {
  args: {
    padding: 'none',
    background: undefined,
    display: 'flex',
    flexDirection: 'column',
    gap: 'sm',
  },
  render: (args) => (
    <Box {...args} as="ul" aria-label="Recent payees">
      <Box as="li" padding="sm" background="surface" borderRadius="sm">
        Ada Lovelace
      </Box>
      <Box as="li" padding="sm" background="surface" borderRadius="sm">
        Grace Hopper
      </Box>
      <Box as="li" padding="sm" background="surface" borderRadius="sm">
        Katherine Johnson
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recent payees' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};

export const LongText: Story = {
  args: {
    children:
      'Deposits made after 6 pm on a business day, or on a weekend or bank holiday, are credited on the next business day; the box grows to fit its text and never overflows.',
  },
};

export const MobileWidth: Story = {
  args: { padding: { mobile: 'md', desktop: 'xxl' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
