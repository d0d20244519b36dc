// The space a chart takes, known before its code loads: a screen reserves it (its Suspense fallback has the same
// height), so nothing below moves when the chart paints.

/** The plot's height in px unless the caller passes one. */
export const DEFAULT_PLOT_HEIGHT = 180;

/** The parts around the plot a chart shows: its title, its summary (two lines), a range switch. */
export interface ChartChrome {
  title?: boolean;
  summary?: boolean;
  controls?: boolean;
}

/** Room above the plot for its top tick's label, the time axis under it and the row of the table toggle. */
const FRAME_HEIGHT = 78;
const TITLE_HEIGHT = 28;
const SUMMARY_HEIGHT = 44;
const CONTROLS_HEIGHT = 44;

/**
 * The least height of a chart whose plot is `plotHeight` px tall while it has no picture yet, about the height it
 * has once painted: the plot and its axes, and the header (the title over the summary, beside the range switch).
 */
export function chartMinHeight(
  plotHeight = DEFAULT_PLOT_HEIGHT,
  { title = true, summary = true, controls = true }: ChartChrome = {},
): number {
  const caption = (title ? TITLE_HEIGHT : 0) + (summary ? SUMMARY_HEIGHT : 0);
  return plotHeight + FRAME_HEIGHT + Math.max(caption, controls ? CONTROLS_HEIGHT : 0);
}
