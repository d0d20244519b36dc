import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';

const userItems = (
  <>
    <MenuItem id="profile" icon="user" href="#profile">
      Your Profile
    </MenuItem>
    <MenuItem id="messages" icon="megaphone">
      Messages
    </MenuItem>
    <MenuSeparator />
    <MenuItem id="logout" icon="logOut">
      Log out
    </MenuItem>
  </>
);

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: {
    trigger: (
      <IconButton icon="user" aria-label="Open user menu" variant="outlined" shape="circle" />
    ),
    'aria-label': 'User menu',
    children: userItems,
    onAction: fn(),
    onOpenChange: fn(),
    defaultOpen: true,
  },
  argTypes: {
    placement: {
      control: 'inline-radio',
      options: ['bottom start', 'bottom end', 'top start', 'top end'],
    },
  },
  parameters: {
    layout: 'centered',
    // Each story in its own frame on the docs page, so open overlays do not pile up over each other.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The user dropdown, open. */
export const UserDropdown: Story = {
  play: async ({ canvasElement }) => {
    const menu = page(canvasElement).getByRole('menu', { name: 'User menu' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Your Profile',
      'Messages',
      'Log out',
    ]);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

/** Closed: only the trigger. */
export const Closed: Story = { args: { defaultOpen: false } };

/** Keyboard: Enter opens on the first item, ArrowDown moves, Enter chooses and focus returns. */
export const KeyboardSelection: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open user menu' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu', { name: 'User menu' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Messages' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('messages');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes without choosing.
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithSections: Story = {
  args: {
    trigger: (
      <Button variant="secondary" icon={<Icon name="more" />}>
        Account actions
      </Button>
    ),
    'aria-label': undefined,
    placement: 'bottom start',
    children: (
      <>
        <MenuSection title="Statements">
          <MenuItem id="statement" icon="download">
            Download statement
          </MenuItem>
          <MenuItem id="export" icon="file">
            Export transactions
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Card">
          <MenuItem id="freeze" icon="card">
            Freeze card
          </MenuItem>
          <MenuItem id="replace" icon="refresh" isDisabled>
            Order a replacement
          </MenuItem>
        </MenuSection>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    children: (
      <>
        <MenuItem id="limits" icon="card">
          Change the daily and monthly spending limits of all your cards
        </MenuItem>
        <MenuItem id="messages" icon="megaphone">
          Messages
        </MenuItem>
      </>
    ),
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
