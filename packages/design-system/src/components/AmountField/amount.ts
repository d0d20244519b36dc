import Big from 'big.js';

// Pure string helpers behind AmountField. Amounts stay decimal strings from keyboard to onChange: no
// parseFloat or Number ever touches them, so 0.1 + 0.2 style float errors cannot creep in.

/**
 * An "edit string" is what the field holds without separators: digits, at most one '.', at most
 * `decimals` fraction digits, no superfluous leading zeros, and possibly a trailing '.' while the user is
 * about to type decimals ("12."). The canonical value is the edit string without that trailing '.'.
 */
const EDIT_STRING = /^\d*(\.\d*)?$/;

interface ParsedEdit {
  edit: string;
  /** Leading zeros dropped from the integer part ("007" → "7" drops 2). */
  droppedZeros: number;
  /** Whether a '0' was put before a bare '.' (".5" → "0.5"). */
  addedZero: boolean;
}

/** Checks and tidies separator-free text; null when it is not a valid amount with `decimals` places. */
function parseEditString(text: string, decimals: number): ParsedEdit | null {
  if (!EDIT_STRING.test(text)) return null;
  const dot = text.indexOf('.');
  const hasDot = dot !== -1;
  if (hasDot && decimals <= 0) return null;
  const integer = hasDot ? text.slice(0, dot) : text;
  const fraction = hasDot ? text.slice(dot + 1) : '';
  if (fraction.length > decimals) return null;
  const trimmed = integer.replace(/^0+(?=\d)/, '');
  const addedZero = hasDot && trimmed === '';
  const tidyInteger = addedZero ? '0' : trimmed;
  return {
    edit: hasDot ? `${tidyInteger}.${fraction}` : tidyInteger,
    droppedZeros: integer.length - trimmed.length,
    addedZero,
  };
}

/** The canonical value of an edit string: "12." → "12"; fraction digits are kept as typed ("1.50"). */
export function toCanonicalAmount(edit: string): string {
  return edit.endsWith('.') ? edit.slice(0, -1) : edit;
}

/** Thousand separators in an integer part written in ASCII digits. */
const GROUPED_INTEGER = /^\d{1,3}(,\d{3})+$/;

/**
 * Reads an amount from text that came from outside the keyboard (a paste, autofill, a prop): whitespace
 * and currency symbols go, commas must be real thousand separators ("1,234.56", not "12,34", which could be
 * a decimal comma). Returns the canonical decimal string ('' for blank text), or null when the text is not
 * an amount or has more than `decimals` decimals: too precise an amount is refused, never rounded.
 *
 * normalizeAmountInput('$1,234.56 ', 2) === '1234.56'; normalizeAmountInput('1.234', 2) === null
 */
export function normalizeAmountInput(text: string, decimals: number): string | null {
  if (text.trim() === '') return '';
  const compact = text.replace(/[\s\p{Sc}]/gu, '');
  const dot = compact.indexOf('.');
  const integer = dot === -1 ? compact : compact.slice(0, dot);
  const fraction = dot === -1 ? '' : compact.slice(dot + 1);
  if (fraction.includes(',')) return null;
  if (integer.includes(',') && !GROUPED_INTEGER.test(integer)) return null;
  const plain = compact.replace(/,/g, '');
  if (!/\d/.test(plain)) return null;
  const parsed = parseEditString(plain, decimals);
  return parsed && toCanonicalAmount(parsed.edit);
}

/**
 * Inserts thousand separators into a canonical amount or edit string: "1234567.5" → "1,234,567.5",
 * "12." → "12.". The decimals are left exactly as given.
 */
export function formatAmountInput(canonical: string): string {
  const dot = canonical.indexOf('.');
  const integer = dot === -1 ? canonical : canonical.slice(0, dot);
  const rest = dot === -1 ? '' : canonical.slice(dot);
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + rest;
}

export interface AmountEdit {
  /** The canonical value after the edit. */
  canonical: string;
  /** What the input shows, with separators. */
  display: string;
  /** Where the caret goes in `display`. */
  caret: number;
}

/**
 * Applies what the user typed: `raw` is the input's text after the keystroke (with our commas, possibly
 * misplaced now) and `caret` the caret position in it. Returns the reformatted text and where the caret
 * belongs so it stays after the same digit, or null when the keystroke must be refused (a letter, a second
 * '.', one decimal too many).
 */
export function applyAmountEdit(raw: string, caret: number, decimals: number): AmountEdit | null {
  const plain = raw.replace(/,/g, '');
  const parsed = parseEditString(plain, decimals);
  if (!parsed) return null;
  // Count the characters before the caret, ignoring separators, then adjust for the tidying.
  let before = raw.slice(0, caret).replace(/,/g, '').length;
  before -= Math.min(before, parsed.droppedZeros);
  if (parsed.addedZero && before > 0) before += 1;
  const display = formatAmountInput(parsed.edit);
  return {
    canonical: toCanonicalAmount(parsed.edit),
    display,
    caret: caretAfterCharacters(display, before),
  };
}

/** The index in `display` just after its first `count` non-separator characters. */
function caretAfterCharacters(display: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (display[index] !== ',') seen += 1;
    if (seen === count) return index + 1;
  }
  return display.length;
}

/**
 * Where a canonical amount falls against optional decimal-string bounds, compared with big.js:
 * 'min' when below `min`, 'max' when above `max`, null when inside or empty.
 */
export function amountRangeIssue(
  canonical: string,
  bounds: { min?: string; max?: string },
): 'min' | 'max' | null {
  if (canonical === '') return null;
  const amount = new Big(canonical);
  if (bounds.min !== undefined && amount.lt(bounds.min)) return 'min';
  if (bounds.max !== undefined && amount.gt(bounds.max)) return 'max';
  return null;
}
