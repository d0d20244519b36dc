import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaginatedTable } from './PaginatedTable';
import { Table, type SortDescriptor, type TableColumn, type TableRowData } from './Table';

const columns: TableColumn[] = [
  { id: 'date', name: 'Date', isRowHeader: true },
  { id: 'type', name: 'Type' },
  { id: 'amount', name: 'Amount', align: 'end', allowsSorting: true },
];
const rows: TableRowData[] = [
  { id: 1, date: '2025-01-03', type: 'Deposit', amount: '100.00' },
  { id: 2, date: '2025-01-02', type: 'Withdrawal', amount: '25.00' },
  { id: 3, date: '2025-01-01', type: 'Transfer', amount: '50.00' },
];

describe('Table', () => {
  it('renders a named table with column headers, row headers and cells', () => {
    render(<Table aria-label="Transactions" columns={columns} rows={rows} />);
    const table = screen.getByRole('grid', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Type', 'Amount']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['2025-01-03', '2025-01-02', '2025-01-01']);
    expect(within(table).getByRole('gridcell', { name: 'Withdrawal' })).toBeInTheDocument();
  });

  it('is named by its caption: a <caption>, first in the table, shown or kept for screen readers', () => {
    const { rerender } = render(
      <Table caption="Recent transactions" columns={columns} rows={rows} />,
    );
    const table = screen.getByRole('grid', { name: 'Recent transactions' });
    const caption = table.firstElementChild;
    expect(caption?.tagName).toBe('CAPTION');
    expect(caption).toHaveTextContent('Recent transactions');
    expect(table).toHaveAttribute('aria-labelledby', caption?.id);
    expect(table).not.toHaveAttribute('aria-label');
    const visibleClass = caption?.className;
    rerender(<Table caption="Recent transactions" isCaptionHidden columns={columns} rows={rows} />);
    expect(screen.getByRole('grid', { name: 'Recent transactions' }).firstElementChild).toBe(
      caption,
    );
    expect(caption?.className).not.toBe(visibleClass);
    // The rows are still rendered after the caption.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('takes its caption away with it', () => {
    const { unmount, container } = render(
      <Table caption="Recent transactions" columns={columns} rows={rows} />,
    );
    expect(container.querySelectorAll('caption')).toHaveLength(1);
    unmount();
    expect(document.querySelectorAll('caption')).toHaveLength(0);
  });

  it('uses the first column as row header when none is marked', () => {
    render(
      <Table
        aria-label="Plain"
        columns={[
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
        ]}
        rows={[{ id: 'x', a: 'one', b: 'two' }]}
      />,
    );
    expect(screen.getByRole('rowheader')).toHaveTextContent('one');
  });

  it('reports sorting from the header by mouse and keyboard and exposes aria-sort', async () => {
    const onSortChange = vi.fn();
    function Sortable() {
      const [sort, setSort] = useState<SortDescriptor>({
        column: 'amount',
        direction: 'ascending',
      });
      return (
        <Table
          aria-label="Transactions"
          columns={columns}
          rows={rows}
          sortDescriptor={sort}
          onSortChange={(next) => {
            onSortChange(next);
            setSort(next);
          }}
        />
      );
    }
    render(<Sortable />);
    const header = screen.getByRole('columnheader', { name: 'Amount' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'descending' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    header.focus();
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort');
  });

  it('moves between cells with the arrow keys', async () => {
    render(<Table aria-label="Transactions" columns={columns} rows={rows} />);
    await userEvent.tab();
    expect(document.activeElement).toHaveAttribute('role', 'row');
    expect(document.activeElement).toHaveTextContent('2025-01-03');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('role', 'row');
    expect(document.activeElement).toHaveTextContent('2025-01-02');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('role', 'rowheader');
    expect(document.activeElement).toHaveTextContent('2025-01-02');
  });

  it('shows the empty state when there are no rows', () => {
    render(
      <Table
        aria-label="Transactions"
        columns={columns}
        rows={[]}
        emptyState="No transactions yet"
      />,
    );
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
    // The header row and the single full-width empty row.
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('while loading, hides the rows and announces one loading status', () => {
    render(
      <Table
        aria-label="Transactions"
        columns={columns}
        rows={rows}
        isLoading
        loadingLabel="Loading transactions"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');
    expect(screen.queryByText('Deposit')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('grid', { name: 'Transactions' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('PaginatedTable', () => {
  const many: TableRowData[] = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    date: `Row ${index + 1}`,
    type: 'Deposit',
    amount: '1.00',
  }));

  it('shows pageSize rows and moves with the pagination', async () => {
    render(<PaginatedTable aria-label="Transactions" columns={columns} rows={many} pageSize={5} />);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Row 1',
      'Row 2',
      'Row 3',
      'Row 4',
      'Row 5',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Row 6');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Row 11',
      'Row 12',
    ]);
  });

  it('hides the pagination when one page is enough', () => {
    render(<PaginatedTable aria-label="Transactions" columns={columns} rows={rows} pageSize={5} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
