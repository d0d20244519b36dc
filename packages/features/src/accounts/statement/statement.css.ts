import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// The Statement of Account's own styles: the section's intro, and the printable statement, which is hidden on
// screen and is the only thing printed while it is in the page.

export const intro = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/**
 * The printable statement, a child of <body> (a portal) while a print is on. Hidden on screen (seed 001 §2:
 * 'embedded but hidden'); in print it is black on white whatever the theme.
 */
export const printable = style({
  display: 'none',
  '@media': {
    print: {
      display: 'block',
      color: '#000',
      background: '#fff',
      fontFamily: 'Helvetica, Arial, sans-serif',
      fontSize: '10pt',
      lineHeight: 1.4,
    },
  },
});

// In print, while the statement is in the page, everything else in <body> is left out, so only the statement prints.
globalStyle(`body:has(> ${printable}) > :not(${printable})`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(`html:has(> body > ${printable}), body:has(> ${printable})`, {
  '@media': {
    print: { background: '#fff !important', color: '#000', margin: 0, padding: 0 },
  },
});

export const printTitle = style({
  margin: '0 0 8pt',
  fontSize: '18pt',
  fontWeight: 700,
});

export const printDetails = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '16pt',
  rowGap: '2pt',
  margin: '0 0 14pt',
});

/** A term and its definition: their grid cells are the list's. */
export const printDetail = style({ display: 'contents' });

export const printTerm = style({ fontWeight: 700 });

export const printDefinition = style({ margin: 0 });

export const printHeading = style({
  margin: '0 0 6pt',
  fontSize: '12pt',
  fontWeight: 700,
});

export const printTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '9pt',
});

export const printCell = style({
  padding: '3pt 4pt',
  borderBottom: '0.5pt solid #bbb',
  textAlign: 'left',
  verticalAlign: 'top',
  breakInside: 'avoid',
});

export const printNumber = style([printCell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

export const printRow = style({ breakInside: 'avoid' });

/** Deposits plus in green, withdrawals minus in red (seed 001 §4), dark enough to read on paper. */
export const printDeposit = style({ color: '#0a6b29' });
export const printWithdrawal = style({ color: '#b21212' });

export const printEmpty = style({ margin: '6pt 0', color: '#444' });

export const printFooter = style({
  marginTop: '14pt',
  fontSize: '8pt',
  color: '#444',
});
