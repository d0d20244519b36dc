import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LABELS,
  addressErrors,
  CARD_MESSAGES,
  CARD_REGION_LABELS,
  CARD_STATUS_LABELS,
  CARD_STATUS_TONES,
  cardActions,
  cardCvvError,
  cardNameMessage,
  cardLoadAmountError,
  cardLoadErrorText,
  cardLoadQuote,
  cardNameProblem,
  cardOrderSummary,
  cardPhoneError,
  cardPriceInSource,
  cardStatusOf,
  formatCardPhone,
  groupCardNumber,
  invalidAddressCharacters,
  isFutureMonth,
  isCardCvv,
  isCardCurrency,
  isFree,
  isHiddenLimit,
  loadFeePercentText,
  luhnCheckDigit,
  maskCardNumber,
  mayActivatePhysical,
  mayRequestPhysical,
  mayTrackPackage,
  passesLuhn,
  phoneDigits,
  roundUpTo,
  physicalCardFee,
  type CardFeeSet,
} from './card';
import { creditedAmount } from './transfer';
import { subtract } from '../money/decimal';

const FEES: CardFeeSet = {
  issueFeeAmount: '5.00',
  issuePhysicalFeeAmount: '15.00',
  shippingHandlingAmount: '25.00',
  issueFeeCurrency: 'USD',
};

describe('card name (seed 002 §5)', () => {
  it('fits at 20 letters and not at 21', () => {
    expect(cardNameProblem('Ada', 'Lovelace')).toBeNull();
    expect(cardNameProblem('Abcdefghij', 'Klmnopqrst')).toBeNull();
    expect(cardNameProblem('Abcdefghijk', 'Klmnopqrst')).toBe('tooLong');
  });
  it('takes letters of any script, single spaces, hyphens and apostrophes, nothing else', () => {
    expect(cardNameProblem('José', "O'Neil-Ruíz")).toBeNull();
    expect(cardNameProblem('Ada2', 'Lovelace')).toBe('letters');
    expect(cardNameProblem('Ada', 'Love_lace')).toBe('letters');
    expect(cardNameProblem('', 'Lovelace')).toBe('letters');
  });
});

describe('addresses (seed 002 §5)', () => {
  it('lists each invalid character once, in order of appearance', () => {
    expect(
      invalidAddressCharacters({ addressLine1: '12, Main St. #4', addressCity: 'Zürich' }),
    ).toEqual([',', '.', '#']);
    expect(
      invalidAddressCharacters({ addressLine1: '12 Main St', addressCity: 'São Paulo' }),
    ).toEqual([]);
  });
  it("says '{Label} is required!' for each missing required field, not for line 2", () => {
    expect(addressErrors({ addressLine1: ' ', addressCity: 'Seattle' })).toEqual({
      addressLine1: 'Address line 1 is required!',
      addressState: 'State/Province is required!',
      addressPostalCode: 'Zip/Postal Code is required!',
      addressCountry: 'Country is required!',
    });
  });
});

describe('phone (seed 002 §5)', () => {
  it('keeps digits, asks for one, and for at least 9', () => {
    expect(phoneDigits('(555) 010-1234')).toBe('5550101234');
    expect(cardPhoneError('', '+1')).toBe(CARD_MESSAGES.enterPhone);
    expect(cardPhoneError('12345678', '+49')).toBe('Please enter a valid phone number');
    expect(cardPhoneError('301234567', '+49')).toBeNull();
    expect(cardPhoneError('2065550100', '+1')).toBeNull();
    // Nine digits or more, but no real number for the dial code (issue 29 #10).
    expect(cardPhoneError('000000000', '+1')).toBe('Please enter a valid phone number');
    expect(cardPhoneError('206555010', '+1')).toBe('Please enter a valid phone number');
  });
  it('formats as dial code plus ddd-ddd-dddd', () => {
    expect(formatCardPhone('+1', '5550101234')).toBe('+1 555-010-1234');
    expect(formatCardPhone('+44', '20 7946 0958')).toBe('+44 207-946-0958');
  });
});

describe('order summary (seed 002 §9)', () => {
  it('virtual only: no physical or shipping row', () => {
    expect(cardOrderSummary(FEES, { physical: false, delivery: 'Courier' })).toEqual({
      physical: null,
      virtual: '5.00',
      shipping: null,
      total: '5.00',
      currency: 'USD',
    });
  });
  it('physical with Courier adds both; Standard adds no shipping', () => {
    expect(cardOrderSummary(FEES, { physical: true, delivery: 'Courier' }).total).toBe('45.00');
    const standard = cardOrderSummary(FEES, { physical: true, delivery: 'Standard' });
    expect(standard.shipping).toBeNull();
    expect(standard.total).toBe('20.00');
    expect(physicalCardFee(FEES, 'Courier')).toBe('40.00');
    expect(physicalCardFee(FEES, 'Standard')).toBe('15.00');
  });
});

describe('load (seed 002 §5, §9)', () => {
  const terms = { loadFeePercentage: '0.015', minimumLoadFee: '2.00' };
  it('charges 1.7 % platform fee and the card load fee, half-up to the currency', () => {
    expect(cardLoadQuote('1000', 'USD', terms)).toEqual({
      amount: '1000.00',
      platformFee: '17.00',
      loadFee: '15.00',
      total: '1032.00',
      currency: 'USD',
    });
    // 1.7 % of 12.35 = 0.20995 → 0.21; 1.5 % = 0.18525 → the 2.00 minimum.
    expect(cardLoadQuote('12.35', 'EUR', terms)).toMatchObject({
      platformFee: '0.21',
      loadFee: '2.00',
      total: '14.56',
    });
    expect(loadFeePercentText('0.015')).toBe('1.5%');
  });
  it('refuses zero, junk, too many decimals and below 5', () => {
    expect(cardLoadAmountError('0', 'USD')).toBe('Please insert a valid amount!');
    expect(cardLoadAmountError('abc', 'USD')).toBe('Please insert a valid amount!');
    expect(cardLoadAmountError('10.001', 'USD')).toBe('Please insert a valid amount!');
    expect(cardLoadAmountError('4.99', 'USD')).toBe(CARD_MESSAGES.belowMinimum('USD'));
    expect(cardLoadAmountError('5', 'USD')).toBeNull();
    expect(cardLoadAmountError('1,250.50', 'GBP')).toBeNull();
  });
  it("shows 'Insufficient funds' as the service message (§8), the rest as is", () => {
    expect(cardLoadErrorText('Insufficient funds')).toBe(
      'Service temporarily unavailable please try again later',
    );
    expect(cardLoadErrorText("Exceeded staking's daily spend limit")).toBe(
      "Exceeded staking's daily spend limit",
    );
    expect(cardLoadErrorText(undefined)).toBe('Unknown error!');
  });
});

describe('a card price paid from another currency', () => {
  it('is the price itself in the same currency', () => {
    expect(cardPriceInSource('5', 'USD', 'USD', null)).toBe('5.00');
  });
  it('is the smallest source amount whose conversion covers the price', () => {
    // EUR → USD at 1.08: 4.63 EUR credits 5.0004 → 5.00 USD; 4.62 credits 4.98.
    const paid = cardPriceInSource('5.00', 'USD', 'EUR', '1.08');
    expect(paid).toBe('4.63');
    expect(creditedAmount(paid, '1.08', 'USD')).toBe('5.00');
    // AXC → USD at 0.0245: 45 USD = 1836.73470 AXC, rounded so it still covers.
    const axc = cardPriceInSource('45.00', 'USD', 'AXC', '0.0245');
    expect(creditedAmount(axc, '0.0245', 'USD')).toBe('45.00');
    expect(creditedAmount(subtract(axc, '0.00001'), '0.0245', 'USD')).toBe('44.99');
  });
  it('needs a rate between different currencies and charges nothing for FREE', () => {
    expect(() => cardPriceInSource('5', 'USD', 'EUR', null)).toThrow(RangeError);
    expect(cardPriceInSource('0.00', 'USD', 'AXC', '0.0245')).toBe('0.00000');
  });
});

describe('card numbers', () => {
  it('completes a number with its Luhn digit and checks it', () => {
    const partial = '400000123456789';
    const number = `${partial}${luhnCheckDigit(partial)}`;
    expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn(`${partial}${(Number(luhnCheckDigit(partial)) + 1) % 10}`)).toBe(false);
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(maskCardNumber(number)).toBe(`•••• •••• •••• ${number.slice(-4)}`);
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });
});

describe('status rules (seed 002 §4)', () => {
  it('maps unknown statuses to UNKNOWN and allows each status its actions', () => {
    expect(cardStatusOf('CLOSED')).toBe('UNKNOWN');
    expect(cardActions('ACTIVE')).toMatchObject({
      load: true,
      suspend: true,
      showPin: true,
      activate: false,
    });
    expect(cardActions('INACTIVE')).toMatchObject({
      load: false,
      activate: true,
      supportMessage: null,
    });
    expect(cardActions('LOST').supportMessage).toBe(CARD_MESSAGES.contactSupport);
    expect(cardActions('EXPIRED').supportMessage).toBe(CARD_MESSAGES.contactSupportNewCard);
  });
  it('orders a physical card once, from an ACTIVE virtual card, and activates it after', () => {
    const card = { status: 'ACTIVE', isPhysical: false, convertPhysicalRequested: false };
    expect(mayRequestPhysical(card)).toBe(true);
    expect(mayRequestPhysical({ ...card, status: 'SUSPENDED' })).toBe(false);
    expect(mayRequestPhysical({ ...card, convertPhysicalRequested: true })).toBe(false);
    const ordered = { status: 'ACTIVE', isPhysical: false, convertPhysicalRequested: true };
    expect(mayActivatePhysical(ordered)).toBe(true);
    expect(mayActivatePhysical({ ...ordered, isPhysical: true })).toBe(false);
  });
  it('offers the plastic card actions only on an ACTIVE card, and no details on a card that is gone (issue 29 §8)', () => {
    const ordered = { status: 'ACTIVE', isPhysical: false, convertPhysicalRequested: true };
    const courier = { ...ordered, delivery: 'Courier' as const };
    expect(mayTrackPackage(courier)).toBe(true);
    expect(mayTrackPackage({ ...courier, delivery: 'Standard' })).toBe(false);
    for (const status of ['SUSPENDED', 'LOST', 'STOLEN', 'EXPIRED', 'INACTIVE']) {
      expect(mayActivatePhysical({ ...ordered, status })).toBe(false);
      expect(mayTrackPackage({ ...courier, status })).toBe(false);
    }
    for (const status of ['SUSPENDED', 'LOST', 'STOLEN', 'EXPIRED', 'UNKNOWN'] as const)
      expect(cardActions(status).showDetails).toBe(false);
    for (const status of ['ACTIVE', 'INACTIVE'] as const)
      expect(cardActions(status).showDetails).toBe(true);
  });
  it('hides 999999 limits and refuses future statement months', () => {
    expect(isHiddenLimit('999999')).toBe(true);
    expect(isHiddenLimit('999999.00')).toBe(true);
    expect(isHiddenLimit('5000')).toBe(false);
    const now = new Date('2026-11-25T12:00:00Z');
    expect(isFutureMonth(2026, 11, now)).toBe(false);
    expect(isFutureMonth(2026, 12, now)).toBe(true);
    expect(isFutureMonth(2027, 1, now)).toBe(true);
    expect(isFutureMonth(2025, 12, now)).toBe(false);
  });
});

describe('name on card messages (seed 002 §5)', () => {
  it('trims the names before checking them', () => {
    expect(cardNameProblem(' Ada ', ' Lovelace ')).toBeNull();
    expect(cardNameProblem(' Abcdefghij ', ' Klmnopqrst ')).toBeNull();
  });
  it('says which rule the name breaks, in the spec words', () => {
    expect(cardNameMessage('tooLong')).toBe(
      'The length of your name exceeds the maximum length allowed.',
    );
    expect(cardNameMessage('letters')).toBe('The name should only contain letters.');
  });
});

describe('address characters and phone format (seed 002 §5)', () => {
  it('lists a repeated invalid character once', () => {
    expect(invalidAddressCharacters({ addressLine1: '1, 2, 3', addressCity: 'A,B' })).toEqual([
      ',',
    ]);
  });
  it('fills the ddd-ddd-dddd groups in order when there are fewer than ten digits', () => {
    expect(formatCardPhone('+1', '55501')).toBe('+1 555-01');
    expect(formatCardPhone('+1', '555')).toBe('+1 555');
    expect(formatCardPhone('+1', '')).toBe('+1');
  });
});

describe('order summary and load amount (seed 002 §5, §9)', () => {
  it.each([
    ['0', true],
    ['0.00', true],
    ['0.01', false],
    ['25.00', false],
  ])("a fee of %s shows FREE: %s ('zero shows FREE')", (amount, free) => {
    expect(isFree(amount)).toBe(free);
  });
  it('takes a load amount typed with spaces around it', () => {
    expect(cardLoadAmountError(' 5 ', 'USD')).toBeNull();
    expect(cardLoadAmountError(' 1,250.50 ', 'EUR')).toBeNull();
  });
  it('hides only limits of 999999, and a limit not given is not hidden', () => {
    expect(isHiddenLimit(999999)).toBe(true);
    expect(isHiddenLimit(null)).toBe(false);
    expect(isHiddenLimit(undefined)).toBe(false);
    expect(isHiddenLimit(1000)).toBe(false);
  });
});

describe('a card price paid from another currency: its messages', () => {
  it('says a rate is needed between different currencies', () => {
    expect(() => cardPriceInSource('5', 'USD', 'EUR', null)).toThrow(
      new RangeError('A conversion rate is needed between different currencies'),
    );
  });
  it('the bank never collects less than the price, however many places the rate has', () => {
    // 1000.00000 AXC at 0.0244999999999999999999999 USD is 24.49 USD once rounded down: one step more pays 24.50.
    expect(cardPriceInSource('24.50', 'USD', 'AXC', '0.0244999999999999999999999')).toBe(
      '1000.00001',
    );
  });
  it('a FREE price costs nothing whatever the rate, even none worth using', () => {
    expect(cardPriceInSource('0', 'USD', 'EUR', '0')).toBe('0.00');
  });
});

describe('card numbers (Luhn, 12 to 19 digits)', () => {
  // Published test numbers of the card networks: each passes the Luhn check.
  it.each([
    '4111111111111111',
    '5555555555554444',
    '4012888888881881',
    '378282246310005',
    '6011111111111117',
    '3530111333300000',
    '5105105105105100',
  ])('%s passes', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });
  it.each([
    ['a wrong last digit', '5555555555554445'],
    ['a wrong last digit', '4012888888881882'],
    ['two digits swapped', '5555555555555444'],
    ['11 digits, though their sum checks', '00000000000'],
    ['20 digits, though their sum checks', '00004242424242424242'],
    ['a letter in front', 'x4242424242424242'],
  ])('%s fails (%s)', (_case, number) => {
    expect(passesLuhn(number)).toBe(false);
  });
  it.each([
    ['411111111111111', '1'],
    ['555555555555444', '4'],
    ['401288888888188', '1'],
    ['37828224631000', '5'],
  ])('the check digit of %s is %s', (partial, digit) => {
    expect(luhnCheckDigit(partial)).toBe(digit);
  });
});

describe('what each card status allows (seed 002 §4)', () => {
  const CONTACT = 'Your card is not available. Please contact customer support.';
  const NEW_CARD = 'Your card has expired. Please contact customer support for a new card.';
  it.each([
    ['ACTIVE', true, true, true, false, null],
    ['INACTIVE', false, false, false, true, null],
    ['SUSPENDED', false, false, false, false, CONTACT],
    ['LOST', false, false, false, false, CONTACT],
    ['STOLEN', false, false, false, false, CONTACT],
    ['EXPIRED', false, false, false, false, NEW_CARD],
    ['UNKNOWN', false, false, false, false, null],
  ] as const)(
    '%s: load %s, suspend %s, show PIN %s, activate %s, support message %s',
    (status, load, suspend, showPin, activate, supportMessage) => {
      expect(cardActions(status)).toMatchObject({
        load,
        suspend,
        showPin,
        activate,
        supportMessage,
      });
    },
  );
});

describe('physical card CVV (seed 002 §5: CVV is required)', () => {
  it.each([
    ['', 'CVV is required!'],
    ['   ', 'CVV is required!'],
    ['12', 'CVV must be 3 digits'],
    ['1234', 'CVV must be 3 digits'],
    ['12a', 'CVV must be 3 digits'],
    ['abc', 'CVV must be 3 digits'],
    ['123', null],
    [' 123 ', null],
  ])('%j: %s', (cvv, message) => {
    expect(cardCvvError(cvv)).toBe(message);
    expect(isCardCvv(cvv)).toBe(message === null);
  });
});

describe('how a card status is shown (seed 002 §4 Card status)', () => {
  it.each([
    ['ACTIVE', 'success', 'Active'],
    ['SUSPENDED', 'danger', 'Suspended'],
    ['INACTIVE', 'warning', 'Inactive'],
    ['LOST', 'danger', 'Lost'],
    ['STOLEN', 'danger', 'Stolen'],
    ['EXPIRED', 'neutral', 'Expired'],
    ['UNKNOWN', 'neutral', 'Unknown'],
  ] as const)(
    '%s is shown in tone %s (green success, red danger, yellow warning, grey neutral), labelled %s',
    (status, tone, label) => {
      expect(CARD_STATUS_TONES[status]).toBe(tone);
      expect(CARD_STATUS_LABELS[status]).toBe(label);
    },
  );

  it('the agreement regions are Europe and North America (seed 002 §2)', () => {
    expect(CARD_REGION_LABELS).toEqual({ EUROPE: 'Europe', NORTH_AMERICA: 'North America' });
  });
});

describe('the address form (seed 002 §5 Address)', () => {
  it('labels every field; line 2 is the one optional field', () => {
    expect(ADDRESS_LABELS).toEqual({
      addressLine1: 'Address line 1',
      addressLine2: 'Address line 2',
      addressCity: 'City',
      addressState: 'State/Province',
      addressPostalCode: 'Zip/Postal Code',
      addressCountry: 'Country',
    });
    expect(addressErrors({})).toEqual({
      addressLine1: 'Address line 1 is required!',
      addressCity: 'City is required!',
      addressState: 'State/Province is required!',
      addressPostalCode: 'Zip/Postal Code is required!',
      addressCountry: 'Country is required!',
    });
  });
});

describe('the name printed on a card: letters, single separators between them (seed 002 §5)', () => {
  it.each([
    ['Mary Ann', 'Lee', null],
    ['Jean-Luc', 'Picard', null],
    ['Zoë', "D'Arcy", null],
    ['Ana', 'de la Cruz', null],
    ['2Ada', 'Lovelace', 'letters'],
    ['-Ada', 'Lovelace', 'letters'],
    ['Ada-', 'Lovelace', 'letters'],
    ['Ada', 'Love--lace', 'letters'],
    ['Ada', 'Love 2', 'letters'],
    ['Ada', '.Lovelace', 'letters'],
  ] as const)('%j %j: %s', (first, last, problem) => {
    expect(cardNameProblem(first, last)).toBe(problem);
  });
});

describe('card currencies (seed 002 §3: card types NORMAL_USD, NORMAL_EUR, NORMAL_GBP)', () => {
  it.each([
    ['USD', true],
    ['EUR', true],
    ['GBP', true],
    ['AXC', false],
    ['USAX', false],
    ['usd', false],
  ])('%s is a card currency: %s', (currency, expected) => {
    expect(isCardCurrency(currency)).toBe(expected);
  });

  it("a converted price is shown rounded up to the currency's decimals, never below what is charged", () => {
    expect(roundUpTo('12.341', 'USD')).toBe('12.35');
    expect(roundUpTo('12.3', 'EUR')).toBe('12.30');
    expect(roundUpTo('0.000011', 'AXC')).toBe('0.00002');
  });
});
