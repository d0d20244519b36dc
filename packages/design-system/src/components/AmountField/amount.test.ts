import { describe, expect, it } from 'vitest';
import {
  amountRangeIssue,
  applyAmountEdit,
  formatAmountInput,
  normalizeAmountInput,
  toCanonicalAmount,
} from './amount';

describe('normalizeAmountInput', () => {
  it.each([
    // [text, decimals, expected]
    ['', 2, ''],
    ['   ', 2, ''],
    ['1234.5', 2, '1234.5'],
    ['1,234.56', 2, '1234.56'],
    ['$1,234.56 ', 2, '1234.56'],
    [' € 1 234.56\n', 2, '1234.56'],
    ['1,234,567', 0, '1234567'],
    ['0.00001', 5, '0.00001'],
    ['12.34567', 5, '12.34567'],
    ['007', 2, '7'],
    ['0', 2, '0'],
    ['.5', 2, '0.5'],
    ['12.', 2, '12'],
    ['1.50', 2, '1.50'],
    ['1.234', 2, null], // too many decimals: refused, not rounded
    ['12.345678', 5, null],
    ['1.5', 0, null], // no decimals allowed
    ['12,34', 2, null], // not thousands: could be a decimal comma
    ['1,5', 2, null],
    ['1234,567', 2, null],
    ['1,234.5,6', 2, null],
    ['1.2.3', 2, null],
    ['abc', 2, null],
    ['12a', 2, null],
    ['USD 12', 2, null],
    ['-5', 2, null],
    ['1e5', 2, null],
    ['$', 2, null],
    ['.', 2, null],
  ] as const)('normalizeAmountInput(%j, %i) → %j', (text, decimals, expected) => {
    expect(normalizeAmountInput(text, decimals)).toBe(expected);
  });
});

describe('formatAmountInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234.5', '1,234.5'],
    ['1234567.89', '1,234,567.89'],
    ['1234567.00001', '1,234,567.00001'],
    ['12.', '12.'],
    ['0.5', '0.5'],
    ['100000', '100,000'],
  ])('formatAmountInput(%j) → %j', (canonical, expected) => {
    expect(formatAmountInput(canonical)).toBe(expected);
  });
});

describe('toCanonicalAmount', () => {
  it.each([
    ['12.', '12'],
    ['12.5', '12.5'],
    ['', ''],
  ])('toCanonicalAmount(%j) → %j', (edit, expected) => {
    expect(toCanonicalAmount(edit)).toBe(expected);
  });
});

describe('applyAmountEdit', () => {
  it.each([
    // [raw text after the keystroke, caret in it, decimals, expected display, expected caret, canonical]
    ['1234', 4, 2, '1,234', 5, '1234'],
    ['1,2345', 6, 2, '12,345', 6, '12345'],
    ['15,234', 2, 2, '15,234', 2, '15234'], // typed 5 between the 1 and the comma of 1,234
    ['1,5234', 3, 2, '15,234', 2, '15234'], // typed 5 after the comma of 1,234
    ['1,34', 2, 2, '134', 1, '134'], // deleted the 2 of 1,234: caret stays after the 1
    ['1234', 1, 2, '1,234', 1, '1234'], // Backspace over the comma of 1,234 leaves the digits alone
    ['12.', 3, 2, '12.', 3, '12'],
    ['.', 1, 2, '0.', 2, '0'],
    ['.5', 1, 2, '0.5', 2, '0.5'],
    ['05', 2, 2, '5', 1, '5'],
    ['00', 2, 2, '0', 1, '0'],
    ['1,000.5', 0, 2, '1,000.5', 0, '1000.5'],
    ['000.5', 3, 2, '0.5', 1, '0.5'],
    ['', 0, 2, '', 0, ''],
    ['1,234,567.89', 12, 2, '1,234,567.89', 12, '1234567.89'],
  ] as const)(
    'applyAmountEdit(%j, %i, %i) → %j, caret %i',
    (raw, caret, decimals, display, at, canonical) => {
      expect(applyAmountEdit(raw, caret, decimals)).toEqual({ display, caret: at, canonical });
    },
  );

  it.each([
    ['1,234.567', 9, 2], // a third decimal
    ['12.3', 4, 0], // no decimals allowed
    ['12..', 4, 2], // a second '.'
    ['1.2.', 4, 2],
    ['12a', 3, 2], // letters
    ['12 ', 3, 2],
    ['-1', 1, 2],
  ] as const)('refuses %j (decimals %i)', (raw, caret, decimals) => {
    expect(applyAmountEdit(raw, caret, decimals)).toBeNull();
  });
});

describe('amountRangeIssue', () => {
  it.each([
    ['', { min: '1' }, null],
    ['0.99', { min: '1' }, 'min'],
    ['1', { min: '1' }, null],
    ['1.00', { min: '1', max: '10' }, null],
    ['10.01', { max: '10' }, 'max'],
    ['10', { max: '10' }, null],
    // Floats would get this wrong: 0.1 + 0.2 > 0.3 in binary; decimal strings compare exactly.
    ['0.3', { min: '0.3' }, null],
    ['100000000000000000000.01', { max: '100000000000000000000' }, 'max'],
    ['0.00001', { min: '0.00001' }, null],
    ['0.000009', { min: '0.00001' }, 'min'],
  ] as const)('amountRangeIssue(%j, %j) → %j', (canonical, bounds, expected) => {
    expect(amountRangeIssue(canonical, bounds)).toBe(expected);
  });
});
