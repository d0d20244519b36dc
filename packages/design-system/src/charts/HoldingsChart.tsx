import { formatAmount } from '../components/Amount/formatAmount';
import { ChartFrame, type ChartCommonProps } from './ChartFrame';
import { shareOf, type BreakdownPart, type MoneyFormat } from './summaries';
import * as styles from './charts.css';

export interface HoldingsPart extends BreakdownPart {
  key: string;
  /** The part in its own currency, formatted ('2.00000 AXC'), for the data table. */
  native?: string;
}

export interface HoldingsChartProps extends ChartCommonProps {
  /** Largest first. */
  parts: readonly HoldingsPart[];
  /** The exact sum of the parts' values. */
  total: string;
  format: MoneyFormat;
  /** The one-sentence text (see summarizeBreakdown). */
  summary: string;
  /** The table's headers: ['Holding', 'Amount', 'Value in USD', 'Share']. */
  columns: readonly [string, string, string, string];
}

/**
 * What the customer holds, part by part: each part a row naming it with its value and share beside a bar of that
 * share, so nothing depends on telling colours apart. The rows are the legend.
 */
export function HoldingsChart({
  parts,
  total,
  format,
  summary,
  columns,
  ...common
}: HoldingsChartProps) {
  const money = (value: string) =>
    formatAmount(value, format.currency, { decimals: format.decimals });
  return (
    <ChartFrame
      {...common}
      summary={summary}
      isEmpty={parts.length === 0}
      plotBox={parts.length > 0 && (common.status ?? 'ready') === 'ready' ? 'auto' : 'fixed'}
      table={{
        columns,
        rows: parts.map((part) => ({
          key: part.key,
          cells: [part.label, part.native ?? '', money(part.value), shareOf(part.value, total)],
        })),
      }}
    >
      <ul className={styles.parts} aria-label={`${common.title}, by part`}>
        {parts.map((part) => {
          const share = shareOf(part.value, total);
          return (
            <li key={part.key} className={styles.part}>
              <span className={styles.partName}>{part.label}</span>
              <span className={styles.partValue}>
                {money(part.value)} · {share}
              </span>
              <span className={styles.partTrack} aria-hidden="true">
                <span className={styles.partFill} style={{ width: share }} />
              </span>
            </li>
          );
        })}
      </ul>
    </ChartFrame>
  );
}
