// The space a chart takes, known before its code loads: a screen reserves it (its Suspense fallback has the same
// height), so nothing below moves when the chart paints.

/** The plot's height in px unless the caller passes one. */
export const DEFAULT_PLOT_HEIGHT = 180;
/** Title, summary (two lines), range switch and the table toggle around the plot. */
const CHROME_HEIGHT = 150;

/** The least height of a chart whose plot is `plotHeight` px tall, in every state. */
export function chartMinHeight(plotHeight = DEFAULT_PLOT_HEIGHT): number {
  return plotHeight + CHROME_HEIGHT;
}
