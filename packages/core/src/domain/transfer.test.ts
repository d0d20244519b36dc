import { describe, expect, it } from 'vitest';
import { compare, subtract } from '../money/decimal';
import {
  creditedAmount,
  displayRate,
  RATE_DISPLAY_DECIMALS,
  EXTERNAL_TRANSFER_FEE_RATE,
  EXTERNAL_TRANSFER_MINIMUM,
  isPaymentKind,
  PAYMENT_SOURCE_CURRENCIES,
  TRANSFER_ARRIVAL,
  WIRE_BENEFICIARY_CURRENCY,
  WIRE_TRANSFER_MINIMUM,
  debitForCredit,
  externalMinimumNote,
  exceedsBalance,
  externalTransferFee,
  receivedAmount,
  transferFee,
  wireFieldRequired,
} from './transfer';

const USD_RATES: Record<string, string> = {
  USD: '1',
  EUR: '1.08',
  GBP: '1.27',
  AXC: '0.0245',
  USAX: '1',
};
const usdRate = (currency: string) => USD_RATES[currency]!;

describe('transfer amounts', () => {
  it('credits a conversion rounded down to the target decimals', () => {
    expect(creditedAmount('100', '0.92592592', 'EUR')).toBe('92.59');
    expect(creditedAmount('0.01', '0.92592592', 'EUR')).toBe('0.00');
    expect(creditedAmount('10', '40.81632653', 'AXC')).toBe('408.16326');
  });

  it('finds the smallest debit that covers a wanted credit', () => {
    for (const [target, rate, from, to] of [
      ['92.59', '0.92592592', 'USD', 'EUR'],
      ['408.16326', '40.81632653', 'USD', 'AXC'],
      ['1.00', '1.08', 'EUR', 'USD'],
      ['0.01', '0.0245', 'AXC', 'USD'],
    ] as const) {
      const debit = debitForCredit(target, rate, from, to);
      expect(compare(creditedAmount(debit, rate, to), target)).toBeGreaterThanOrEqual(0);
      const less = subtract(debit, from === 'AXC' ? '0.00001' : '0.01');
      expect(compare(creditedAmount(less, rate, to), target)).toBe(-1);
    }
  });

  it('charges a rate fee between its bounds, half-up, in the account currency', () => {
    const wire = {
      fee: null,
      feeCurrency: 'USD',
      feeRate: '0.005',
      minFee: '15',
      maxFee: '75',
    } as const;
    expect(transferFee('1000', 'USD', wire, usdRate)).toBe('15.00'); // 5 → the minimum
    expect(transferFee('5000', 'USD', wire, usdRate)).toBe('25.00');
    expect(transferFee('5001.01', 'USD', wire, usdRate)).toBe('25.01'); // 25.00505 half-up
    expect(transferFee('100000', 'USD', wire, usdRate)).toBe('75.00'); // 500 → the maximum
    // EUR: the USD bounds converted at the rate to USD (15 USD = 13.888… EUR).
    expect(transferFee('1000', 'EUR', wire, usdRate)).toBe('13.89');
  });

  it('charges a fixed fee converted to the account currency', () => {
    const fixed = {
      fee: '20',
      feeCurrency: 'USD',
      feeRate: null,
      minFee: null,
      maxFee: null,
    } as const;
    expect(transferFee('100', 'USD', fixed, usdRate)).toBe('20.00');
    expect(transferFee('100', 'GBP', fixed, usdRate)).toBe('15.75');
  });

  it('never gives the recipient less than 0', () => {
    expect(receivedAmount('100', '15.00', 'USD')).toBe('85.00');
    expect(receivedAmount('10', '15.00', 'USD')).toBe('0.00');
  });

  it('takes 1 % for external transfers, 5 decimals', () => {
    expect(externalTransferFee('5', 'AXC')).toEqual({ fee: '0.05000', received: '4.95000' });
    expect(externalTransferFee('12.34567', 'AXC')).toEqual({
      fee: '0.12346',
      received: '12.22221',
    });
    expect(externalMinimumNote('AXC')).toBe('The minimum external transfer amount is 5.00000 AXC');
  });

  it('never debits less than covers the wanted credit, however many places the rate has', () => {
    // 1000.00000 AXC × 0.0244999999999999999999999 = 24.4999…: 24.49 USD, short of 24.50; one step more covers it.
    expect(debitForCredit('24.50', '0.0244999999999999999999999', 'AXC', 'USD')).toBe('1000.00001');
    // 1.00 USD × 0.9999999999999999999999999 = 0.99 EUR, short of 1.00; 1.01 USD credits 1.00.
    expect(debitForCredit('1.00', '0.9999999999999999999999999', 'USD', 'EUR')).toBe('1.01');
  });

  it('refuses to convert at a rate of 0 or below, saying so', () => {
    expect(() => debitForCredit('10.00', '0', 'USD', 'EUR')).toThrow(
      new RangeError('The rate must be above 0'),
    );
    expect(() => debitForCredit('10.00', '-1.08', 'EUR', 'USD')).toThrow(
      new RangeError('The rate must be above 0'),
    );
  });

  it('needs no rate for a fee already in the account currency', () => {
    const noRate = () => {
      throw new Error('no rate was needed');
    };
    const wire = {
      fee: null,
      feeCurrency: 'EUR',
      feeRate: '0.005',
      minFee: '15',
      maxFee: '75',
    } as const;
    expect(transferFee('1000', 'EUR', wire, noRate)).toBe('15.00');
    expect(transferFee('4000', 'EUR', wire, noRate)).toBe('20.00');
    expect(transferFee('100000', 'EUR', wire, noRate)).toBe('75.00');
    const fixed = {
      fee: '20',
      feeCurrency: null,
      feeRate: null,
      minFee: null,
      maxFee: null,
    } as const;
    expect(transferFee('100', 'GBP', fixed, noRate)).toBe('20.00');
  });

  it('bounds a rate fee only by the bounds the type has', () => {
    const onlyMax = {
      fee: null,
      feeCurrency: 'USD',
      feeRate: '0.005',
      minFee: null,
      maxFee: '75',
    } as const;
    expect(transferFee('1000', 'USD', onlyMax, usdRate)).toBe('5.00'); // no minimum to lift it
    expect(transferFee('100000', 'USD', onlyMax, usdRate)).toBe('75.00');
    const onlyMin = {
      fee: null,
      feeCurrency: 'USD',
      feeRate: '0.005',
      minFee: '15',
      maxFee: null,
    } as const;
    expect(transferFee('1000', 'USD', onlyMin, usdRate)).toBe('15.00');
    expect(transferFee('100000', 'USD', onlyMin, usdRate)).toBe('500.00'); // no maximum to cap it
  });

  it('charges a type without a rate its minimum fee', () => {
    const minimumOnly = {
      fee: null,
      feeCurrency: 'USD',
      feeRate: null,
      minFee: '15',
      maxFee: '75',
    } as const;
    expect(transferFee('1000', 'USD', minimumOnly, usdRate)).toBe('15.00');
  });

  it('caps a 20,000 EUR wire at the USD maximum converted to EUR (75 USD = 69.44 EUR)', () => {
    const wire = {
      fee: null,
      feeCurrency: 'USD',
      feeRate: '0.005',
      minFee: '15',
      maxFee: '75',
    } as const;
    expect(transferFee('20000', 'EUR', wire, usdRate)).toBe('69.44');
  });
});

describe('balance (seed 001 §5: the amount must not exceed the balance)', () => {
  it.each([
    ['less than the balance', '99.99', '100.00', false],
    ['the whole balance', '100', '100.00', false],
    ['a cent more than the balance', '100.01', '100.00', true],
  ])('sending %s (%s of %s) exceeds it: %s', (_case, amount, balance, exceeds) => {
    expect(exceedsBalance(amount, balance)).toBe(exceeds);
  });
});

describe('wire recipient messages (seed 001 §5)', () => {
  it("says 'The ... field is required' with the field's label", () => {
    expect(wireFieldRequired('Beneficiary bank name')).toBe(
      'The Beneficiary bank name field is required',
    );
  });
});

describe('transfer constants (seed 001 §9)', () => {
  it('a wire is at least 100; an external transfer at least 5 with a 1 % network fee; both arrive in 1-2 days', () => {
    expect(WIRE_TRANSFER_MINIMUM).toBe('100');
    expect(EXTERNAL_TRANSFER_MINIMUM).toBe('5');
    expect(EXTERNAL_TRANSFER_FEE_RATE).toBe('0.01');
    expect(TRANSFER_ARRIVAL).toBe('1-2 days');
  });

  it('shows a rate cut (never rounded up) to 5 places, as every credit at it is rounded down (issue 42)', () => {
    expect(RATE_DISPLAY_DECIMALS).toBe(5);
    // 1 ÷ 0.0262 = 38.1679389…: the card deposit and the transfers show the same figure.
    expect(displayRate('38.16793893')).toBe('38.16793');
    expect(displayRate('0.92592592')).toBe('0.92592');
    expect(displayRate('0.85039370')).toBe('0.85039');
    expect(displayRate('1.08')).toBe('1.08000');
    expect(displayRate('1.999999999')).toBe('1.99999');
    // The rate shown never buys more than the rate the bank credits at.
    for (const rate of ['38.16793893', '0.92592592', '40.81632653', '1.08'])
      expect(
        compare(
          creditedAmount('100.00', displayRate(rate), 'AXC'),
          creditedAmount('100.00', rate, 'AXC'),
        ),
      ).toBeLessThanOrEqual(0);
  });

  it('a wire beneficiary takes only US Dollar (seed 001 §2)', () => {
    expect(WIRE_BENEFICIARY_CURRENCY).toBe('USD');
  });
});

describe('card and gift card payments (seed 002 §2 Cards, seed 001 §2 Gift cards)', () => {
  it('are the payment kinds; the transfers are not', () => {
    for (const kind of ['CARD_ISSUE', 'CARD_CONVERT_TO_PHYSICAL', 'CARD_LOAD', 'GIFT_CARD_ORDER'])
      expect(isPaymentKind(kind)).toBe(true);
    for (const kind of ['WIRE_TRANSFER', 'TRANSFER_BETWEEN_ACCOUNTS', 'CARD'])
      expect(isPaymentKind(kind)).toBe(false);
  });

  it('may be paid from an account or staking in any currency (the price converted)', () => {
    const every = ['USD', 'EUR', 'GBP', 'AXC', 'USAX'];
    expect(PAYMENT_SOURCE_CURRENCIES).toEqual({
      CARD_ISSUE: every,
      CARD_CONVERT_TO_PHYSICAL: every,
      CARD_LOAD: every,
      GIFT_CARD_ORDER: every,
    });
  });
});
