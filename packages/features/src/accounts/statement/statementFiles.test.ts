import Papa from 'papaparse';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { coinAccount, NOW, sampleHistory, sampleTransaction, statementAccount } from './fixtures';
import { buildStatement, statementPeriod, timestampText } from './model';
import { CSV_COLUMNS, statementCsv, statementCsvBlob } from './statementCsv';
import { statementPdf, statementPdfBlob, winAnsiSafe } from './statementPdf';

const november = statementPeriod('2026-11', NOW)!;

function statementOf(
  transactions: Parameters<typeof buildStatement>[0]['transactions'],
  { account = statementAccount, balanceAtStart = null as string | null } = {},
) {
  return buildStatement({
    account,
    customer: { firstName: 'Ada', lastName: 'Lovelace' },
    period: november,
    transactions,
    balanceAtStart,
    printedAt: NOW,
  });
}

const history = sampleHistory(statementAccount, {
  from: new Date(2026, 10, 1, 9, 0),
  count: 6,
  stepMinutes: 24 * 60,
});

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: false }).data;

describe('statementCsv', () => {
  it('reads back as the statement: details, then the rows oldest first', () => {
    const lines = parse(statementCsv(statementOf(history)));
    expect(lines.slice(0, 11)).toEqual([
      ['Statement of Account'],
      ['Customer', 'Ada Lovelace'],
      ['Account', 'US Dollar Account'],
      ['Account number', 'USD4820193746'],
      ['Currency', 'USD'],
      ['Period', 'November 2026 (Nov 01/26 – Nov 30/26)'],
      ['Opening balance', '1000.00'],
      ['Closing balance', '1149.13'],
      ['Money in', '251.37'],
      ['Money out', '102.24'],
      [`Printed on ${timestampText(NOW)}`],
    ]);
    expect(lines[11]).toEqual(['']);
    expect(lines[12]).toEqual([...CSV_COLUMNS]);
    expect(lines[12]).toEqual(['Date', 'Reference', 'Description', 'Details', 'Amount', 'Balance']);
    const rows = lines.slice(13);
    expect(rows.map((row) => row[1])).toEqual(history.map((t) => t.publicId).reverse());
    expect(rows.map((row) => [row[0], row[2], row[3], row[4], row[5]])).toEqual([
      ['Nov 01/26', 'Transfer between members', 'From Grace Hopper', '125.50', '1125.50'],
      ['Nov 02/26', 'Wire transfer', 'To ACME Bank', '-40.25', '1085.25'],
      ['Nov 03/26', 'Service fee', '', '-1.99', '1083.26'],
      ['Nov 04/26', 'Rewards', '', '0.37', '1083.63'],
      ['Nov 05/26', 'Transfer between accounts', 'To AXC7720394851', '-60.00', '1023.63'],
      ['Nov 06/26', 'Transfer between members', 'From Grace Hopper', '125.50', '1149.13'],
    ]);
  });

  it('says No transaction record in place of the rows of an empty month', () => {
    const lines = parse(statementCsv(statementOf([], { balanceAtStart: '55.5' })));
    expect(lines[6]).toEqual(['Opening balance', '55.50']);
    expect(lines[7]).toEqual(['Closing balance', '55.50']);
    expect(lines.slice(12)).toEqual([[...CSV_COLUMNS], ['No transaction record']]);
  });

  it('writes coin amounts with 5 decimals', () => {
    const coin = sampleTransaction(coinAccount, {
      id: 'c1',
      direction: 'WITHDRAWAL',
      amount: '1.5',
      balance: '10.123456',
      createdAt: new Date(2026, 10, 3).toISOString(),
    });
    const lines = parse(statementCsv(statementOf([coin], { account: coinAccount })));
    expect(lines.at(-1)!.slice(4)).toEqual(['-1.50000', '10.12345']);
  });

  it('defuses cells a spreadsheet would run as formulas, not negative amounts', () => {
    const hostile = sampleTransaction(statementAccount, {
      id: 'h1',
      direction: 'WITHDRAWAL',
      amount: '3.00',
      balance: '7.00',
      title: '=HYPERLINK("http://evil.example")',
      description: '-2+3',
      createdAt: new Date(2026, 10, 3).toISOString(),
    });
    const row = parse(statementCsv(statementOf([hostile]))).at(-1)!;
    expect(row[2]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(row[3]).toBe(`'-2+3`);
    expect(row[4]).toBe('-3.00');
  });

  it('makes a UTF-8 file with a byte-order mark', async () => {
    const blob = statementCsvBlob(statementOf(history));
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('statementPdf', () => {
  it('makes a PDF that pdf-lib reads back, one page for a short month', async () => {
    const bytes = await statementPdf(statementOf(history));
    expect(bytes.length).toBeGreaterThan(1000);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Statement of Account USD4820193746 2026-11');
  });

  it('breaks a long month over pages', async () => {
    const many = sampleHistory(statementAccount, {
      from: new Date(2026, 10, 1),
      count: 280,
      stepMinutes: 150,
    });
    const pdf = await PDFDocument.load(await statementPdf(statementOf(many)));
    // About 50 rows a page.
    expect(pdf.getPageCount()).toBeGreaterThan(4);
  });

  it('makes the statement of an empty month', async () => {
    const pdf = await PDFDocument.load(
      await statementPdf(statementOf([], { balanceAtStart: '0' })),
    );
    expect(pdf.getPageCount()).toBe(1);
  });

  it('replaces what Helvetica cannot draw instead of failing', async () => {
    const foreign = sampleTransaction(statementAccount, {
      id: 'f1',
      direction: 'DEPOSIT',
      amount: '1.00',
      balance: '2.00',
      title: 'From 李小龍 🐉',
      description: 'Zoë Ŝtraße\tline\nbreak',
      createdAt: new Date(2026, 10, 3).toISOString(),
    });
    const statement = buildStatement({
      account: statementAccount,
      customer: { firstName: 'Łukasz', lastName: 'Żółw' },
      period: november,
      transactions: [foreign],
      balanceAtStart: null,
      printedAt: NOW,
    });
    const blob = await statementPdfBlob(statement);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBeGreaterThan(1000);
  });

  it('maps text to what WinAnsi holds', async () => {
    const pdf = await PDFDocument.create();
    const safe = winAnsiSafe(await pdf.embedFont(StandardFonts.Helvetica));
    expect(safe('\u2212$40.25')).toBe('-$40.25');
    expect(safe('Zoë – café € …')).toBe('Zoë – café € …');
    expect(safe('Łukasz Ŝ')).toBe('?ukasz S');
    expect(safe('李 🐉')).toBe('? ?');
    expect(safe('a\tb\nc')).toBe('a b c');
  });
});
