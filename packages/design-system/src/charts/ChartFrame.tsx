import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../styles/shared.css';
import { Button } from '../components/Button';
import { Skeleton, SkeletonShape, SkeletonText } from '../components/Skeleton';
import * as styles from './charts.css';
import { chartMinHeight, DEFAULT_PLOT_HEIGHT } from './size';

/** What a chart shows: its data, a placeholder while it loads, or why it could not be read. */
export type ChartStatus = 'loading' | 'error' | 'ready';

/** The parts every chart kind shares. */
export interface ChartCommonProps {
  /** The chart's accessible name (and visible title unless `hideTitle`). */
  title: string;
  /** When the surrounding card already shows the title: kept for screen readers only. */
  hideTitle?: boolean;
  /**
   * The summary for screen readers only, when the picture's own text already says it (a breakdown's legend) or
   * the space is narrow (a card in a row of four).
   */
  hideSummary?: boolean;
  status?: ChartStatus;
  /** 'ready' without data: this message in the plot's place. */
  emptyMessage?: string;
  /** 'error': why the data could not be read. */
  errorMessage?: string;
  /** 'error': a 'Try again' button calls it. */
  onRetry?: () => void;
  /** The plot's height in px; fixed, so the page does not move when the chart paints. */
  plotHeight?: number;
}

export interface DataTable {
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

interface ChartFrameProps extends ChartCommonProps {
  summary: string;
  isEmpty: boolean;
  /** The range switch, beside the title. */
  controls?: ReactNode;
  /** The picture (when ready and not empty). */
  children: ReactNode;
  /** Text under the plot. */
  below?: ReactNode;
  /** A line beside the 'Show data table' button (a focused point's value), in a row that is there anyway. */
  readout?: ReactNode;
  table: DataTable;
  /**
   * The plot box's own height: charts whose picture is not a fixed-height plot (the breakdown) pass 'auto'; charts
   * that draw their own axes around the plot pass 'bare' (no height, no baseline).
   */
  plotBox?: 'fixed' | 'auto' | 'bare';
}

/**
 * A chart's frame: a figure named by its title and described by the one-sentence summary; the plot in a box of fixed
 * height (a skeleton while loading, a message when empty or failed); and the data as a real table behind a
 * 'Show data table' toggle, named for its chart ('Show data table for Balance over time'), so two charts on a page
 * have two different names.
 *
 * The title and summary shown in the caption are hidden from assistive technology (issue 43): a screen reader says
 * them once, as the figure's name and description, not a second time as text inside it. The reserved height holds
 * the chart's place only while it has no picture (loading, failed, empty); a painted chart is as tall as its parts.
 */
export function ChartFrame({
  title,
  hideTitle = false,
  hideSummary = false,
  status = 'ready',
  emptyMessage = 'No data yet.',
  errorMessage = 'The data could not be loaded.',
  onRetry,
  plotHeight = DEFAULT_PLOT_HEIGHT,
  summary,
  isEmpty,
  controls,
  children,
  below,
  readout,
  table,
  plotBox = 'fixed',
}: ChartFrameProps) {
  const titleId = useId();
  const summaryId = useId();
  const tableId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const ready = status === 'ready' && !isEmpty;

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Skeleton label={`Loading ${title}…`}>
        <SkeletonShape height={plotHeight} />
      </Skeleton>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.message} style={{ height: plotHeight }}>
        <p>{errorMessage}</p>
        {onRetry && (
          <Button variant="secondary" size="small" onPress={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  } else if (isEmpty) {
    body = (
      <div className={styles.message} style={{ height: plotHeight }}>
        <p>{emptyMessage}</p>
      </div>
    );
  } else {
    body = children;
  }

  return (
    <figure
      className={styles.root}
      aria-labelledby={titleId}
      aria-describedby={ready ? summaryId : undefined}
      aria-busy={status === 'loading' || undefined}
      style={
        ready
          ? undefined
          : {
              minHeight: chartMinHeight(plotHeight, {
                title: !hideTitle,
                summary: !hideSummary,
                controls: controls !== undefined && controls !== false,
              }),
            }
      }
    >
      <div className={styles.header}>
        {/* Said as the figure's name and description (aria-labelledby/-describedby read hidden text), so not twice. */}
        <figcaption className={styles.caption} aria-hidden="true">
          <span id={titleId} className={hideTitle ? visuallyHidden : styles.title}>
            {title}
          </span>
          {status === 'loading' ? (
            <SkeletonText lines={2} width="18em" />
          ) : (
            ready && (
              <p id={summaryId} className={hideSummary ? visuallyHidden : styles.summary}>
                {summary}
              </p>
            )
          )}
        </figcaption>
        {controls}
      </div>
      <div
        className={ready && plotBox === 'bare' ? undefined : styles.plot}
        style={!ready || plotBox === 'fixed' ? { height: plotHeight } : undefined}
      >
        {body}
      </div>
      {ready && below}
      {ready && (
        <div className={styles.footer}>
          <Button
            variant="tertiary"
            size="small"
            aria-expanded={tableOpen}
            aria-controls={tableOpen ? tableId : undefined}
            onPress={() => setTableOpen((open) => !open)}
          >
            {tableOpen ? 'Hide data table' : 'Show data table'}{' '}
            <span className={visuallyHidden}>for {title}</span>
          </Button>
          {readout}
        </div>
      )}
      {ready && tableOpen && (
        // Scrolls (a year has 365 rows): focusable and named, so a keyboard can scroll it.
        <div
          id={tableId}
          className={styles.tableWrap}
          role="region"
          aria-label={`${title}, data table`}
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption className={styles.tableCaption}>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col" className={styles.headCell}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className={styles.cell}>
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className={styles.cell}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
