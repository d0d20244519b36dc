import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a link with its href and no new-tab warning by default', () => {
    render(<Link href="/accounts">Accounts</Link>);
    const link = screen.getByRole('link', { name: 'Accounts' });
    expect(link).toHaveAttribute('href', '/accounts');
    expect(link).not.toHaveAttribute('target');
    expect(link.querySelector('svg')).toBeNull();
  });

  it('warns that an external link opens a new tab and protects the opener', () => {
    render(
      <Link href="https://example.com" target="_blank">
        Terms
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Terms (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a caller rel on external links', () => {
    render(
      <Link href="https://example.com" target="_blank" rel="noopener">
        Terms
      </Link>,
    );
    expect(screen.getByRole('link', { name: /Terms/ })).toHaveAttribute('rel', 'noopener');
  });

  it('navigates through the RouterProvider on click and Enter', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/accounts/checking">Checking</Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Checking' });
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe('/accounts/checking');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('leaves new-tab links to the browser instead of the router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/statement.pdf" target="_blank">
          Statement
        </Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: /Statement/ });
    // jsdom cannot open tabs; stop the default so only the router decision is observed.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('marks a disabled link and ignores presses', async () => {
    const onPress = vi.fn();
    render(
      <Link href="/accounts" isDisabled onPress={onPress}>
        Accounts
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Accounts' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(link);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('uses a different class per variant', () => {
    render(
      <>
        <Link href="/a">One</Link>
        <Link href="/b" variant="standalone">
          Two
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'One' }).className).not.toBe(
      screen.getByRole('link', { name: 'Two' }).className,
    );
  });
});
