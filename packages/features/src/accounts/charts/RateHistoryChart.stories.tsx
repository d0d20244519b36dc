import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TransportRequest } from '@axia/core';
import { Card, currentAnnouncements } from '@axia/design-system';
import { forever } from '../../kit/storySupport';
import { withAccountsServices } from '../storySupport';
import { rateHistory, rateHistoryAnswer } from './fixtures';
import { RateHistoryChart } from './RateHistoryChart';

// Issue 43: the rate card's line on its own, in every state — the change over the range in percent (words, sign and
// colour), the rates at 5 places (seed 001 §9), the range switch said once.

function InCard() {
  return (
    <Card as="section" title="AXC/USD">
      <RateHistoryChart />
    </Card>
  );
}

/** The card with the bank answering the rate history with `getRateHistory` (one decorator a story: one router). */
const withRates = (getRateHistory: unknown) =>
  withAccountsServices({ responses: { getRateHistory } });

const meta = {
  title: 'Screens/Accounts/Rate line',
  component: InCard,
  tags: ['screen'],
} satisfies Meta<typeof InCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up over 24 hours: $0.02250 → $0.02450, 8.89 %. Then 7 days, its summary said once. */
export const Up: Story = {
  decorators: [withRates(rateHistoryAnswer)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Up 8.89% over 24 hours')).toBeVisible();
    const figure = await canvas.findByRole('figure', { name: 'AXC/USD rate' });
    await expect(figure).toHaveAccessibleDescription(
      'AXC/USD rose from $0.02250 to $0.02450 over 24 hours, lowest $0.02250 on Nov 27, 11:00 UTC.',
    );
    const week = canvas.getByRole('radio', { name: '7 days' });
    // The story starts with an empty live region (preview's beforeEach), so the count is this story's own.
    const weekSaid = () =>
      currentAnnouncements().filter((text) => text.includes('over 7 days')).length;
    await expect(weekSaid()).toBe(0);
    await userEvent.click(week);
    await waitFor(() => expect(figure).toHaveAccessibleDescription(/over 7 days/));
    await waitFor(() => expect(weekSaid()).toBe(1));
    await expect(week).toHaveFocus();
  },
};

const answer = (first: string, last: string) => (request: TransportRequest) => {
  const range = (request.query?.range ?? '24h') as '24h' | '7d';
  const history = rateHistory(range, last);
  const points = history.points.map((point, index) =>
    index === 0 ? { ...point, rate: first } : point,
  );
  return { ...history, points };
};

/** Down over 24 hours: $0.02500 → $0.02450, 2.00 %. */
export const Down: Story = {
  decorators: [withRates(answer('0.025', '0.0245'))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Down 2.00% over 24 hours')).toBeVisible();
  },
};

/** The ends the same at 5 places (the sixth moved): unchanged, never 'fell from $0.02450 to $0.02450'. */
export const Unchanged: Story = {
  decorators: [withRates(answer('0.024509', '0.024501'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unchanged over 24 hours')).toBeVisible();
    const figure = await canvas.findByRole('figure', { name: 'AXC/USD rate' });
    await expect(figure).toHaveAccessibleDescription(
      /^AXC\/USD was unchanged at \$0\.02450 over 24 hours/,
    );
  },
};

export const Loading: Story = {
  decorators: [withRates(forever)],
};

export const Empty: Story = {
  decorators: [withRates({ ...rateHistory('24h'), points: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No rate history yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  decorators: [withRates(() => Promise.reject(new Error('The rate history could not be loaded.')))],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...Up, globals: { theme: 'dark' } };
export const HighContrast: Story = { ...Up, globals: { theme: 'highContrast' } };
export const Mobile: Story = {
  decorators: [withRates(rateHistoryAnswer)],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
