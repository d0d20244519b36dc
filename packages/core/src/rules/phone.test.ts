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
