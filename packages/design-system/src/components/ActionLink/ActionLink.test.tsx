import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ActionLink } from './ActionLink';

describe('ActionLink', () => {
  it('is a link named by its label alone, its icon hidden from assistive tech', () => {
    render(
      <ActionLink href="/deposit" icon="deposit">
        Add money
      </ActionLink>,
    );
    const link = screen.getByRole('link', { name: 'Add money' });
    expect(link).toHaveAttribute('href', '/deposit');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("follows the app's router on a click", async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <ActionLink href="/transfer" icon="send">
          Send
        </ActionLink>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Send' }));
    expect(navigate).toHaveBeenCalledWith('/transfer', undefined);
  });

  it('is not followed when disabled', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <ActionLink href="/transfer" icon="send" isDisabled>
          Send
        </ActionLink>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Send' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });
});
