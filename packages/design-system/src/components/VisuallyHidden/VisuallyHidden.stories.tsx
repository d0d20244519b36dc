import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows, but the text is in the accessibility tree. */
export const Default: Story = {
  render: (args) => (
    <p>
      Balance: 1,250.00 EUR <VisuallyHidden {...args}>(updated 2 minutes ago)</VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('(updated 2 minutes ago)');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(hidden).not.toHaveAttribute('aria-hidden');
  },
};

/** A heading for a section whose purpose is visually obvious. */
export const AsDiv: Story = {
  args: { as: 'div' },
  render: (args) => (
    <section aria-labelledby="quick-actions">
      <VisuallyHidden {...args} id="quick-actions">
        Quick actions
      </VisuallyHidden>
      <IconButton icon="transfer" aria-label="Transfer money" variant="outlined" />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Quick actions' }),
    ).toBeVisible();
  },
};
