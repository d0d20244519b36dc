import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders an h1 by default that can receive focus programmatically through headingRef', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    render(<PageHeader title="Accounts" headingRef={headingRef} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Accounts' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(headingRef.current).toBe(heading);
    headingRef.current?.focus();
    expect(heading).toHaveFocus();
  });

  it('renders the requested heading level', () => {
    render(<PageHeader title="Recent transactions" level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Recent transactions' }).tagName).toBe(
      'H3',
    );
  });

  it('shows the description, back link and actions slots only when given', () => {
    const { rerender } = render(<PageHeader title="Cards" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <PageHeader
        title="Cards"
        description="Manage your debit and credit cards."
        backLink={<a href="/home">Back</a>}
        actions={<button type="button">Order a card</button>}
      />,
    );
    expect(screen.getByText('Manage your debit and credit cards.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order a card' })).toBeInTheDocument();
  });

  it('adds no banner landmark of its own', () => {
    render(<PageHeader title="Cards" />);
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('PageHeader focus ring', () => {
  // The h1 takes focus by script (route change, a screen opening): the ring is for a move the keyboard led to.
  it('marks a focus moved at load (no input yet) or after a click as not focus-visible', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    render(<PageHeader title="Open an account" headingRef={headingRef} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Open an account' });
    fireEvent.pointerDown(document.body);
    headingRef.current?.focus();
    expect(heading).toHaveFocus();
    expect(heading).not.toHaveAttribute('data-focus-visible');
  });

  it('marks a focus the keyboard led to (Enter on a link) as focus-visible, until it leaves', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    render(<PageHeader title="Accounts" headingRef={headingRef} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Accounts' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    headingRef.current?.focus();
    expect(heading).toHaveAttribute('data-focus-visible');
    headingRef.current?.blur();
    expect(heading).not.toHaveAttribute('data-focus-visible');
    // A shortcut with a modifier is not navigation; a click after a key press is the last input.
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'r', ctrlKey: true });
    headingRef.current?.focus();
    expect(heading).not.toHaveAttribute('data-focus-visible');
  });
});
