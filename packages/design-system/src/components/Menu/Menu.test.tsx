import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';

function UserMenu({
  onAction = () => {},
  onLogOut = () => {},
}: {
  onAction?: (key: unknown) => void;
  onLogOut?: () => void;
}) {
  return (
    <Menu trigger={<IconButton icon="user" aria-label="Account" />} onAction={onAction}>
      <MenuItem icon="user" href="/profile">
        Your Profile
      </MenuItem>
      <MenuItem id="messages" icon="megaphone">
        Messages
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon="logOut" onAction={onLogOut}>
        Log out
      </MenuItem>
    </Menu>
  );
}

describe('Menu', () => {
  it('opens a menu named by its trigger with menuitems, a link and a separator', async () => {
    const user = userEvent.setup();
    render(<UserMenu />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Your Profile', 'Messages', 'Log out']);
    expect(items[0]?.tagName).toBe('A');
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    // Icons are decorative.
    expect(items[1]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is driven by the keyboard: Enter opens on the first item, arrows move, Enter chooses', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<UserMenu onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Messages' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('messages');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('opens on the last item with ArrowUp, closes on Escape and calls an item onAction', async () => {
    const user = userEvent.setup();
    const onLogOut = vi.fn();
    render(<UserMenu onLogOut={onLogOut} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    // ArrowUp opens on the last item.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onLogOut).not.toHaveBeenCalled();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it('groups items in named sections, skips disabled items and accepts an aria-label', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <Menu
        trigger={<Button variant="secondary">Actions</Button>}
        aria-label="Account actions"
        onAction={onAction}
        disabledKeys={['freeze']}
      >
        <MenuSection title="Account">
          <MenuItem id="statement">Download statement</MenuItem>
          <MenuItem id="freeze">Freeze card</MenuItem>
        </MenuSection>
        <MenuSection title="Danger zone">
          <MenuItem id="close">Close account</MenuItem>
        </MenuSection>
      </Menu>,
    );
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account actions' });
    expect(within(menu).getByRole('group', { name: 'Account' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: 'Danger zone' })).toBeInTheDocument();
    const freeze = within(menu).getByRole('menuitem', { name: 'Freeze card' });
    expect(freeze).toHaveAttribute('aria-disabled', 'true');
    await user.click(freeze);
    expect(onAction).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Download statement' })).toHaveFocus(),
    );
    // The disabled item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Close account' })).toHaveFocus();
  });

  it("names the popover around the menu like the menu, by ids that exist (issue 28: the user menu's name)", async () => {
    const user = userEvent.setup();
    render(
      <>
        <UserMenu />
        <Menu trigger={<Button variant="secondary">Ada</Button>} aria-label="Your account">
          <MenuItem id="profile">Your Profile</MenuItem>
        </Menu>
      </>,
    );
    for (const [trigger, name] of [
      ['Account', 'Account'],
      ['Ada', 'Your account'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: trigger }));
      const popover = await screen.findByRole('dialog');
      for (const id of (popover.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean)) {
        expect(document.getElementById(id), `aria-labelledby ${id}`).not.toBeNull();
      }
      expect(popover).toHaveAccessibleName(name);
      expect(within(popover).getByRole('menu')).toHaveAccessibleName(name);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });
});
