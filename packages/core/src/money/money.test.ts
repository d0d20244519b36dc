import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  convert,
  decimalPlaces,
  decimalsFor,
  divide,
  fitsCurrency,
  isDecimalString,
  multiply,
  roundDown,
  subtract,
  withArticle,
} from './index';

describe('isDecimalString', () => {
  it.each([
    ['0', true],
    ['1234.56', true],
    ['-0.00001', true],
    ['00012', true],
    ['1e5', false],
    ['1,234.56', false],
    ['+1', false],
    ['.5', false],
    ['5.', false],
    ['', false],
    [' 1', false],
    ['NaN', false],
    ['1'.repeat(65), false],
  ])('%s → %s', (value, expected) => {
    expect(isDecimalString(value)).toBe(expected);
  });

  it('rejects non-strings, numbers included', () => {
    expect(isDecimalString(1.5)).toBe(false);
    expect(isDecimalString(null)).toBe(false);
  });
});

describe('arithmetic is exact', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['9007199254740993', '1', '9007199254740994'],
    ['-5', '2.5', '-2.5'],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(add(a, b)).toBe(sum);
  });

  it('subtracts and multiplies without float error', () => {
    expect(subtract('100', '99.99')).toBe('0.01');
    expect(multiply('19.99', '3')).toBe('59.97');
    expect(multiply('0.00001', '0.00001')).toBe('0.0000000001');
  });

  it('divides at a scale, rounding down, and refuses zero', () => {
    expect(divide('100', '3', 2)).toBe('33.33');
    expect(divide('2', '3', 5)).toBe('0.66666');
    expect(() => divide('1', '0', 2)).toThrow(RangeError);
  });

  it('compares', () => {
    expect(compare('1.10', '1.1')).toBe(0);
    expect(compare('-1', '0')).toBe(-1);
    expect(compare('10', '9.99999')).toBe(1);
  });
});

describe('rounding and currencies', () => {
  it.each([
    ['1.239', 2, '1.23'],
    ['1.999999', 5, '1.99999'],
    ['-1.239', 2, '-1.23'],
    ['5', 2, '5.00'],
    ['0.001', 2, '0.00'],
  ])('roundDown(%s, %i) = %s', (value, places, expected) => {
    expect(roundDown(value, places)).toBe(expected);
  });

  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['AXC', 5],
    ['USAX', 5],
  ] as const)('%s takes %i decimals', (currency, places) => {
    expect(decimalsFor(currency)).toBe(places);
  });

  it('converts at a rate, rounded down to the target currency', () => {
    expect(convert('1000', '0.0123456', 'USD')).toBe('12.34');
    expect(convert('12.34', '81.0005', 'AXC')).toBe('999.54617');
  });

  it('knows whether an amount fits a currency', () => {
    expect(fitsCurrency('1.23', 'USD')).toBe(true);
    expect(fitsCurrency('1.230', 'USD')).toBe(true);
    expect(fitsCurrency('1.234', 'USD')).toBe(false);
    expect(fitsCurrency('1.23456', 'AXC')).toBe(true);
    expect(fitsCurrency('1.234567', 'AXC')).toBe(false);
  });

  it('counts decimal places', () => {
    expect(decimalPlaces('10')).toBe(0);
    expect(decimalPlaces('1.230')).toBe(3);
    expect(() => decimalPlaces('x')).toThrow(TypeError);
  });

  it('rejects invalid input instead of guessing', () => {
    expect(() => add('1,000', '1')).toThrow(TypeError);
    expect(() => roundDown('abc', 2)).toThrow(TypeError);
  });
});

describe('withArticle', () => {
  it.each([
    ['AXC', 'an AXC'],
    ['USD', 'a USD'],
    ['EUR', 'a EUR'],
    ['GBP', 'a GBP'],
    ['USAX', 'a USAX'],
  ])('%s reads as %s', (currency, expected) => {
    expect(withArticle(currency)).toBe(expected);
  });
});
