import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from './Grid';
import { sample } from './Grid.css';

const cells = [
  'Balance',
  'Income',
  'Spending',
  'Savings',
  'Investments',
  'Rewards',
  'Cards',
  'Loans',
];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 4 },
    gap: 'md',
    children: cells.map((cell) => (
      <div key={cell} className={sample}>
        {cell}
      </div>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

function expectedColumns() {
  if (window.matchMedia('screen and (min-width: 1100px)').matches) return 4;
  if (window.matchMedia('screen and (min-width: 800px)').matches) return 2;
  return 1;
}

/** One column on mobile, two on tablet, four on desktop. */
export const Responsive: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Balance').parentElement as HTMLElement;
    const tracks = getComputedStyle(grid).gridTemplateColumns.split(' ');
    await expect(tracks).toHaveLength(expectedColumns());
  },
};

export const TwoColumns: Story = { args: { columns: 2 } };
export const ThreeColumns: Story = { args: { columns: 3, gap: 'lg' } };

export const LongText: Story = {
  args: {
    columns: 2,
    children: [
      <div key="a" className={sample}>
        Supercalifragilisticexpialidocious-savings-account-with-a-very-long-unbroken-name
      </div>,
      <div key="b" className={sample}>
        Cells share the width equally and long content wraps instead of pushing the other column
        out.
      </div>,
    ],
  },
};

export const Empty: Story = { args: { children: null } };

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: Responsive.play,
};
