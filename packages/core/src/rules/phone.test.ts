import { describe, expect, it } from 'vitest';
import { isRealInternationalPhone, isRealPhoneNumber } from './phone';

describe('phone numbers (libphonenumber plans)', () => {
  it('accepts real numbers for their dial code, with or without the plus', () => {
    expect(isRealPhoneNumber('+1', '2065550123')).toBe(true);
    expect(isRealPhoneNumber('49', '301234567')).toBe(true);
    expect(isRealInternationalPhone('+1 206-555-0100')).toBe(true);
    expect(isRealInternationalPhone('+44 (20) 7946-0958')).toBe(true);
  });

  it("refuses numbers no country's plan has", () => {
    expect(isRealPhoneNumber('+1', '000000000')).toBe(false);
    expect(isRealPhoneNumber('+1', '5551234567')).toBe(false);
    expect(isRealPhoneNumber('+1', '')).toBe(false);
    expect(isRealInternationalPhone('+1 000000000')).toBe(false);
    expect(isRealInternationalPhone('2065550100')).toBe(false);
  });
});

describe('phone numbers as typed', () => {
  it('reads the digits of a national number typed with separators', () => {
    expect(isRealPhoneNumber('+1', '206-555-0123')).toBe(true);
    expect(isRealPhoneNumber('+1', '(206) 555 0123')).toBe(true);
  });

  it('needs a dial code: the national digits alone are no number, even with a country code inside', () => {
    expect(isRealPhoneNumber('', '12065550123')).toBe(false);
    expect(isRealPhoneNumber('+', '12065550123')).toBe(false);
  });

  it('takes an international number with spaces around it', () => {
    expect(isRealInternationalPhone(' +1 206-555-0100 ')).toBe(true);
  });
});
