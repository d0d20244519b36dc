import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { BankClient } from '@axia/core';
import { summarizeLine, timeLabel } from '@axia/design-system';
import { useServices } from '../../kit';
import { ChartRead, LazyLineChart, useIdleAfterPaint } from '../../kit/charts';
import { rateDecimals } from '../model';
import { CHARTS_TEXT, RATE_CARD_RANGES, RATE_RANGE_TEXT } from './messages';

type RateHistory = Awaited<ReturnType<BankClient['getRateHistory']>>;
type CardRange = (typeof RATE_CARD_RANGES)[number];

const RANGES = RATE_CARD_RANGES.map((id) => ({ id, label: RATE_RANGE_TEXT[id] }));
const isRange = (id: string): id is CardRange =>
  (RATE_CARD_RANGES as readonly string[]).includes(id);

/** The plot of the rate card is short: the card sits in a row of four. */
const PLOT_HEIGHT = 96;

/**
 * Issue 30: the AXC/USD line of the rate card over 24 hours or 7 days, read again whenever the card reads the rate
 * (its 60-second refresh and its button), so the line ends on the rate shown.
 */
export const RateHistoryChart = observer(function RateHistoryChart() {
  const { api, accounts } = useServices();
  const [range, setRange] = useState<CardRange>('24h');
  const [read] = useState(() => new ChartRead<RateHistory>());
  const shownRange = useRef<CardRange | null>(null);
  const readAt = accounts.rateUpdatedAt;

  // Read once the overview has painted and the browser is idle (as the holdings), then on each rate read.
  const idle = useIdleAfterPaint();
  useEffect(() => {
    if (!idle) return;
    void read.load(() => api.getRateHistory({ query: { currency: 'AXC', range } }), {
      fresh: shownRange.current !== range,
    });
    shownRange.current = range;
  }, [idle, api, read, range, readAt]);

  const rates = read.value?.points ?? [];
  const format = { currency: 'USD', decimals: rateDecimals(rates[rates.length - 1]?.rate ?? '0') };
  const points = rates.map((point) => ({ label: timeLabel(point.at), value: point.rate }));
  return (
    <LazyLineChart
      title={CHARTS_TEXT.rateChartTitle}
      hideSummary
      status={read.status}
      plotHeight={PLOT_HEIGHT}
      points={points}
      format={format}
      summary={summarizeLine({
        subject: CHARTS_TEXT.rateSubject,
        points,
        period: RATE_RANGE_TEXT[range],
        format,
      })}
      columns={[CHARTS_TEXT.time, CHARTS_TEXT.rate]}
      ranges={RANGES}
      range={range}
      onRangeChange={(next) => {
        if (isRange(next)) setRange(next);
      }}
      emptyMessage={CHARTS_TEXT.rateEmpty}
      errorMessage={read.error ?? CHARTS_TEXT.rateFailed}
      onRetry={() =>
        void read.load(() => api.getRateHistory({ query: { currency: 'AXC', range } }))
      }
    />
  );
});
