import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogTrigger } from '../Dialog';
import { IconButton } from '../IconButton';
import { Drawer } from './Drawer';
import * as styles from './Drawer.css';

function MobileMenu(props: Partial<Parameters<typeof Drawer>[0]>) {
  return (
    <DialogTrigger>
      <IconButton icon="menu" aria-label="Open menu" variant="primary" shape="circle" />
      <Drawer title="Menu" {...props}>
        {props.children ?? (
          <nav aria-label="Main">
            <a href="#home">Home</a>
            <a href="#cards">Cards</a>
          </nav>
        )}
      </Drawer>
    </DialogTrigger>
  );
}

describe('Drawer', () => {
  it('opens from its button as a dialog named by its heading', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('traps focus, closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog');
    await waitFor(() => expect(drawer).toHaveFocus());
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(drawer).getByRole('link', { name: 'Cards' })).toHaveFocus();
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from the Close menu button and from function content', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <MobileMenu>
        {(close) => (
          <a
            href="#cards"
            onClick={() => {
              onNavigate();
              close();
            }}
          >
            Cards
          </a>
        )}
      </MobileMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(trigger);
    await user.click(screen.getByRole('link', { name: 'Cards' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('slides from the chosen side and can hide its title visually', () => {
    const { unmount } = render(
      <Drawer title="Menu" defaultOpen>
        Links
      </Drawer>,
    );
    const leftPanel = screen.getByRole('dialog').parentElement;
    expect(leftPanel?.className).toContain(styles.panel({ side: 'left' }).split(' ').at(-1));
    unmount();
    render(
      <Drawer title="Menu" defaultOpen side="right" hideTitle closeLabel="Close navigation">
        Links
      </Drawer>,
    );
    const rightPanel = screen.getByRole('dialog', { name: 'Menu' }).parentElement;
    expect(rightPanel?.className).toContain(styles.panel({ side: 'right' }).split(' ').at(-1));
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close navigation' })).toBeInTheDocument();
  });

  it('is controlled by isOpen / onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Drawer title="Menu" isOpen onOpenChange={onOpenChange}>
        Links
      </Drawer>,
    );
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
