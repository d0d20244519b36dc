import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { compare, subtract } from './decimal';
import {
  CRYPTO_DEPOSIT_FACTOR,
  CRYPTO_DEPOSIT_FEE_TEXT,
  estimatePay,
  estimateReceive,
} from './cryptoEstimate';

// Seed 001 §5, §9: receive = pay × rate × 0.992 rounded down; pay = receive ÷ (rate × 0.992) rounded up to 5 places.

describe('the digital-currency deposit estimate', () => {
  it('keeps 0.8 %', () => expect(CRYPTO_DEPOSIT_FACTOR).toBe('0.992'));

  it("shows the fee as '0.8% plus gas fees' (seed 001 §2)", () =>
    expect(CRYPTO_DEPOSIT_FEE_TEXT).toBe('0.8% plus gas fees'));

  it.each([
    ['1', '1', '0.99200'],
    ['0.001', '3673469.3877551', '3644.08163'],
    ['0.00001', '1', '0.00000'],
    ['12.34567', '40.81632653', '499.87365'],
    ['100', '0.5', '49.60000'],
  ])('pay %s at %s receives %s (rounded down)', (pay, rate, receive) => {
    expect(estimateReceive(pay, rate)).toBe(receive);
  });

  it.each([
    ['0.99200', '1', '1.00000'],
    ['3644.08163', '3673469.3877551', '0.00100'],
    ['1', '1', '1.00807'],
    ['49.6', '0.5', '100.00000'],
  ])('receive %s at %s pays %s (rounded up)', (receive, rate, pay) => {
    expect(estimatePay(receive, rate)).toBe(pay);
  });

  it('pays the least 5-decimal amount that covers the wanted amount', () => {
    for (const [receive, rate] of [
      ['1', '1'],
      ['123.45678', '3.14159265'],
      ['0.00001', '40.81632653'],
      ['99999.99999', '0.00002722'],
    ] as const) {
      const pay = estimatePay(receive, rate);
      expect(compare(estimateReceive(pay, rate), receive)).toBeGreaterThanOrEqual(0);
      const lower = subtract(pay, '0.00001');
      if (compare(lower, '0') > 0)
        expect(compare(estimateReceive(lower, rate), receive)).toBeLessThan(0);
    }
  });

  it('answers nothing for empty, zero or negative amounts', () => {
    expect(estimateReceive('', '2')).toBe('');
    expect(estimateReceive('0', '2')).toBe('');
    expect(estimatePay('0', '2')).toBe('');
    expect(estimatePay('1', '0')).toBe('');
  });
});

describe('the estimate pays enough, whatever the precision of the wanted amount', () => {
  it('covers a wanted amount finer than the division keeps', () => {
    // At 1.25 a coin less 0.8 %, 1.00000 pays exactly 1.24: short of 1.24 and 10⁻⁴⁵. The least that covers it is
    // one step more.
    expect(estimatePay(`1.24${'0'.repeat(42)}1`, '1.25')).toBe('1.00001');
    expect(estimatePay('1.24', '1.25')).toBe('1.00000');
  });

  it('leaves the precision of later arithmetic as it found it', () => {
    const saved = Big.DP;
    Big.DP = 7;
    estimatePay('123.45678', '3.14159265');
    const after = Big.DP;
    Big.DP = saved;
    expect(after).toBe(7);
  });
});
