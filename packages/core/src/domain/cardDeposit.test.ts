import { describe, expect, it } from 'vitest';
import { add, compare, multiply } from '../money/decimal';
import {
  CARD_DEPOSIT_CURRENCY_FEATURE,
  CARD_DEPOSIT_FEATURE,
  CARD_DEPOSIT_FEE_PERCENT,
  CARD_DEPOSIT_FEE_RATE,
  CARD_DEPOSIT_MESSAGES,
  CARD_DEPOSIT_PROVIDER_INFO,
  CARD_DEPOSIT_RATE_FACTOR,
  cardDepositAmountProblem,
  cardDepositCurrenciesFor,
  cardDepositEstimate,
  cardDepositMinimum,
  cardDepositProvidersFor,
} from './cardDeposit';

describe('card deposit rules (seed 001 §2, §5, §9)', () => {
  it.each([
    [[], [], []],
    [['ONRAMPER', 'USAX_ACCOUNT'], [], []],
    [['FIAT_TO_CRYPTO'], ['CARDPAY'], ['AXC']],
    [['FIAT_TO_CRYPTO', 'ONRAMPER'], ['CARDPAY', 'ONRAMPER'], ['AXC']],
    [['FIAT_TO_CRYPTO', 'USAX_ACCOUNT'], ['CARDPAY'], ['AXC', 'USAX']],
  ])('flags %j offer providers %j and currencies %j', (features, providers, currencies) => {
    expect(cardDepositProvidersFor(features)).toEqual(providers);
    expect(cardDepositCurrenciesFor(features)).toEqual(currencies);
  });

  it.each([
    // pay, rate (coins per dollar), gross, receive, fee
    ['100', '40.81632653', '4081.63265', '4048.97959', '32.65306'],
    ['100.00', '1.00000000', '100.00000', '99.20000', '0.80000'],
    ['25.37', '40.81632653', '1035.51020', '1027.22612', '8.28408'],
    ['0.01', '1', '0.01000', '0.00992', '0.00008'],
    ['123456789.99', '40.81632653', '5039052652.57747', '4998740231.35685', '40312421.22062'],
  ])('pays %s at %s: gross %s, receive %s, fee %s', (pay, rate, gross, receive, fee) => {
    const estimate = cardDepositEstimate(pay, rate);
    expect(estimate).toEqual({ gross, receive, fee });
    // Balanced, and never more than the rate allows.
    expect(add(estimate.receive, estimate.fee)).toBe(add(estimate.gross, '0'));
    expect(compare(estimate.receive, multiply(multiply(pay, rate), '0.992'))).toBeLessThanOrEqual(
      0,
    );
  });

  it('takes the minimum from the stablecoin record, or none', () => {
    expect(
      cardDepositMinimum([
        { currency: 'AXC', minimum_amount: '1' },
        { currency: 'USAX', minimum_amount: '20.00000' },
      ]),
    ).toBe('20.00000');
    expect(cardDepositMinimum([{ currency: 'AXC', minimum_amount: '1' }])).toBeNull();
    expect(cardDepositMinimum([{ currency: 'USAX', minimum_amount: 'lots' }])).toBeNull();
    expect(cardDepositMinimum([])).toBeNull();
  });

  it.each([
    ['20', null],
    ['20.00', null],
    ['1500.5', null],
    ['19.99', CARD_DEPOSIT_MESSAGES.invalidAmount],
    ['0', CARD_DEPOSIT_MESSAGES.invalidAmount],
    ['-25', CARD_DEPOSIT_MESSAGES.invalidAmount],
    ['25.001', CARD_DEPOSIT_MESSAGES.invalidAmount],
    ['', CARD_DEPOSIT_MESSAGES.invalidAmount],
    ['1e3', CARD_DEPOSIT_MESSAGES.invalidAmount],
    // At most 10,000 dollars an order (issue 42: 10^23 USD was accepted and credited).
    ['10000', null],
    ['10000.00', null],
    ['10000.01', 'A card deposit may be at most 10,000.00 USD'],
    ['5000000', 'A card deposit may be at most 10,000.00 USD'],
    ['9'.repeat(33), 'A card deposit may be at most 10,000.00 USD'],
  ])('amount %j against a minimum of 20: %j', (pay, problem) => {
    expect(cardDepositAmountProblem(pay, '20.00000')).toBe(problem);
  });
});

describe('card deposit minimum and amount (seed 001 §5, §8)', () => {
  it('a stablecoin record of 0 is a usable minimum; a negative one is not', () => {
    expect(cardDepositMinimum([{ currency: 'USAX', minimum_amount: '0' }])).toBe('0');
    expect(cardDepositMinimum([{ currency: 'USAX', minimum_amount: '-1' }])).toBeNull();
  });

  it.each([
    ['0', 'Please enter the valid amount'],
    ['0.00', 'Please enter the valid amount'],
    ['1.234', 'Please enter the valid amount'],
    ['100', null],
    ['1000', null],
    ['1.23', null],
  ])('with no minimum, %j: %j', (pay, problem) => {
    expect(cardDepositAmountProblem(pay, '0')).toBe(problem);
  });
});

describe('card deposit constants (seed 001 §2, §6, §9)', () => {
  it('the whole method needs FIAT_TO_CRYPTO; Onramper also needs ONRAMPER; USAX needs USAX_ACCOUNT', () => {
    expect(CARD_DEPOSIT_FEATURE).toBe('FIAT_TO_CRYPTO');
    expect(CARD_DEPOSIT_PROVIDER_INFO).toEqual({
      CARDPAY: { name: 'CardPay' },
      ONRAMPER: { name: 'Onramper', feature: 'ONRAMPER' },
    });
    expect(CARD_DEPOSIT_CURRENCY_FEATURE).toEqual({ USAX: 'USAX_ACCOUNT' });
  });

  it('the fee is 0.8 %, so the rate factor is 0.992', () => {
    expect(CARD_DEPOSIT_FEE_RATE).toBe('0.008');
    expect(CARD_DEPOSIT_FEE_PERCENT).toBe('0.8%');
    expect(CARD_DEPOSIT_RATE_FACTOR).toBe('0.992');
  });
});
