import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonShape, SkeletonText } from './Skeleton';

const meta = {
  title: 'Data display/Skeleton',
  component: Skeleton,
  args: { label: 'Loading…' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
  },
};
export const TextLines: Story = {
  args: { label: 'Loading transaction details', children: <SkeletonText lines={5} /> },
};
export const Rectangle: Story = {
  args: { label: 'Loading chart', children: <SkeletonShape height={160} /> },
};
export const Circle: Story = {
  args: { label: 'Loading profile', children: <SkeletonShape shape="circle" width={48} /> },
};
/** A card placeholder: one status message for the whole composition. */
export const AccountCard: Story = {
  args: {
    label: 'Loading accounts',
    children: (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', maxWidth: 360 }}>
        <SkeletonShape shape="circle" width={40} />
        <div style={{ flex: 1 }}>
          <SkeletonText lines={2} />
        </div>
        <SkeletonShape width={72} height={20} />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(1);
  },
};
export const MobileWidth: Story = {
  args: { children: <SkeletonText lines={4} /> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
