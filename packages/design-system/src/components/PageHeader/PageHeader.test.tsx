import { render, screen } from '@testing-library/react';
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
