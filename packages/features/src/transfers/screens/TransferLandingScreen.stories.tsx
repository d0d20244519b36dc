import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fakeUser } from '../../kit/testing';
import { TransferStory } from '../components/storySupport';
import { TransferLandingView } from './TransferLandingScreen';

// /transfer (seed 001 §2): the tiles a customer's flags allow.

function LandingStory({ features, createdAt }: { features: string[]; createdAt: string }) {
  return (
    <TransferStory
      path="/transfer"
      options={{
        session: {
          user: { ...fakeUser, createdAt, features: features as typeof fakeUser.features },
        },
      }}
    >
      <TransferLandingView />
    </TransferStory>
  );
}

const meta = {
  title: 'Screens/Transfers/Landing',
  component: LandingStory,
  tags: ['screen'],
} satisfies Meta<typeof LandingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every wizard: the network V1 and V2 flags on. */
export const AllTiles: Story = {
  args: {
    createdAt: fakeUser.createdAt,
    features: [...fakeUser.features, 'CUSTODY', 'CUSTODY_V2'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(7);
  },
};

/** A migration customer from before 2022-07-29 without the network flags: no external wallet, no networks. */
export const FewTiles: Story = {
  args: {
    createdAt: '2021-05-01T10:00:00.000Z',
    features: [...fakeUser.features, 'TOKEN_MIGRATION_CONSENT'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryByRole('link', { name: /External wallet transfer/ })).toBeNull();
  },
};
