import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { openDialog } from '../storySupport';
import { PhysicalOrderedDialog } from './PhysicalOrderedDialog';

// Seed 002 §2: after the physical card request.

const meta = {
  title: 'Screens/Cards/Physical card ordered dialog',
  component: PhysicalOrderedDialog,
  args: { cardId: 'card-1', onClose: fn() },
} satisfies Meta<typeof PhysicalOrderedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ordered: Story = {
  play: async () => {
    const dialog = await openDialog('Physical card ordered');
    await expect(
      within(dialog).getByText('Congratulations, your physical card has been ordered!'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Get KYC verified' })).toHaveAttribute(
      'href',
      '/upload-document?documentType=CARD_KYC&cardId=card-1',
    );
  },
};
