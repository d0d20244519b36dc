import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BarChart } from './BarChart';
import { HoldingsChart } from './HoldingsChart';
import { LineChart } from './LineChart';
import { nextPointIndex } from './PointExplorer';
import { risingBalance } from './samples';

const usd = { currency: 'USD', decimals: 2 };
const summary = 'Balance rose from $11,900.20 to $12,500.75 over 30 days.';

const balance = (props: Partial<Parameters<typeof LineChart>[0]> = {}) => (
  <LineChart
    title="Balance over time"
    points={risingBalance}
    format={usd}
    summary={summary}
    columns={['Date', 'Balance']}
    {...props}
  />
);

describe('LineChart', () => {
  it('is a figure named by its title and described by its summary', () => {
    render(balance());
    const figure = screen.getByRole('figure', { name: 'Balance over time' });
    expect(figure).toHaveAccessibleDescription(summary);
    expect(within(figure).getByText(summary)).toBeVisible();
  });

  it('can keep the summary for screen readers only', () => {
    render(balance({ hideSummary: true }));
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(summary);
    expect(screen.getByText(summary).className).not.toContain('summary');
  });

  it('shows the data as a table behind a toggle (aria-expanded), with caption and headers', async () => {
    const user = userEvent.setup();
    render(balance());
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Balance over time' });
    // A year's table scrolls: its box is a named, focusable region, so the keyboard can scroll it.
    expect(screen.getByRole('region', { name: 'Balance over time, data table' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Balance']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[4]).toHaveTextContent('Nov 4$12,500.75');
    await user.click(screen.getByRole('button', { name: 'Hide data table' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('walks the points with arrow keys, Home and End, saying each date and value', async () => {
    const user = userEvent.setup();
    render(balance());
    await user.tab();
    const slider = screen.getByRole('slider', { name: 'Balance over time, by point' });
    expect(slider).toHaveFocus();
    // Focus starts on the latest point.
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 4: $12,500.75');
    expect(screen.getByTestId('chart-marker')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 3: $9,870.00');
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 1: $11,900.20');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 4: $12,500.75');
    await user.tab();
    expect(screen.queryByTestId('chart-marker')).not.toBeInTheDocument();
  });

  it('switches range through a radio group of the ranges the caller passes', async () => {
    const user = userEvent.setup();
    const onRangeChange = vi.fn();
    render(
      balance({
        ranges: [
          { id: '30d', label: '30 days' },
          { id: '90d', label: '90 days' },
        ],
        range: '30d',
        onRangeChange,
      }),
    );
    const group = screen.getByRole('radiogroup', { name: 'Balance over time range' });
    await user.click(within(group).getByRole('radio', { name: '90 days' }));
    expect(onRangeChange).toHaveBeenCalledWith('90d');
  });

  it('shows loading, empty and error states in the same reserved box', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(balance({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Balance over time…');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    const figure = screen.getByRole('figure');
    const height = figure.style.minHeight;
    rerender(balance({ points: [], emptyMessage: 'No balance history yet.' }));
    expect(screen.getByText('No balance history yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show data table' })).not.toBeInTheDocument();
    rerender(balance({ status: 'error', errorMessage: 'Could not read it.', onRetry }));
    expect(screen.getByText('Could not read it.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByRole('figure').style.minHeight).toBe(height);
  });
});

describe('nextPointIndex', () => {
  it('moves one point and stops at the ends; other keys do not move', () => {
    expect(nextPointIndex('ArrowRight', 4, 5)).toBe(4);
    expect(nextPointIndex('ArrowUp', 0, 5)).toBe(1);
    expect(nextPointIndex('ArrowDown', 0, 5)).toBe(0);
    expect(nextPointIndex('End', 0, 5)).toBe(4);
    expect(nextPointIndex('a', 2, 5)).toBeUndefined();
  });
});

describe('BarChart', () => {
  it('walks the days and tables the extra columns', async () => {
    const user = userEvent.setup();
    render(
      <BarChart
        title="Rewards over the term"
        format={{ currency: 'AXC', decimals: 5 }}
        summary="Rewards totalled 0.30000 AXC over 2 days."
        columns={['Date', 'Reward', 'Total so far']}
        points={[
          { label: 'Nov 1', value: '0.1', extra: ['0.10000 AXC'] },
          { label: 'Nov 2', value: '0.2', extra: ['0.30000 AXC'] },
        ]}
      />,
    );
    await user.tab();
    const slider = screen.getByRole('slider', { name: 'Rewards over the term, by day' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 2: 0.20000 AXC');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 1: 0.10000 AXC');
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Nov 20.20000 AXC0.30000 AXC');
  });
});

describe('HoldingsChart', () => {
  it('names each part with its value and share in text (no colour needed)', async () => {
    const user = userEvent.setup();
    render(
      <HoldingsChart
        title="Holdings"
        total="300.00"
        format={{ currency: 'USD', decimals: 2 }}
        summary="Holdings total $300.00."
        columns={['Holding', 'Amount', 'Value in USD', 'Share']}
        parts={[
          { key: 'FIAT:USD', label: 'US Dollar', value: '200.00', native: '$200.00' },
          { key: 'CRYPTO:AXC', label: 'AXC', value: '100.00', native: '50.00000 AXC' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Holdings, by part' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('US Dollar$200.00 · 66.7%');
    expect(items[1]).toHaveTextContent('AXC$100.00 · 33.3%');
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')[2]).toHaveTextContent(
      'AXC50.00000 AXC$100.0033.3%',
    );
  });
});
