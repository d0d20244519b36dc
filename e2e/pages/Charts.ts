import type { Locator } from '@playwright/test';
import { expect } from '../support/fixtures';

// Issue 30's charts as a customer meets them: a figure named by its title, described by its one-sentence summary,
// with its data as a table behind 'Show data table for <title>' (issue 43: one name per chart on a page).

export class Chart {
  readonly figure;
  readonly tableToggle;
  readonly table;

  constructor(container: Locator, name: string) {
    this.figure = container.getByRole('figure', { name });
    const title = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    this.tableToggle = this.figure.getByRole('button', {
      name: new RegExp(`^(Show|Hide) data table for ${title}$`),
    });
    this.table = this.figure.getByRole('table', { name });
  }

  /** The chart painted with its data (its summary is there once the data is). */
  async expectSummary(summary: string | RegExp) {
    await expect(this.figure).toHaveAccessibleDescription(summary);
  }

  /** Opens the data table (once) and gives its rows' cells as text, header row left out. */
  async tableRows(): Promise<string[][]> {
    if ((await this.tableToggle.getAttribute('aria-expanded')) !== 'true') {
      await this.tableToggle.click();
      await expect(this.tableToggle).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(this.table).toBeVisible();
    const rows = this.table.getByRole('row');
    const texts = await rows.evaluateAll((elements) =>
      elements.map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
    return texts.slice(1);
  }

  /** The last row of the data table: [date, value]. */
  async lastRow() {
    const rows = await this.tableRows();
    const last = rows[rows.length - 1];
    if (!last) throw new Error('The chart has no data rows');
    return last;
  }
}
