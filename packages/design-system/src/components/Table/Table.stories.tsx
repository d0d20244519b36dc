import type { Meta, StoryObj } from '@storybook/react-vite';
import Big from 'big.js';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Amount } from '../Amount';
import { EmptyState } from '../EmptyState';
import { StatusTag, type StatusTone } from '../StatusTag';
import { PaginatedTable } from './PaginatedTable';
import { Table, type SortDescriptor, type TableColumn, type TableRowData } from './Table';

interface Transaction {
  id: number;
  date: string;
  description: string;
  amount: string;
  status: 'Completed' | 'Pending' | 'Failed';
}

const statusTone: Record<Transaction['status'], StatusTone> = {
  Completed: 'success',
  Pending: 'warning',
  Failed: 'danger',
};

const transactions: Transaction[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  date: `2025-03-${String(28 - index).padStart(2, '0')}`,
  description:
    ['Card top-up', 'Transfer to savings', 'Staking reward', 'Withdrawal'][index % 4] ?? '',
  amount: ['250', '-120.5', '3.14159', '-980.999'][index % 4] ?? '0',
  status: (['Completed', 'Pending', 'Completed', 'Failed'] as const)[index % 4] ?? 'Completed',
}));

const columns: TableColumn[] = [
  { id: 'date', name: 'Date', isRowHeader: true, allowsSorting: true },
  { id: 'description', name: 'Description' },
  { id: 'status', name: 'Status' },
  { id: 'amount', name: 'Amount', align: 'end', allowsSorting: true },
];

const toRows = (list: Transaction[]): TableRowData[] =>
  list.map((transaction) => ({
    id: transaction.id,
    date: transaction.date,
    description: transaction.description,
    status: <StatusTag tone={statusTone[transaction.status]}>{transaction.status}</StatusTag>,
    amount: (
      <Amount
        value={transaction.amount}
        currency="USD"
        decimals={2}
        signed
        creditLabel="Deposit"
        debitLabel="Withdrawal"
      />
    ),
  }));

// Amounts are decimal strings: compare them with big.js, never as floats.
function sortTransactions(list: Transaction[], sort: SortDescriptor) {
  const sorted = [...list].sort((a, b) =>
    sort.column === 'amount' ? new Big(a.amount).cmp(b.amount) : a.date.localeCompare(b.date),
  );
  return sort.direction === 'descending' ? sorted.reverse() : sorted;
}

const meta = {
  title: 'Data display/Table',
  component: Table,
  args: {
    'aria-label': 'Recent transactions',
    columns,
    rows: toRows(transactions.slice(0, 5)),
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sortable: Story = {
  render: (args) => {
    const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'descending' });
    return (
      <Table
        {...args}
        rows={toRows(sortTransactions(transactions.slice(0, 6), sort))}
        sortDescriptor={sort}
        onSortChange={setSort}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // react-aria builds the table collection after the first render: find, then query.
    const amountHeader = await canvas.findByRole('columnheader', { name: 'Amount' });
    await userEvent.click(amountHeader);
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    // The smallest amount (a withdrawal of 980.99) comes first.
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toHaveTextContent('\u2212$980.99');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(6));
    const rows = canvas.getAllByRole('row');
    await userEvent.tab();
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await expect(rows[2]).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** A visible <caption> names the table (instead of an aria-label). */
export const Caption: Story = {
  render: ({ columns, rows }) => (
    <Table caption="Recent transactions" columns={columns} rows={rows} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Recent transactions' });
    const caption = table.querySelector('caption');
    await expect(caption).toBe(table.firstElementChild);
    await expect(caption).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-label');
  },
};

/** The caption for assistive technology only: the page says what the table is some other way. */
export const HiddenCaption: Story = {
  render: ({ columns, rows }) => (
    <Table caption="Recent transactions" isCaptionHidden columns={columns} rows={rows} />
  ),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Recent transactions' });
    const caption = table.querySelector('caption');
    await expect(caption).toBe(table.firstElementChild);
    // Clipped to a pixel: read, not seen.
    await expect(caption?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** A captioned table while its rows load: the caption stays, the skeleton announces the wait. */
export const CaptionLoading: Story = {
  render: ({ columns }) => (
    <Table
      caption="Recent transactions"
      columns={columns}
      rows={[]}
      isLoading
      loadingLabel="Loading transactions"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading transactions');
    await expect(canvas.getByRole('grid', { name: 'Recent transactions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        icon="file"
        title="No transactions yet"
        description="Deposits and withdrawals will appear here."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No transactions yet' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Loading transactions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading transactions');
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongText: Story = {
  args: {
    rows: toRows([
      {
        id: 1,
        date: '2025-03-28',
        description:
          'International transfer to a beneficiary with a very long name and a reference that keeps going for a while',
        amount: '-1234567.891',
        status: 'Pending',
      },
      ...transactions.slice(1, 3),
    ]),
  },
};

export const Paginated: Story = {
  render: (args) => <PaginatedTable {...args} rows={toRows(transactions)} pageSize={5} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // react-aria builds the table collection after the first render.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(6));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('2025-03-23');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
