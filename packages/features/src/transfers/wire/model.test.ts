import { describe, expect, it } from 'vitest';
import type { TransferType } from '@axia/core';
import { eurAccount, usdAccount } from './fixtures';
import {
  amountProblem,
  EMPTY_WIRE_RECIPIENT,
  wireFee,
  wireRecipientBody,
  wireRecipientErrors,
} from './model';

// Seed 001 §5, §9: the wire transfer's amount rules, its fee and the recipient form's rules.

const rate: TransferType = {
  name: 'WIRE_TRANSFER',
  fee: null,
  feeCurrency: 'USD',
  feeRate: '0.005',
  minFee: '15',
  maxFee: '75',
  impactOnSpendableAmount: 'DEBIT',
};

describe('wire transfer rules', () => {
  it('the amount: at least 100 in the account’s currency, within the balance and the spendable USD', () => {
    expect(amountProblem('99.99', usdAccount, '99.99', '20000')).toBe(
      'The minimum wire transfer amount is 100 USD',
    );
    expect(amountProblem('99.99', eurAccount, '107.98', '20000')).toBe(
      'The minimum wire transfer amount is 100 EUR',
    );
    expect(amountProblem('12500.76', usdAccount, '12500.76', '20000')).toBe(
      'You do not have enough balance for this transaction',
    );
    expect(amountProblem('200', eurAccount, '216.00', '215.99')).toBe(
      'The amount is more than your spendable amount',
    );
    expect(amountProblem('200', eurAccount, '216.00', '216.00')).toBeNull();
    expect(amountProblem('', usdAccount, null, '0')).toBeNull();
  });

  it('the fee: the rate between its bounds, or a fixed fee converted; the recipient never below 0', () => {
    expect(wireFee('1000', 'USD', rate, {})).toEqual({ fee: '15.00', received: '985.00' });
    expect(wireFee('10000', 'USD', rate, {})).toEqual({ fee: '50.00', received: '9950.00' });
    expect(wireFee('100000', 'USD', rate, {})).toEqual({ fee: '75.00', received: '99925.00' });
    // 15 USD in EUR at 1.08 USD per EUR.
    expect(wireFee('200', 'EUR', rate, { EUR: '1.08' })).toEqual({
      fee: '13.89',
      received: '186.11',
    });
    expect(wireFee('200', 'EUR', rate, {})).toBeNull();
    const fixed = { ...rate, fee: '150', feeRate: null, minFee: null, maxFee: null };
    expect(wireFee('100', 'USD', fixed, {})).toEqual({ fee: '150.00', received: '0.00' });
  });

  it('the recipient: “The … field is required” for each blank required field; trimmed, blanks left out', () => {
    expect(Object.values(wireRecipientErrors(EMPTY_WIRE_RECIPIENT))).toEqual([
      'The Beneficiary currency field is required',
      'The Alias field is required',
      'The Beneficiary bank name field is required',
      'The Bank address field is required',
      'The Bank ABA/SWIFT/BIC field is required',
      'The Beneficiary name field is required',
      'The Beneficiary address field is required',
      'The Beneficiary IBAN/account number field is required',
    ]);
    const body = wireRecipientBody({
      ...EMPTY_WIRE_RECIPIENT,
      currency: 'USD',
      alias: ' A ',
      intermediaryBankName: ' Mid ',
      instructionsAndReference: '   ',
    });
    expect(body).toMatchObject({ alias: 'A', intermediaryBankName: 'Mid' });
    expect(body).not.toHaveProperty('instructionsAndReference');
  });

  it('the alias: letters, digits and spaces only, as the bank checks it (seed 000 §5)', () => {
    const filled = {
      ...EMPTY_WIRE_RECIPIENT,
      currency: 'USD',
      beneficiaryBankName: 'B',
      beneficiaryBankAddress: 'A',
      beneficiaryBankSwiftOrABA: 'S',
      beneficiaryName: 'N',
      beneficiaryAddress: 'A',
      beneficiaryIBAN: 'I',
    };
    expect(wireRecipientErrors({ ...filled, alias: '<img src=x>' })).toEqual({
      alias: 'Alias may contain only letters, digits and spaces',
    });
    expect(wireRecipientErrors({ ...filled, alias: ' My  landlord ' })).toEqual({});
  });
});
