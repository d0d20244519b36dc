import Papa from 'papaparse';
import { STATEMENT_TEXT, printedOnText } from './messages';
import { periodText, plainAmount, timestampText, type Statement } from './model';

// The statement as CSV (ours, beyond the spec). Loaded only when 'Download CSV' is pressed, with papaparse.

/**
 * Cells a spreadsheet would run as a formula get a leading apostrophe (a description can hold another member's
 * name). Plain negative numbers ('-12.50', the withdrawals) stay numbers.
 */
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/** The header of the rows' table. */
export const CSV_COLUMNS = [
  STATEMENT_TEXT.date,
  STATEMENT_TEXT.reference,
  STATEMENT_TEXT.description,
  STATEMENT_TEXT.details,
  STATEMENT_TEXT.amount,
  STATEMENT_TEXT.balance,
] as const;

/**
 * The statement's details as label/value lines, a blank line, then the rows' table (oldest first) with its
 * header; an empty month has 'No transaction record' in place of the rows. Amounts are plain decimals with the
 * currency's decimals (the currency has its own line), so a spreadsheet reads them as numbers.
 */
export function statementCsv(statement: Statement): string {
  const money = (value: string) => plainAmount(statement, value);
  const lines: string[][] = [
    [STATEMENT_TEXT.title],
    [STATEMENT_TEXT.customer, statement.customerName],
    [STATEMENT_TEXT.account, statement.accountName],
    [STATEMENT_TEXT.accountNumber, statement.accountPublicId],
    [STATEMENT_TEXT.currency, statement.currency],
    [STATEMENT_TEXT.period, periodText(statement.period)],
    [STATEMENT_TEXT.openingBalance, money(statement.openingBalance)],
    [STATEMENT_TEXT.closingBalance, money(statement.closingBalance)],
    [STATEMENT_TEXT.moneyIn, money(statement.totalIn)],
    [STATEMENT_TEXT.moneyOut, money(statement.totalOut)],
    [printedOnText(timestampText(statement.printedAt))],
    [],
    [...CSV_COLUMNS],
    ...(statement.rows.length === 0
      ? [[STATEMENT_TEXT.noRecord]]
      : statement.rows.map((row) => [
          row.date,
          row.reference,
          row.title,
          row.details ?? '',
          money(row.amount),
          money(row.balance),
        ])),
  ];
  return Papa.unparse(lines, { newline: '\r\n', escapeFormulae: FORMULA });
}

/** The CSV as a file: UTF-8 with a byte-order mark, so spreadsheet programs read names with accents right. */
export const statementCsvBlob = (statement: Statement) =>
  new Blob(['\uFEFF', statementCsv(statement)], { type: 'text/csv;charset=utf-8' });
