import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../tokens/contract.css';
import { DialogTrigger } from '../Dialog';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { Drawer } from './Drawer';

const links: { label: string; icon: IconName }[] = [
  { label: 'Home', icon: 'home' },
  { label: 'Cards', icon: 'card' },
  { label: 'Transfers', icon: 'transfer' },
  { label: 'Deposit', icon: 'deposit' },
  { label: 'Staking', icon: 'staking' },
  { label: 'Rewards', icon: 'gift' },
];

function MainNav({
  onNavigate,
  count = links.length,
}: {
  onNavigate?: () => void;
  count?: number;
}) {
  return (
    <nav aria-label="Main">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {Array.from({ length: count }, (_, index) => links[index % links.length]!).map(
          ({ label, icon }, index) => (
            <li key={`${label}-${index}`}>
              <a
                href={`#${label.toLowerCase()}`}
                className={focusRing}
                onClick={onNavigate}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: vars.space.md,
                  minHeight: vars.touchTarget.comfortable,
                  padding: `0 ${vars.space.md}`,
                  borderRadius: vars.radius.md,
                  color: vars.color.text,
                  textDecoration: 'none',
                }}
              >
                <Icon name={icon} />
                {label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

const openMenuButton = (
  <IconButton icon="menu" aria-label="Open menu" variant="primary" shape="circle" />
);

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { title: 'Menu', children: <MainNav />, onOpenChange: fn() },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
  parameters: {
    layout: 'padded',
    // Each story in its own frame on the docs page, so open overlays do not pile up over each other.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <DialogTrigger defaultOpen>
      {openMenuButton}
      <Drawer {...args} onOpenChange={undefined} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The mobile side menu, open. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const drawer = page(canvasElement).getByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  },
};

export const FromTheRight: Story = { args: { side: 'right' } };

export const HiddenTitle: Story = {
  args: { hideTitle: true },
  play: async ({ canvasElement }) => {
    // Still named by its (visually hidden) heading.
    await expect(page(canvasElement).getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: { children: <MainNav count={18} /> },
};

export const LongTitle: Story = {
  args: { title: 'Accounts, cards and everything else you can do with Axia' },
};

export const Empty: Story = {
  args: { children: <p style={{ padding: vars.space.md }}>No menu items available.</p> },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** Closed: the circular 'Open menu' button. */
export const Closed: Story = {
  render: (args) => (
    <DialogTrigger>
      {openMenuButton}
      <Drawer {...args} onOpenChange={undefined} />
    </DialogTrigger>
  ),
};

/** Keyboard: opens from the button, keeps focus inside, Escape closes it, focus returns to the button. */
export const KeyboardFocus: Story = {
  render: Closed.render,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // Shift+Tab from the first element wraps to the last link instead of leaving the drawer.
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('link', { name: 'Rewards' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // The 'Close menu' button closes it too.
    await userEvent.keyboard('{Enter}');
    const reopened = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(reopened).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
