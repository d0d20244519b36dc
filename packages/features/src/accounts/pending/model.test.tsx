import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '@axia/core';
import { axcAccount, sampleAccounts, usaxAccount } from '../fixtures';
import {
  digitalDepositItem,
  largeDigitalDepositItem,
  networkDepositItem,
  networkWithdrawalItem,
  sampleWireDepositInfo,
  wireDepositItem,
  wireTransferItem,
} from './fixtures';
import {
  findItem,
  fullName,
  isConfirmationItem,
  isReviewItem,
  recipientAmount,
  recordedUsd,
  reviewKind,
  targetAccounts,
  targetCurrencies,
  usdAt,
} from './model';
import { SanitizedHtml, sanitizeHtml } from './SanitizedHtml';
import { EMPTY_SOURCE_OF_FUNDS, sourceOfFundsDeclaration } from './sourceOfFunds';
import { isUsableWireDepositInfo } from './WireDepositInstructions';

describe('which section lists an item, and which dialog it opens', () => {
  it.each<[string, Transaction, boolean, boolean, string | null]>([
    ['wire deposit in review', wireDepositItem, true, false, 'WIRE_DEPOSIT'],
    ['wire transfer in review', wireTransferItem, true, false, 'WIRE_TRANSFER'],
    ['network withdrawal in review', networkWithdrawalItem, true, false, 'NETWORK_TRANSFER'],
    [
      'network V2 withdrawal in review',
      { ...networkWithdrawalItem, type: 'NETWORK_V2_WITHDRAWAL', method: 'NETWORK_V2' },
      true,
      false,
      'NETWORK_TRANSFER',
    ],
    ['digital-currency deposit to confirm', digitalDepositItem, false, true, null],
    ['network deposit to confirm', networkDepositItem, false, true, null],
    [
      'network V2 deposit to confirm',
      { ...networkDepositItem, type: 'NETWORK_V2_DEPOSIT', method: 'NETWORK_V2' },
      false,
      true,
      null,
    ],
    [
      'external wallet transfer in review (not listed)',
      { ...networkWithdrawalItem, type: 'EXTERNAL_WALLET_TRANSFER', method: 'CRYPTO' },
      false,
      false,
      null,
    ],
    ['completed wire deposit', { ...wireDepositItem, status: 'COMPLETED' }, false, false, null],
  ])('%s', (_label, item, review, confirmation, kind) => {
    expect(isReviewItem(item)).toBe(review);
    expect(isConfirmationItem(item)).toBe(confirmation);
    if (review) expect(reviewKind(item)).toBe(kind);
  });

  it('finds an item by id or public id', () => {
    const items = [wireDepositItem, digitalDepositItem];
    expect(findItem(items, 'dd-1')).toBe(digitalDepositItem);
    expect(findItem(items, 'WD7731902846')).toBe(wireDepositItem);
    expect(findItem(items, 'nope')).toBeNull();
  });
});

describe('the accounts a deposit may go to (§2: AXC for network deposits, AXC and USAX for digital currency)', () => {
  it.each<[string, Transaction, string[], string[]]>([
    ['AXC digital-currency deposit', digitalDepositItem, ['AXC'], ['acc-axc']],
    ['USAX digital-currency deposit', largeDigitalDepositItem, ['USAX'], ['acc-usax']],
    ['AXC network deposit', networkDepositItem, ['AXC'], ['acc-axc']],
    ['USAX network deposit (none)', { ...networkDepositItem, currency: 'USAX' }, [], []],
  ])('%s', (_label, item, currencies, ids) => {
    expect(targetCurrencies(item)).toEqual(currencies);
    expect(targetAccounts(item, sampleAccounts).map((account) => account.id)).toEqual(ids);
  });

  it('keeps a non-ACTIVE account in the list (greyed by the picker)', () => {
    const frozen = { ...axcAccount, id: 'frozen', status: 'FROZEN' as const };
    expect(targetAccounts(digitalDepositItem, [frozen, usaxAccount])).toEqual([frozen]);
  });
});

describe('amounts', () => {
  it('takes the recorded USD value, else converts rounding down to cents', () => {
    expect(recordedUsd(digitalDepositItem)).toBe('36.75');
    expect(recordedUsd(networkDepositItem)).toBeNull();
    // A number is not an amount on the wire.
    const numeric = { amountInUsd: 12 } as unknown as Transaction['providerMetaData'];
    expect(recordedUsd({ ...digitalDepositItem, providerMetaData: numeric })).toBeNull();
    expect(usdAt({ amount: '1500.00000' }, '0.0245')).toBe('36.75');
    expect(usdAt({ amount: '0.99999' }, '0.0245')).toBe('0.02');
  });

  it('works out what the recipient of a network withdrawal receives', () => {
    expect(recipientAmount(networkWithdrawalItem)).toBe('118.8');
    expect(recipientAmount({ ...networkWithdrawalItem, providerFeeAmount: null })).toBeNull();
    expect(recipientAmount({ ...networkWithdrawalItem, providerFeeCurrency: 'USD' })).toBeNull();
  });

  it('signs with the full name', () => {
    expect(fullName({ firstName: ' Ada ', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName(null)).toBe('');
  });
});

describe('the source-of-funds declaration (§5)', () => {
  const sign = (value: Partial<typeof EMPTY_SOURCE_OF_FUNDS>) =>
    sourceOfFundsDeclaration({ ...EMPTY_SOURCE_OF_FUNDS, ...value }, 'Ada Lovelace', '2026-11-10');

  it('is incomplete until a source is chosen and the declaration accepted', () => {
    expect(sign({})).toBeNull();
    expect(sign({ source: 'Gift' })).toBeNull();
    expect(sign({ accepted: true })).toBeNull();
    expect(sign({ source: 'Gift', accepted: true })).toEqual({
      source: 'Gift',
      declarationAccepted: true,
      signature: 'Ada Lovelace',
      date: '2026-11-10',
    });
  });

  it('needs non-blank text for Other, and trims it; other sources send no text', () => {
    expect(sign({ source: 'Other', accepted: true, otherText: '   ' })).toBeNull();
    expect(sign({ source: 'Other', accepted: true, otherText: '  Sold a car ' })).toMatchObject({
      source: 'Other',
      otherText: 'Sold a car',
    });
    expect(sign({ source: 'Income', accepted: true, otherText: 'left over' })).not.toHaveProperty(
      'otherText',
    );
  });

  it('needs a signature', () => {
    expect(
      sourceOfFundsDeclaration(
        { source: 'Gift', otherText: '', accepted: true },
        ' ',
        '2026-11-10',
      ),
    ).toBeNull();
  });
});

describe('the wire instructions and their rich text', () => {
  it('counts instructions with a blank bank field as empty', () => {
    expect(isUsableWireDepositInfo(sampleWireDepositInfo)).toBe(true);
    expect(isUsableWireDepositInfo({ ...sampleWireDepositInfo, bankAba: '' })).toBe(false);
    expect(isUsableWireDepositInfo({ bankName: 'x' })).toBe(false);
    expect(isUsableWireDepositInfo(null)).toBe(false);
    expect(isUsableWireDepositInfo({ enabled: true, header: '', body: '' })).toBe(false);
  });

  it('strips scripts, event handlers, javascript: links, styles and form controls; keeps the text', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hello <strong>there</strong></p>' +
        '<ul><li>One</li><li onmouseover="steal()">Two</li></ul>' +
        '<script>steal()</script><img src="x" onerror="steal()" alt="">' +
        '<a href="javascript:steal()">bad link</a> <a href="https://example.com/faq">FAQ</a>' +
        '<span style="position:fixed">styled</span><form><input name="pin"></form>' +
        '<iframe src="https://example.com"></iframe>',
    );
    expect(clean).not.toMatch(
      /script|onclick|onmouseover|onerror|javascript:|style=|<form|<input|<iframe/i,
    );
    expect(clean).toContain('<p>Hello <strong>there</strong></p>');
    expect(clean).toContain('<ul><li>One</li><li>Two</li></ul>');
    expect(clean).toContain('<a href="https://example.com/faq">FAQ</a>');
    expect(clean).toContain('styled');
  });

  it('renders the sanitised HTML only', () => {
    const { container } = render(
      <SanitizedHtml html={sampleWireDepositInfo.wireDepositInformation} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onmouseover], [onerror]')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
