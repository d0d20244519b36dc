import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { namesCurrency, plainText } from './currencyMention';

describe('plainText', () => {
  it('reads strings, numbers, arrays and elements’ children; nothing else', () => {
    expect(plainText('Amount')).toBe('Amount');
    expect(plainText(12)).toBe('12');
    expect(plainText(['Amount in ', createElement('strong', null, 'EUR')])).toBe('Amount in  EUR');
    expect(plainText(createElement('span', null, createElement('b', null, 'GBP')))).toBe('GBP');
    expect(plainText(null)).toBe('');
    expect(plainText(undefined)).toBe('');
    expect(plainText(true)).toBe('');
    expect(plainText(createElement('br'))).toBe('');
  });
});

describe('namesCurrency', () => {
  it.each([
    ['The amount you will wire, in USD.', true],
    ['USD', true],
    ['Amount (USD)', true],
    ['Between 10.00 and 5,000.00 USD', true],
    ['Amount', false],
    ['Amount in USDC', false],
    ['usd', false],
    ['', false],
  ])('%j names USD: %s', (text, expected) => {
    expect(namesCurrency('USD', text)).toBe(expected);
  });

  it('looks at every text given (label, description, message)', () => {
    expect(namesCurrency('AXC', 'Amount', undefined, 'At least 1 AXC.')).toBe(true);
    expect(namesCurrency('AXC', 'Amount', undefined, undefined)).toBe(false);
    expect(namesCurrency('AXC', createElement('span', null, 'Amount in AXC'))).toBe(true);
  });
});
