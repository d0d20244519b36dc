import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionLink } from './ActionLink';

// The router's navigate function, spied on by the routing story.
const navigate = fn();

const meta = {
  title: 'Navigation/ActionLink',
  component: ActionLink,
  args: { href: '/deposit', icon: 'deposit', children: 'Add money' },
} satisfies Meta<typeof ActionLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Several side by side, in a group named for them (as the overview shows them). */
export const Group: Story = {
  render: () => (
    <div role="group" aria-label="Quick actions" style={{ display: 'flex', gap: 8 }}>
      <ActionLink href="/deposit" icon="deposit">
        Add money
      </ActionLink>
      <ActionLink href="/transfer" icon="send">
        Send
      </ActionLink>
      <ActionLink href="/transfer/between-accounts" icon="exchange">
        Exchange
      </ActionLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Quick actions' });
    await expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Add money', 'Send', 'Exchange']);
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Keyboard focus draws the ring; Enter follows the link through the app's router. */
export const FocusedAndFollowed: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <ActionLink {...args} />
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Add money' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/deposit', undefined);
  },
};
