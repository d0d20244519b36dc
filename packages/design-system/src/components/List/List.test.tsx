import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { List, type ListItemData } from './List';
import { PaginatedList } from './PaginatedList';

const items: ListItemData[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  title: `Beneficiary ${index + 1}`,
  description: `IBAN ending ${1000 + index}`,
  trailing: <span>trailing {index + 1}</span>,
}));

describe('List', () => {
  it('is a named list with one listitem per item showing title, description and trailing content', () => {
    render(<List aria-label="Beneficiaries" items={items.slice(0, 2)} />);
    const list = screen.getByRole('list', { name: 'Beneficiaries' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Beneficiary 1');
    expect(rows[0]).toHaveTextContent('IBAN ending 1000');
    expect(rows[0]).toHaveTextContent('trailing 1');
  });

  it('hides leading decoration from assistive tech', () => {
    render(<List items={[{ id: 1, title: 'Alice', leading: <span>AL</span> }]} />);
    expect(screen.getByText('AL').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the empty state instead of an empty list', () => {
    render(<List items={[]} emptyState="No beneficiaries yet" />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('No beneficiaries yet')).toBeInTheDocument();
  });

  it('shows one loading status instead of the items while loading', () => {
    render(<List items={items} isLoading loadingLabel="Loading beneficiaries" />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading beneficiaries');
  });
});

describe('PaginatedList', () => {
  it('shows pageSize items per page and pages with Pagination', async () => {
    render(<PaginatedList aria-label="Beneficiaries" items={items} pageSize={3} />);
    const titles = () =>
      within(screen.getByRole('list', { name: 'Beneficiaries' }))
        .getAllByRole('listitem')
        .map((row) => row.firstElementChild?.firstElementChild?.textContent);
    expect(titles()).toEqual(['Beneficiary 1', 'Beneficiary 2', 'Beneficiary 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(titles()).toEqual(['Beneficiary 4', 'Beneficiary 5', 'Beneficiary 6']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Beneficiary 7']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('starts on defaultPage and hides pagination for a single page', () => {
    const { rerender } = render(<PaginatedList items={items} pageSize={3} defaultPage={2} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Beneficiary 4');
    rerender(<PaginatedList items={items.slice(0, 2)} pageSize={3} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
