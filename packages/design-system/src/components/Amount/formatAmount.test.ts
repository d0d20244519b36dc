import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount';

const MINUS = '\u2212';

describe('formatAmount', () => {
  describe('rounds down (truncates toward zero)', () => {
    it.each([
      ['1.239', 2, '$1.23'],
      ['1.999', 2, '$1.99'],
      ['-1.239', 2, '-$1.23'],
      ['-1.999', 2, '-$1.99'],
      ['0.009', 2, '$0.00'],
      ['-0.009', 2, '$0.00'],
      ['1.234569', 5, '$1.23456'],
      ['9.9999999', 0, '$9'],
    ])('%s with %i decimals → %s', (value, decimals, expected) => {
      expect(formatAmount(value, 'USD', { decimals })).toBe(expected);
    });
  });

  describe('separates thousands with commas', () => {
    it.each([
      ['999', '$999.00'],
      ['1000', '$1,000.00'],
      ['12345.6', '$12,345.60'],
      ['100000', '$100,000.00'],
      ['1000000', '$1,000,000.00'],
      ['-1234567.891', '-$1,234,567.89'],
    ])('%s → %s', (value, expected) => {
      expect(formatAmount(value, 'USD', { decimals: 2 })).toBe(expected);
    });
  });

  describe('puts the symbol first for USD, EUR, GBP and the code after any other currency', () => {
    it.each([
      ['USD', 2, '$1,234.56'],
      ['EUR', 2, '€1,234.56'],
      ['GBP', 2, '£1,234.56'],
      ['AXC', 5, '1,234.56789 AXC'],
      ['USAX', 5, '1,234.56789 USAX'],
      ['CHF', 2, '1,234.56 CHF'],
    ])('%s', (currency, decimals, expected) => {
      expect(formatAmount('1234.56789', currency, { decimals })).toBe(expected);
    });
  });

  describe('shows exactly the requested decimals', () => {
    it.each([
      ['10', 2, '10.00 AXC'],
      ['10', 5, '10.00000 AXC'],
      ['10.1', 5, '10.10000 AXC'],
      ['0.123456789', 2, '0.12 AXC'],
      ['0.123456789', 5, '0.12345 AXC'],
      ['42.9', 0, '42 AXC'],
    ])('%s with %i decimals → %s', (value, decimals, expected) => {
      expect(formatAmount(value, 'AXC', { decimals })).toBe(expected);
    });
  });

  describe('negative values use an ASCII hyphen-minus unless signed', () => {
    it.each([
      ['-1234.56', 'USD', 2, '-$1,234.56'],
      ['-12.3', 'EUR', 2, '-€12.30'],
      ['-0.5', 'AXC', 5, '-0.50000 AXC'],
    ])('%s %s → %s', (value, currency, decimals, expected) => {
      const text = formatAmount(value, currency, { decimals });
      expect(text).toBe(expected);
      expect(text).not.toContain(MINUS);
    });
  });

  describe('signed shows + for deposits, − (U+2212) for withdrawals and no sign for zero', () => {
    it.each([
      ['10', 'USD', 2, '+$10.00'],
      ['-5', 'USD', 2, `${MINUS}$5.00`],
      ['0', 'USD', 2, '$0.00'],
      ['-0.001', 'USD', 2, '$0.00'],
      ['1500.123456', 'AXC', 5, '+1,500.12345 AXC'],
      ['-1500.123456', 'AXC', 5, `${MINUS}1,500.12345 AXC`],
    ])('%s %s → %s', (value, currency, decimals, expected) => {
      expect(formatAmount(value, currency, { decimals, signed: true })).toBe(expected);
    });
  });

  describe('zero', () => {
    it.each([
      ['0', 2, '$0.00'],
      ['0.00', 2, '$0.00'],
      ['-0', 2, '$0.00'],
      ['000', 5, '$0.00000'],
    ])('%s → %s', (value, decimals, expected) => {
      expect(formatAmount(value, 'USD', { decimals })).toBe(expected);
    });
  });

  describe('keeps huge values exact (beyond 2^53)', () => {
    it.each([
      ['9007199254740993', '$9,007,199,254,740,993.00'],
      ['9007199254740993.129', '$9,007,199,254,740,993.12'],
      ['-123456789012345678901234567890.99999', '-$123,456,789,012,345,678,901,234,567,890.99'],
    ])('%s → %s', (value, expected) => {
      expect(formatAmount(value, 'USD', { decimals: 2 })).toBe(expected);
    });

    it('keeps tiny crypto fractions exact', () => {
      expect(formatAmount('0.000019999', 'AXC', { decimals: 5 })).toBe('0.00001 AXC');
    });
  });

  describe('minDecimals drops trailing zeros down to that many decimals, exactly (issue 43)', () => {
    it.each([
      ['49999990', 0, '49,999,990 AXC'],
      ['49999990.00000', 0, '49,999,990 AXC'],
      ['12.5', 0, '12.5 AXC'],
      ['12.50000', 2, '12.50 AXC'],
      ['12.123456', 0, '12.12345 AXC'],
      ['0.00001', 0, '0.00001 AXC'],
      ['0.000009', 0, '0 AXC'],
      ['-3.10', 1, '-3.1 AXC'],
      ['100', 5, '100.00000 AXC'],
      ['9007199254740993.10000', 0, '9,007,199,254,740,993.1 AXC'],
    ])('%s with minDecimals %d → %s', (value, minDecimals, expected) => {
      expect(formatAmount(value, 'AXC', { decimals: 5, minDecimals })).toBe(expected);
    });

    it('keeps the sign rules', () => {
      expect(formatAmount('1.5', 'USD', { decimals: 2, minDecimals: 0, signed: true })).toBe(
        '+$1.5',
      );
      expect(formatAmount('0.001', 'AXC', { decimals: 2, minDecimals: 0, signed: true })).toBe(
        '0 AXC',
      );
    });

    it.each([-1, 1.5, 6, Number.NaN])('refuses minDecimals %d with decimals 5', (minDecimals) => {
      expect(() => formatAmount('1', 'AXC', { decimals: 5, minDecimals })).toThrow(
        /minDecimals must be an integer from 0 to decimals \(5\)/,
      );
    });
  });

  describe('throws a TypeError on invalid input', () => {
    it.each([
      ['1e3', 'USD', 2, /value must be a decimal string/],
      ['', 'USD', 2, /value must be a decimal string/],
      ['abc', 'USD', 2, /value must be a decimal string/],
      ['1,000', 'USD', 2, /value must be a decimal string/],
      [' 12', 'USD', 2, /value must be a decimal string/],
      ['+12', 'USD', 2, /value must be a decimal string/],
      ['.5', 'USD', 2, /value must be a decimal string/],
      ['1.', 'USD', 2, /value must be a decimal string/],
      ['NaN', 'USD', 2, /value must be a decimal string/],
      ['Infinity', 'USD', 2, /value must be a decimal string/],
      ['12', '', 2, /currency must be an upper-case code/],
      ['12', 'usd', 2, /currency must be an upper-case code/],
      ['12', 'USD', -1, /decimals must be an integer/],
      ['12', 'USD', 2.5, /decimals must be an integer/],
      ['12', 'USD', Number.NaN, /decimals must be an integer/],
    ])('value %j, currency %j, decimals %d', (value, currency, decimals, message) => {
      expect(() => formatAmount(value, currency, { decimals })).toThrow(TypeError);
      expect(() => formatAmount(value, currency, { decimals })).toThrow(message);
    });

    it('rejects a number passed where a string is expected', () => {
      expect(() => formatAmount(12 as unknown as string, 'USD', { decimals: 2 })).toThrow(
        TypeError,
      );
    });
  });
});
