import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@axia/core';
import { ServicesProvider, type Services } from '../../kit';
import { createFakeServices } from '../../kit/testing';
import { NOW, sampleHistory, statementAccount, transactionsEndpoint } from './fixtures';
import { PRINT_DELAY_MS, timestampText } from './model';
import { StatementOfAccount } from './StatementOfAccount';

const clock = () => NOW;

const november = sampleHistory(statementAccount, {
  from: new Date(2026, 10, 1, 8, 0),
  count: 130,
  stepMinutes: 120,
});
const october = sampleHistory(statementAccount, {
  from: new Date(2026, 9, 20, 8, 0),
  count: 3,
  stepMinutes: 24 * 60,
  openingBalance: '50.00',
  idPrefix: 'oct',
});

function renderStatement({
  transactions = november,
  getTransactions,
}: {
  transactions?: readonly Transaction[];
  getTransactions?: unknown;
} = {}) {
  const notify = vi.fn<Services['notify']>();
  const services = createFakeServices({
    notify,
    responses: { getTransactions: getTransactions ?? transactionsEndpoint(() => transactions) },
  });
  const { unmount } = render(
    <ServicesProvider services={services}>
      <main>
        <StatementOfAccount account={statementAccount} clock={clock} />
      </main>
    </ServicesProvider>,
  );
  return { notify, unmount };
}

/** The printable statement (a child of <body> while a print is on). */
const printout = () => document.querySelector<HTMLElement>('body > article');

/** Lets the fake bank's answers and React's updates through, without moving the fake clock. */
async function settle() {
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Presses a button (a virtual click, as a screen reader's): the fake clock moves only when a test moves it. */
async function press(name: string) {
  await act(async () => void fireEvent.click(button(name)));
}

describe('StatementOfAccount', () => {
  it('is a section named by its heading, with the month picker on the current month and the actions', () => {
    renderStatement();
    const section = screen.getByRole('region', { name: 'Statement of Account' });
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Statement of Account' }),
    ).toBeVisible();
    expect(within(section).getByRole('button', { name: /Statement month/ })).toHaveTextContent(
      'November 2026',
    );
    for (const name of ['Print Statement', 'Download CSV', 'Download PDF'])
      expect(within(section).getByRole('button', { name })).toBeEnabled();
    expect(printout()).toBeNull();
  });

  it('offers no month after the current one', async () => {
    renderStatement();
    await press('Statement month November 2026');
    expect(screen.getByRole('row', { name: 'December 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('row', { name: 'November 2026' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
  });

  it('prints the month alone, 1 s after the statement is in the page, with a timestamp', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderStatement({ transactions: [...november, ...october] });
    await press('Print Statement');
    await settle();

    const statement = printout();
    expect(statement).not.toBeNull();
    expect(within(statement!).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Statement of Account',
    );
    // 130 rows over two pages of the bank, oldest first; October's rows are not in it.
    const rows = within(statement!).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(130);
    expect(rows[0]).toHaveTextContent('Nov 01/26');
    expect(rows[0]).toHaveTextContent('+$125.50');
    expect(rows[1]).toHaveTextContent('\u2212$40.25');
    expect(statement).toHaveTextContent('Opening balance$1,000.00');
    expect(statement).toHaveTextContent(`Printed on ${timestampText(NOW)}`);
    expect(statement).toHaveTextContent('CustomerAda Lovelace');
    expect(button('Print Statement')).toHaveAttribute('aria-busy', 'true');

    expect(print).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(PRINT_DELAY_MS - 1));
    expect(print).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(print).toHaveBeenCalledTimes(1);
    await settle();
    expect(button('Print Statement')).not.toHaveAttribute('aria-busy', 'true');

    // The print dialog closed: the statement leaves the page.
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(printout()).toBeNull();
  });

  it('prints an empty month as No transaction record, from the balance before it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderStatement({ transactions: october });
    await press('Print Statement');
    await settle();
    const statement = printout()!;
    expect(statement).toHaveTextContent('No transaction record');
    expect(within(statement).queryByRole('table')).toBeNull();
    // October ended at 133.26 (50.00 + 125.50 − 40.25 − 1.99).
    expect(statement).toHaveTextContent('Opening balance$133.26');
    expect(statement).toHaveTextContent('Closing balance$133.26');
    await act(() => vi.advanceTimersByTimeAsync(PRINT_DELAY_MS));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('tells a failed read in a toast and prints nothing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { notify } = renderStatement({
      getTransactions: () =>
        Promise.reject({ response: { data: { message: 'Account not found' } } }),
    });
    await press('Print Statement');
    await settle();
    expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Account not found' });
    await act(() => vi.advanceTimersByTimeAsync(5 * PRINT_DELAY_MS));
    expect(print).not.toHaveBeenCalled();
    expect(printout()).toBeNull();
    expect(button('Print Statement')).not.toHaveAttribute('aria-busy', 'true');
  });

  it('never prints once it has left the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { unmount } = renderStatement();
    await press('Print Statement');
    await settle();
    expect(printout()).not.toBeNull();
    unmount();
    expect(printout()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5 * PRINT_DELAY_MS));
    expect(print).not.toHaveBeenCalled();
  });

  describe('downloads', () => {
    let saved: { blob: Blob; name: string }[];

    /** The first press imports the file format's module: generous on a busy machine. */
    const FIRST_LOAD = { timeout: 15_000 };

    beforeEach(() => {
      // No delay is involved, and the file formats load on first use: real time here.
      vi.useRealTimers();
      saved = [];
      const urls = new Map<string, Blob>();
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        const url = `blob:statement-${urls.size}`;
        urls.set(url, blob as Blob);
        return url;
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ blob: urls.get(this.href)!, name: this.download });
      });
    });

    it('downloads the month as CSV and says so', async () => {
      const { notify } = renderStatement();
      await press('Download CSV');
      await waitFor(() => expect(saved).toHaveLength(1), FIRST_LOAD);
      expect(saved[0]!.name).toBe('statement-USD4820193746-2026-11.csv');
      const text = (await saved[0]!.blob.text()).replace(/^\uFEFF/, '');
      const lines = Papa.parse<string[]>(text).data;
      expect(lines[1]).toEqual(['Customer', 'Ada Lovelace']);
      expect(lines[6]).toEqual(['Opening balance', '1000.00']);
      expect(lines.slice(13)).toHaveLength(130);
      expect(lines[13]!.slice(0, 3)).toEqual([
        'Nov 01/26',
        november.at(-1)!.publicId,
        'Transfer between members',
      ]);
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'The statement has been downloaded.',
      });
      // The link is gone, its URL released later.
      expect(document.querySelector('a[download]')).toBeNull();
    });

    it('downloads the month as PDF', async () => {
      const { notify } = renderStatement();
      await press('Download PDF');
      await waitFor(() => expect(saved).toHaveLength(1), FIRST_LOAD);
      expect(saved[0]!.name).toBe('statement-USD4820193746-2026-11.pdf');
      expect(saved[0]!.blob.type).toBe('application/pdf');
      const pdf = await PDFDocument.load(await saved[0]!.blob.arrayBuffer());
      expect(pdf.getPageCount()).toBeGreaterThan(1);
      await waitFor(() => expect(notify).toHaveBeenCalled());
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'The statement has been downloaded.',
      });
    });

    it('downloads an empty month too', async () => {
      renderStatement({ transactions: october });
      await press('Download CSV');
      await waitFor(() => expect(saved).toHaveLength(1), FIRST_LOAD);
      const lines = Papa.parse<string[]>((await saved[0]!.blob.text()).replace(/^\uFEFF/, '')).data;
      expect(lines.at(-1)).toEqual(['No transaction record']);
    });

    it('tells a failed read and downloads nothing', async () => {
      const { notify } = renderStatement({
        getTransactions: () => Promise.reject(new Error('Unknown error!')),
      });
      await press('Download PDF');
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Unknown error!' }),
      );
      await waitFor(() => expect(button('Download PDF')).not.toHaveAttribute('aria-busy'));
      expect(saved).toEqual([]);
    });
  });
});
