import {
  PageSizes,
  PDFDocument,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { pageNumberText, printedOnText, STATEMENT_TEXT } from './messages';
import { displayAmount, periodText, timestampText, type Statement } from './model';

// The statement as a PDF (ours, beyond the spec). Loaded only when 'Download PDF' is pressed, with pdf-lib and its
// standard Helvetica, whose WinAnsi encoding holds Latin text only: anything else is replaced, never a crash.

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_Y = MARGIN - 20;
/** The lowest a row may sit before the page is full. */
const BOTTOM = MARGIN + 8;
const ROW_HEIGHT = 14;
const SIZE = { title: 18, subtitle: 11, text: 10, row: 9, footer: 8 } as const;

const BLACK = rgb(0, 0, 0);
const MUTED = rgb(0.3, 0.3, 0.3);
const RULE = rgb(0.75, 0.75, 0.75);
/** Deposits plus in green, withdrawals minus in red (§4), dark enough for print. */
const DEPOSIT = rgb(0, 0.42, 0.16);
const WITHDRAWAL = rgb(0.7, 0.07, 0.07);

/** Columns of the rows: x of the left edge (text) or of the right edge (amounts). */
const COLUMNS = {
  date: MARGIN,
  description: MARGIN + 62,
  descriptionWidth: 230,
  amountRight: MARGIN + 62 + 230 + 110,
  balanceRight: PAGE_WIDTH - MARGIN,
};

/** Characters Helvetica's WinAnsi lacks but that have a plain stand-in. */
const STAND_INS: Record<string, string> = {
  '\u2212': '-', // the minus sign of signed amounts
  '\u2010': '-',
  '\u2011': '-',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2007': ' ',
};

/** Makes any text drawable in `font`: stand-ins, accents dropped where only the base letter exists, else '?'. */
export function winAnsiSafe(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const has = (character: string) => supported.has(character.codePointAt(0) ?? -1);
  return (text) => {
    let safe = '';
    for (const character of text.replace(/\s+/g, ' ')) {
      const candidate = STAND_INS[character] ?? character;
      if ([...candidate].every(has)) {
        safe += candidate;
        continue;
      }
      const base = candidate.normalize('NFKD').replace(/\p{M}/gu, '');
      safe += base && [...base].every(has) ? base : '?';
    }
    return safe;
  };
}

/** Cuts `text` to `width` with an ellipsis. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The statement as PDF bytes: A4 pages, details on the first, rows with page breaks, page numbers, timestamp. */
export async function statementPdf(statement: Statement): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const safe = winAnsiSafe(regular);
  const money = (value: string, signed = false) => safe(displayAmount(statement, value, signed));
  const timestamp = safe(printedOnText(timestampText(statement.printedAt)));
  const period = safe(periodText(statement.period));

  pdf.setTitle(`${STATEMENT_TEXT.title} ${statement.accountPublicId} ${statement.period.month}`);
  pdf.setSubject(safe(`${statement.accountName} ${statement.accountPublicId}, ${period}`));
  pdf.setCreator('Axia');
  pdf.setCreationDate(statement.printedAt);
  pdf.setModificationDate(statement.printedAt);

  let page: PDFPage = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE.text;
    page.drawText(safe(value), { x, y, font, size, color: options.color ?? BLACK });
  };
  const right = (
    value: string,
    rightEdge: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE.row;
    const safeValue = safe(value);
    text(safeValue, rightEdge - font.widthOfTextAtSize(safeValue, size), { ...options, size });
  };
  const rule = () =>
    page.drawLine({
      start: { x: MARGIN, y: y - 4 },
      end: { x: PAGE_WIDTH - MARGIN, y: y - 4 },
      thickness: 0.5,
      color: RULE,
    });

  const tableHeader = () => {
    text(STATEMENT_TEXT.date, COLUMNS.date, { font: bold, size: SIZE.row });
    text(STATEMENT_TEXT.description, COLUMNS.description, { font: bold, size: SIZE.row });
    right(STATEMENT_TEXT.amount, COLUMNS.amountRight, { font: bold });
    right(STATEMENT_TEXT.balance, COLUMNS.balanceRight, { font: bold });
    rule();
    y -= ROW_HEIGHT + 2;
  };
  /** A new page when the next line would not fit: a short heading, then the table header again. */
  const room = (height: number) => {
    if (y - height >= BOTTOM) return;
    page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    y = PAGE_HEIGHT - MARGIN;
    text(`${STATEMENT_TEXT.title} - ${statement.accountPublicId} - ${period}`, MARGIN, {
      font: bold,
      size: SIZE.subtitle,
    });
    y -= 24;
    tableHeader();
  };

  // The details.
  text(STATEMENT_TEXT.title, MARGIN, { font: bold, size: SIZE.title });
  y -= 30;
  const details: [string, string][] = [
    [STATEMENT_TEXT.customer, statement.customerName],
    [STATEMENT_TEXT.account, statement.accountName],
    [STATEMENT_TEXT.accountNumber, statement.accountPublicId],
    [STATEMENT_TEXT.currency, statement.currency],
    [STATEMENT_TEXT.period, period],
    [STATEMENT_TEXT.openingBalance, money(statement.openingBalance)],
    [STATEMENT_TEXT.closingBalance, money(statement.closingBalance)],
    [STATEMENT_TEXT.moneyIn, money(statement.totalIn)],
    [STATEMENT_TEXT.moneyOut, money(statement.totalOut)],
  ];
  for (const [label, value] of details) {
    text(label, MARGIN, { font: bold });
    text(fit(safe(value), regular, SIZE.text, CONTENT_WIDTH - 120), MARGIN + 120);
    y -= 15;
  }
  y -= 12;
  text(STATEMENT_TEXT.transactions, MARGIN, { font: bold, size: SIZE.subtitle });
  y -= 20;
  tableHeader();

  // The rows, oldest first.
  if (statement.rows.length === 0) {
    text(STATEMENT_TEXT.noRecord, COLUMNS.description, { size: SIZE.row, color: MUTED });
  }
  for (const row of statement.rows) {
    room(ROW_HEIGHT);
    const description = row.details ? `${row.title} - ${row.details}` : row.title;
    text(row.date, COLUMNS.date, { size: SIZE.row });
    text(fit(safe(description), regular, SIZE.row, COLUMNS.descriptionWidth), COLUMNS.description, {
      size: SIZE.row,
    });
    right(money(row.amount, true), COLUMNS.amountRight, {
      color: row.direction === 'WITHDRAWAL' ? WITHDRAWAL : DEPOSIT,
    });
    right(money(row.balance), COLUMNS.balanceRight);
    y -= ROW_HEIGHT;
  }

  // Every page: the timestamp and its number.
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    page = each;
    y = FOOTER_Y;
    text(timestamp, MARGIN, { size: SIZE.footer, color: MUTED });
    right(pageNumberText(index + 1, pages.length), PAGE_WIDTH - MARGIN, {
      size: SIZE.footer,
      color: MUTED,
    });
  });

  return pdf.save();
}

/** The PDF as a file. */
export async function statementPdfBlob(statement: Statement): Promise<Blob> {
  const bytes = await statementPdf(statement);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
