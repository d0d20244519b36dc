import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  amountBoundProblem,
  decimal,
  decimalPlaces,
  divide,
  isDecimalString,
  isNegative,
  isPositive,
  isZero,
  max,
  min,
} from './decimal';

// docs/money.md 'Exact arithmetic': amounts are decimal strings, computed with big.js, never a float; the bank's amount
// columns are numeric(38, 5).

describe('what counts as a decimal amount', () => {
  it('takes an amount of up to 64 characters and no more', () => {
    expect(isDecimalString('1'.repeat(64))).toBe(true);
    expect(isDecimalString(`0.${'1'.repeat(62)}`)).toBe(true);
    expect(isDecimalString('1'.repeat(65))).toBe(false);
  });

  it('refuses what is not an amount, naming it, instead of guessing', () => {
    expect(() => decimal('1,000')).toThrow(new TypeError('Not a decimal amount: "1,000"'));
    expect(() => decimalPlaces('1e3')).toThrow(new TypeError('Not a decimal amount: "1e3"'));
  });
});

describe('division (rounded down at the scale asked for)', () => {
  it('refuses to divide by zero, saying so', () => {
    expect(() => divide('1', '0', 2)).toThrow(new RangeError('Division by zero'));
    expect(() => divide('1', '0.00', 5)).toThrow(new RangeError('Division by zero'));
  });

  it('rounds down however many nines follow the last place kept', () => {
    // 99999999999999 ÷ 100000000000000 = 0.99999999999999 exactly (14 nines): 0.99, never 1.00.
    expect(divide('99999999999999', '100000000000000', 2)).toBe('0.99');
    // 1 − 10⁻²² (22 nines) at 15 places: 0.999999999999999, never 1.
    expect(divide('9999999999999999999999', '10000000000000000000000', 15)).toBe(
      '0.999999999999999',
    );
    expect(divide('-2', '3', 5)).toBe('-0.66666');
  });

  it('leaves the precision of later arithmetic as it found it', () => {
    const saved = Big.DP;
    Big.DP = 7;
    divide('1', '3', 30);
    const after = Big.DP;
    Big.DP = saved;
    expect(after).toBe(7);
  });
});

describe('min and max of two amounts', () => {
  it.each([
    ['1.50', '2', '1.50', '2'],
    ['2', '1.50', '1.50', '2'],
    ['-3', '0', '-3', '0'],
  ])('of %s and %s: min %s, max %s', (a, b, smaller, larger) => {
    expect(min(a, b)).toBe(smaller);
    expect(max(a, b)).toBe(larger);
  });

  it('return an amount as it was written; on a tie, the first', () => {
    expect(min('1.10', '1.1')).toBe('1.10');
    expect(max('1.10', '1.1')).toBe('1.10');
    expect(min('5', '5.00')).toBe('5');
    expect(max('5', '5.00')).toBe('5');
  });
});

describe("an amount fits the bank's amount columns: 33 digits before the point, 5 after", () => {
  const digits33 = '9'.repeat(33);
  it.each([
    ['33 digits', digits33],
    ['33 digits and 5 decimals', `${digits33}.12345`],
    ['a negative amount of 33 digits (the minus is no digit)', `-${digits33}`],
    ['leading zeros do not count', `00${digits33}`],
    ['zero', '0'],
    ['a whole amount', '100'],
    ['zero with 5 decimals', '0.00001'],
  ])('%s: fits', (_case, value) => {
    expect(amountBoundProblem('Amount', value)).toBeNull();
  });

  it.each([
    ['34 digits', `1${digits33}`],
    ['34 digits with zeros inside', `1${'0'.repeat(32)}1`],
    ['a negative amount of 34 digits', `-1${digits33}`],
  ])('%s: too long, with the message', (_case, value) => {
    expect(amountBoundProblem('Amount', value)).toBe(
      'Amount must have at most 33 digits before the decimal point',
    );
  });

  it.each([
    ['6 decimals', '1.123456'],
    ['6 zero decimals', '0.000000'],
  ])('%s: too many decimals, with the message', (_case, value) => {
    expect(amountBoundProblem('Fee', value)).toBe('Fee must have at most 5 decimals');
  });
});

describe('a decimal amount is written plainly (optional minus, digits, optional point and digits)', () => {
  it.each([
    ['0', true],
    ['7', true],
    ['12', true],
    ['-12', true],
    ['12.5', true],
    ['12.50', true],
    ['-0.001', true],
    ['x12', false],
    ['12x', false],
    ['1 2', false],
    ['12.', false],
    ['.5', false],
    ['1.x', false],
    ['1.2.3', false],
    ['+1', false],
    ['1e5', false],
    ['1,000', false],
    ['', false],
    ['-', false],
  ])('%j: %s', (value, expected) => {
    expect(isDecimalString(value)).toBe(expected);
  });
});

describe('the sign of an amount, however it is written', () => {
  it.each([
    ['0', true, false, false],
    ['0.00000', true, false, false],
    ['-0.00', true, false, false],
    ['0.00001', false, false, true],
    ['-0.00001', false, true, false],
    ['12.5', false, false, true],
    ['-12', false, true, false],
  ])('%s: zero %s, negative %s, positive %s', (amount, zero, negative, positive) => {
    expect(isZero(amount)).toBe(zero);
    expect(isNegative(amount)).toBe(negative);
    expect(isPositive(amount)).toBe(positive);
  });
});
