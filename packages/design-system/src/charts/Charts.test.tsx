import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { currentAnnouncements } from '../utils/announcer';
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
  it('is a figure named by its title and described by its summary, each said once', () => {
    render(balance());
    const figure = screen.getByRole('figure', { name: 'Balance over time' });
    expect(figure).toHaveAccessibleDescription(summary);
    const shown = within(figure).getByText(summary);
    expect(shown).toBeVisible();
    // The caption's text is the name and description: hidden as text, so a screen reader does not say it twice.
    expect(shown.closest('figcaption')).toHaveAttribute('aria-hidden', 'true');
    expect(within(figure).getByText('Balance over time').closest('[aria-hidden]')).toBe(
      shown.closest('figcaption'),
    );
  });

  it('labels a value axis of round ticks beside the plot and the time axis under it', () => {
    render(balance());
    // $9,870.00 to $12,500.75: ticks every $1,000 from $9,000 to $13,000.
    expect(
      Array.from(
        screen.getByTestId('value-axis').querySelectorAll('span[style]'),
        (tick) => tick.textContent,
      ),
    ).toEqual(['$9,000.00', '$10,000.00', '$11,000.00', '$12,000.00', '$13,000.00']);
    expect(screen.getByTestId('time-axis')).toHaveTextContent('Nov 1Nov 2Nov 3Nov 4');
    expect(screen.getByTestId('value-axis')).toHaveAttribute('aria-hidden', 'true');
  });

  it('prefers a point’s short tick label on the time axis, its full label elsewhere', () => {
    render(
      balance({
        points: [
          { label: 'Nov 3, 10:00 UTC', tick: '10:00', value: '1.00' },
          { label: 'Nov 3, 11:00 UTC', tick: '11:00', value: '2.00' },
        ],
      }),
    );
    expect(screen.getByTestId('time-axis')).toHaveTextContent(/^10:0011:00$/);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Nov 3, 11:00 UTC: $2.00');
  });

  it('can keep the summary for screen readers only', () => {
    render(balance({ hideSummary: true }));
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(summary);
    expect(screen.getByText(summary).className).not.toContain('summary');
  });

  it('shows the data as a table behind a toggle (aria-expanded), with caption and headers', async () => {
    const user = userEvent.setup();
    render(balance());
    // Named for its chart: two charts on a page have two different buttons.
    const toggle = screen.getByRole('button', { name: 'Show data table for Balance over time' });
    expect(toggle).toHaveTextContent('Show data table for Balance over time');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Balance over time' });
    // A year's table scrolls: its box is a named, focusable region, so the keyboard can scroll it.
    expect(screen.getByRole('region', { name: 'Balance over time, data table' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(
      screen.getByRole('button', { name: 'Hide data table for Balance over time' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Balance']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[4]).toHaveTextContent('Nov 4$12,500.75');
    await user.click(screen.getByRole('button', { name: 'Hide data table for Balance over time' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives two charts on a page two different toggle names', () => {
    render(
      <>
        {balance()}
        {balance({ title: 'AXC/USD rate' })}
      </>,
    );
    expect(
      screen.getAllByRole('button', { name: /data table/ }).map((button) => button.textContent),
    ).toEqual(['Show data table for Balance over time', 'Show data table for AXC/USD rate']);
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

  it('says the new range’s summary once, politely, after a switch, focus staying on the switch', async () => {
    const user = userEvent.setup();
    const read = { resolve: (_: typeof risingBalance) => {} };
    function Switching() {
      const [range, setRange] = useState('30d');
      const [points, setPoints] = useState<typeof risingBalance | null>(risingBalance);
      return balance({
        ranges: [
          { id: '30d', label: '30 days' },
          { id: '90d', label: '90 days' },
        ],
        range,
        status: points ? 'ready' : 'loading',
        points: points ?? [],
        summary: `Balance over ${range}.`,
        onRangeChange: (next) => {
          // As the screens do: the new range loads (no stale picture meanwhile), then is read.
          setRange(next);
          setPoints(null);
          read.resolve = setPoints;
        },
      });
    }
    render(<Switching />);
    expect(currentAnnouncements()).not.toContain('Balance over 30d.');
    const radio = screen.getByRole('radio', { name: '90 days' });
    await user.click(radio);
    expect(currentAnnouncements()).not.toContain('Balance over 90d.');
    act(() => read.resolve(risingBalance));
    expect(currentAnnouncements().filter((text) => text === 'Balance over 90d.')).toHaveLength(1);
    expect(radio).toHaveFocus();
    // A later re-read of the same range (a new balance) is not said again.
    act(() => read.resolve([...risingBalance]));
    expect(currentAnnouncements().filter((text) => text === 'Balance over 90d.')).toHaveLength(1);
  });

  it('says the empty message after a switch to a range without data', async () => {
    const user = userEvent.setup();
    function Switching() {
      const [range, setRange] = useState('30d');
      return balance({
        ranges: [
          { id: '30d', label: '30 days' },
          { id: '1y', label: '1 year' },
        ],
        range,
        points: range === '1y' ? [] : risingBalance,
        emptyMessage: 'No balance history for this range.',
        onRangeChange: setRange,
      });
    }
    render(<Switching />);
    await user.click(screen.getByRole('radio', { name: '1 year' }));
    expect(currentAnnouncements()).toContain('No balance history for this range.');
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
    expect(height).toBe('330px');
    rerender(balance({ points: [], emptyMessage: 'No balance history yet.' }));
    expect(screen.getByText('No balance history yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /data table/ })).not.toBeInTheDocument();
    rerender(balance({ status: 'error', errorMessage: 'Could not read it.', onRetry }));
    expect(screen.getByText('Could not read it.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByRole('figure').style.minHeight).toBe(height);
    // Painted, the chart is as tall as its parts: no reserved space left under 'Show data table'.
    rerender(balance());
    expect(screen.getByRole('figure').style.minHeight).toBe('');
  });

  it('reserves less height for a chart without title, summary or switch (a card’s chart)', () => {
    render(balance({ status: 'loading', hideTitle: true, hideSummary: true, plotHeight: 96 }));
    expect(screen.getByRole('figure').style.minHeight).toBe(`${96 + 78}px`);
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
    await user.click(
      screen.getByRole('button', { name: 'Show data table for Rewards over the term' }),
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Nov 20.20000 AXC0.30000 AXC');
  });

  it('draws equal days as equal bars from zero, on a labelled value axis', () => {
    const { container } = render(
      <BarChart
        title="Rewards accrued"
        format={{ currency: 'AXC', decimals: 5 }}
        summary="Rewards accrued totalled 6.16437 AXC over 3 days, 2.05479 AXC each day."
        columns={['Date', 'Reward']}
        points={['Nov 12', 'Nov 13', 'Nov 14'].map((label) => ({ label, value: '2.05479' }))}
      />,
    );
    expect(
      Array.from(
        screen.getByTestId('value-axis').querySelectorAll('span[style]'),
        (tick) => tick.textContent,
      ),
    ).toEqual([
      '0.00000 AXC',
      '0.50000 AXC',
      '1.00000 AXC',
      '1.50000 AXC',
      '2.00000 AXC',
      '2.50000 AXC',
    ]);
    const heights = Array.from(container.querySelectorAll('rect'), (bar) =>
      Number(bar.getAttribute('height')),
    );
    // 2.05479 of an axis to 2.5: 82.2 % of the 200-unit box, each.
    expect(heights.map((height) => height.toFixed(1))).toEqual(['164.4', '164.4', '164.4']);
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
    await user.click(screen.getByRole('button', { name: 'Show data table for Holdings' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')[2]).toHaveTextContent(
      'AXC50.00000 AXC$100.0033.3%',
    );
  });
});
