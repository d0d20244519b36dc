import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { RATE_DISPLAY_DECIMALS, type BankClient } from '@axia/core';
import {
  changeOf,
  changeText,
  clockLabel,
  dayLabel,
  StatusTag,
  summarizeLine,
  timeLabel,
  type ChangeDirection,
  type StatusTone,
} from '@axia/design-system';
import { useServices } from '../../kit';
import { ChartRead, LazyLineChart, useIdleAfterPaint } from '../../kit/charts';
import { CHARTS_TEXT, RATE_CARD_RANGES, RATE_RANGE_TEXT } from './messages';

type RateHistory = Awaited<ReturnType<BankClient['getRateHistory']>>;
type CardRange = (typeof RATE_CARD_RANGES)[number];

const RANGES = RATE_CARD_RANGES.map((id) => ({ id, label: RATE_RANGE_TEXT[id] }));
const isRange = (id: string): id is CardRange =>
  (RATE_CARD_RANGES as readonly string[]).includes(id);

/** The plot of the rate card is short: the card sits beside others. */
const PLOT_HEIGHT = 96;

/** Seed 001 §9: rates are shown to 5 places (the summary, the axis, the table). */
const RATE_FORMAT = { currency: 'USD', decimals: RATE_DISPLAY_DECIMALS };

/** The change's colour, always beside its words and sign ('Up 0.41%'), never alone. */
const CHANGE_TONES: Record<ChangeDirection, StatusTone> = {
  up: 'success',
  down: 'danger',
  unchanged: 'neutral',
};
const CHANGE_ICONS = { up: 'chevronUp', down: 'chevronDown', unchanged: 'minus' } as const;

/**
 * Issue 30: the AXC/USD line of the rate card over 24 hours or 7 days, read again whenever the card reads the rate
 * (its 60-second refresh and its button), so the line ends on the rate shown. Issue 43: the rates at 5 places, and
 * the change over the range in percent, in words and colour ('Up 0.41% over 24 hours').
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
  const points = rates.map((point) => ({
    label: timeLabel(point.at),
    tick: range === '24h' ? clockLabel(point.at) : dayLabel(point.at),
    value: point.rate,
  }));
  const first = rates[0];
  const last = rates[rates.length - 1];
  const change =
    read.status === 'ready' && first && last && rates.length > 1
      ? changeOf(first.rate, last.rate, RATE_FORMAT.decimals)
      : null;
  return (
    <>
      {change && (
        <p>
          <StatusTag tone={CHANGE_TONES[change.direction]} icon={CHANGE_ICONS[change.direction]}>
            {changeText(change, RATE_RANGE_TEXT[range])}
          </StatusTag>
        </p>
      )}
      <LazyLineChart
        title={CHARTS_TEXT.rateChartTitle}
        hideSummary
        status={read.status}
        plotHeight={PLOT_HEIGHT}
        points={points}
        format={RATE_FORMAT}
        summary={summarizeLine({
          subject: CHARTS_TEXT.rateSubject,
          points,
          period: RATE_RANGE_TEXT[range],
          format: RATE_FORMAT,
        })}
        columns={[CHARTS_TEXT.time, CHARTS_TEXT.rate]}
        ranges={RANGES}
        range={range}
        onRangeChange={(next) => {
          if (!isRange(next)) return;
          read.forget();
          setRange(next);
        }}
        emptyMessage={CHARTS_TEXT.rateEmpty}
        errorMessage={read.error ?? CHARTS_TEXT.rateFailed}
        onRetry={() =>
          void read.load(() => api.getRateHistory({ query: { currency: 'AXC', range } }))
        }
      />
    </>
  );
});
