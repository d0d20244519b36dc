import {
  add,
  compare,
  divide,
  multiply,
  roundDown,
  roundHalfUp,
  subtract,
  decimalsFor,
  type Currency,
} from '@axia/core';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { BankContext } from '../context';
import { postMany } from '../modules/ledger/bulk';
import { internalAccount, type InternalPurpose, type NewTransaction } from '../modules/ledger/post';
import { DEFAULT_USD_RATES } from '../modules/currency/service';
import { sandboxGiftCardVendor, sandboxVouchers } from './gift-card-vendor';
import { orderInfo } from '../modules/giftCards/view';

// Seeded transaction histories: a realistic recent history (every filter group, both directions, the pending items
// of the history's sections) and a very long one (paging deep). Deterministic for a given user, so a demo and a
// test see the same figures. The opening balance is chosen so the account ends on the demo user's balance.

export type HistoryKind = 'recent' | 'long';

interface Owner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /**
   * What the random choices are drawn from: the demo user's address, so every copy of a demo user (the back
   * office's fresh customers) gets the same history, which is known to end on the demo balances.
   */
  template: string;
}

const DAY = 24 * 3600 * 1000;

/** A small deterministic generator (LCG), seeded by a label. */
function generator(label: string) {
  let state = [...label].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 2 ** 31, 7);
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  // The high bits: an LCG's low bits repeat with a short period.
  const int = (max: number) => Math.floor((next() / 2 ** 31) * max);
  return {
    int,
    /** A `currency` amount between min and max (whole units), with cents or the coin's 5 decimals. */
    amount: (min: number, max: number, currency: Currency) => {
      const units = min + int(max - min + 1);
      const places = decimalsFor(currency);
      const fraction = String(int(10 ** places)).padStart(places, '0');
      return `${units}.${fraction}`;
    },
  };
}

/**
 * Builds and posts a history for `owner`'s accounts ending now at `targets` (the balances the demo user shows).
 * Returns the number of transactions posted.
 */
export async function seedHistory(
  ctx: BankContext,
  owner: Owner,
  kind: HistoryKind,
  accounts: Partial<Record<Currency, string>>,
  targets: Partial<Record<Currency, string>>,
) {
  const now = ctx.clock.now();
  const random = generator(`${owner.template}:${kind}`);
  const internals = new Map<string, string>();
  const internal = async (purpose: InternalPurpose, currency: Currency) => {
    const key = `${purpose}-${currency}`;
    if (!internals.has(key)) internals.set(key, await internalAccount(ctx.db, purpose, currency));
    return internals.get(key)!;
  };
  const self = (currency: Currency, amount: string) => ({
    accountAlias: null,
    accountId: accounts[currency] ?? null,
    accountPublicId: null,
    accountType: currency,
    amount,
    currency,
    currencyType: currency === 'AXC' || currency === 'USAX' ? 'CRYPTO' : 'FIAT',
    email: owner.email,
    userFirstName: owner.firstName,
    userLastName: owner.lastName,
    userId: owner.id,
  });
  const outside = (name: string, currency: Currency, amount: string) => ({
    ...self(currency, amount),
    accountId: null,
    email: null,
    userFirstName: name,
    userLastName: null,
    userId: null,
  });

  const entries: NewTransaction[] = [];
  const giftCards: { orderId: string; face: string; fee: string; at: Date }[] = [];
  const usd = accounts.USD;
  const eur = accounts.EUR;
  const axc = accounts.AXC;
  const usax = accounts.USAX;
  const base = { userId: owner.id };

  /** One completed event of a random kind at `at`. */
  async function event(at: Date) {
    const pick = random.int(12);
    if (pick === 0 && usd) {
      const amount = random.amount(200, 3000, 'USD');
      entries.push({
        ...base,
        type: 'WIRE_DEPOSIT',
        method: 'WIRE',
        amount,
        currency: 'USD',
        title: 'Wire deposit',
        from: outside('First Harbour Bank', 'USD', amount),
        to: self('USD', amount),
        createdAt: at,
        legs: [
          { accountId: usd, amount },
          { accountId: await internal('WIRE_CLEARING', 'USD'), amount: `-${amount}` },
        ],
      });
    } else if (pick === 1 && usd) {
      const amount = random.amount(100, 900, 'USD');
      const fee = '25.00';
      entries.push({
        ...base,
        type: 'WIRE_TRANSFER',
        method: 'WIRE',
        amount,
        currency: 'USD',
        providerFeeAmount: fee,
        providerFeeCurrency: 'USD',
        from: self('USD', add(amount, fee)),
        to: outside('Grace Hopper', 'USD', amount),
        providerMeta: { beneficiaryName: 'Grace Hopper' },
        createdAt: at,
        legs: [
          { accountId: usd, amount: `-${add(amount, fee)}` },
          { accountId: await internal('WIRE_CLEARING', 'USD'), amount },
          { accountId: await internal('FEES', 'USD'), amount: fee },
        ],
      });
    } else if (pick === 2 && usd && eur) {
      // Own accounts, USD to EUR at the bank's rate: the EUR side rounds down; FX keeps the rest.
      const amount = random.amount(50, 400, 'USD');
      const received = roundDown(divide(amount, DEFAULT_USD_RATES.EUR, 10), 2);
      entries.push({
        ...base,
        type: 'TRANSFER_BETWEEN_ACCOUNTS',
        method: 'INTERNAL',
        amount,
        currency: 'USD',
        from: self('USD', amount),
        to: self('EUR', received),
        createdAt: at,
        legs: [
          { accountId: usd, amount: `-${amount}` },
          { accountId: await internal('FX', 'USD'), amount },
          { accountId: await internal('FX', 'EUR'), amount: `-${received}` },
          { accountId: eur, amount: received },
        ],
      });
    } else if (pick === 3 && usd) {
      const amount = random.amount(1, 9, 'USD');
      entries.push({
        ...base,
        type: 'INTEREST',
        method: 'INTEREST',
        amount,
        currency: 'USD',
        to: self('USD', amount),
        createdAt: at,
        legs: [
          { accountId: usd, amount },
          { accountId: await internal('INTEREST_EXPENSE', 'USD'), amount: `-${amount}` },
        ],
      });
    } else if (pick === 4 && usd) {
      const amount = '2.50';
      entries.push({
        ...base,
        type: 'SERVICE_FEE',
        method: 'FEE',
        amount,
        currency: 'USD',
        title: 'Monthly service fee',
        from: self('USD', amount),
        createdAt: at,
        legs: [
          { accountId: usd, amount: `-${amount}` },
          { accountId: await internal('FEES', 'USD'), amount },
        ],
      });
    } else if ((pick === 5 || pick === 6) && axc) {
      const staking = pick === 5;
      const amount = random.amount(100, 2000, 'AXC');
      const pool = await internal('STAKING_POOL', 'AXC');
      entries.push({
        ...base,
        type: staking ? 'STAKING_CREATED' : 'STAKING_CLAIM',
        method: 'STAKING',
        amount,
        currency: 'AXC',
        from: staking ? self('AXC', amount) : null,
        to: staking ? null : self('AXC', amount),
        createdAt: at,
        legs: [
          { accountId: axc, amount: staking ? `-${amount}` : amount },
          { accountId: pool, amount: staking ? amount : `-${amount}` },
        ],
      });
    } else if (pick === 7 && axc) {
      // 1 % network fee; the recipient gets 99 %.
      const amount = random.amount(10, 500, 'AXC');
      const fee = roundHalfUp(multiply(amount, '0.01'), 5);
      entries.push({
        ...base,
        type: 'EXTERNAL_WALLET_TRANSFER',
        method: 'CRYPTO',
        amount,
        currency: 'AXC',
        providerFeeAmount: fee,
        providerFeeCurrency: 'AXC',
        from: self('AXC', amount),
        providerMeta: { toAddress: '0x52908400098527886E0F7030069857D2E4169EE7' },
        createdAt: at,
        legs: [
          { accountId: axc, amount: `-${amount}` },
          { accountId: await internal('CRYPTO_CUSTODY', 'AXC'), amount: subtract(amount, fee) },
          { accountId: await internal('FEES', 'AXC'), amount: fee },
        ],
      });
    } else if (pick === 8 && usd) {
      const amount = random.amount(20, 200, 'USD');
      entries.push({
        ...base,
        type: 'CARD_LOAD',
        method: 'CARD',
        amount,
        currency: 'USD',
        from: self('USD', amount),
        createdAt: at,
        legs: [
          { accountId: usd, amount: `-${amount}` },
          { accountId: await internal('CARD_ISSUER', 'USD'), amount },
        ],
      });
    } else if (pick === 9 && usd) {
      // A 50.00 gift card of a brand the sandbox vendor sells, and its 2.5 % fee; its order (with its voucher) is
      // written after the postings, so the gift cards page shows what the history paid for.
      const face = '50.00';
      const fee = roundHalfUp(multiply(face, '0.025'), 2);
      const label = `Gift card: ${SEEDED_GIFT_CARD.brandName} ${face} USD`;
      const orderId = randomUUID();
      giftCards.push({ orderId, face, fee, at });
      entries.push({
        ...base,
        type: 'GIFT_CARD_ORDER',
        method: 'GIFT_CARD',
        amount: add(face, fee),
        currency: 'USD',
        title: label,
        description: label,
        meta: {
          orderId,
          productId: SEEDED_GIFT_CARD.productId,
          productName: SEEDED_GIFT_CARD.brandName,
        },
        from: self('USD', add(face, fee)),
        createdAt: at,
        legs: [
          { accountId: usd, amount: `-${add(face, fee)}` },
          { accountId: await internal('GIFT_CARD_VENDOR', 'USD'), amount: face },
          { accountId: await internal('FEES', 'USD'), amount: fee },
        ],
      });
    } else if (pick === 10 && (axc || usax)) {
      const currency: Currency = usax && random.int(3) === 0 ? 'USAX' : 'AXC';
      const target = currency === 'USAX' ? usax! : axc!;
      const amount =
        currency === 'USAX' ? random.amount(10, 300, currency) : random.amount(100, 5000, currency);
      entries.push({
        ...base,
        type: 'DIGITAL_CURRENCY_DEPOSIT',
        method: 'CRYPTO',
        amount,
        currency,
        providerAmount: roundDown(multiply(amount, DEFAULT_USD_RATES[currency]), 2),
        providerCurrency: 'USDC',
        providerMeta: {
          transactionHash: `0x${random
            .int(2 ** 30)
            .toString(16)
            .padStart(8, '0')}`,
        },
        to: self(currency, amount),
        createdAt: at,
        legs: [
          { accountId: target, amount },
          { accountId: await internal('CRYPTO_CUSTODY', currency), amount: `-${amount}` },
        ],
      });
    } else if (usd) {
      const amount = random.amount(10, 800, 'USD');
      entries.push({
        ...base,
        type: 'EXTERNAL_TRANSACTION',
        method: 'SANDBOX',
        amount,
        currency: 'USD',
        title: 'Deposit',
        to: self('USD', amount),
        createdAt: at,
        legs: [
          { accountId: usd, amount },
          { accountId: await internal('SANDBOX_FUNDING', 'USD'), amount: `-${amount}` },
        ],
      });
    }
  }

  const days = kind === 'recent' ? 90 : 3 * 365;
  const count = kind === 'recent' ? 70 : 10_000;
  const start = now.getTime() - days * DAY;
  const step = (days * DAY) / (count + 1);
  for (let i = 1; i <= count; i++)
    await event(new Date(Math.floor(start + i * step + random.int(Math.floor(step / 2)))));

  if (kind === 'recent') {
    // The history's pending sections: a wire deposit and a network withdrawal under review, and a digital-currency
    // deposit awaiting the customer's choice of account.
    const hour = 3600 * 1000;
    if (usd)
      entries.push({
        ...base,
        type: 'WIRE_DEPOSIT',
        method: 'WIRE',
        status: 'PENDING_REVIEW',
        amount: '2500.00',
        currency: 'USD',
        title: 'Wire deposit',
        to: self('USD', '2500.00'),
        meta: { sourceOfFund: null },
        createdAt: new Date(now.getTime() - 20 * hour),
        legs: [],
      });
    if (axc) {
      entries.push({
        ...base,
        type: 'NETWORK_WITHDRAWAL',
        method: 'NETWORK',
        status: 'PENDING_REVIEW',
        amount: '120.00000',
        currency: 'AXC',
        providerFeeAmount: '1.20000',
        providerFeeCurrency: 'AXC',
        from: self('AXC', '120.00000'),
        // A valid V1 address by core's isNetworkV1Address (bech32 letters only: no b, i, o).
        providerMeta: { toAddress: SEEDED_V1_ADDRESS },
        createdAt: new Date(now.getTime() - 6 * hour),
        legs: [
          { accountId: axc, amount: '-120.00000' },
          { accountId: await internal('PENDING_HOLD', 'AXC'), amount: '120.00000' },
        ],
      });
      entries.push({
        ...base,
        type: 'DIGITAL_CURRENCY_DEPOSIT',
        method: 'CRYPTO',
        status: 'PENDING_CONFIRMATION',
        amount: '1500.00000',
        currency: 'AXC',
        providerAmount: '36.75',
        providerCurrency: 'USDC',
        providerMeta: { transactionHash: '0x9f3c5e1d', amountInUsd: '36.75' },
        createdAt: new Date(now.getTime() - 2 * hour),
        legs: [
          { accountId: await internal('CRYPTO_CUSTODY', 'AXC'), amount: '-1500.00000' },
          { accountId: await internal('PENDING_HOLD', 'AXC'), amount: '1500.00000' },
        ],
      });
    }
  }

  // Opening balances: each account ends on its target; a long history that would dip below zero starts higher.
  const opening: NewTransaction[] = [];
  for (const [currency, accountId] of Object.entries(accounts) as [Currency, string][]) {
    let running = '0';
    let lowest = '0';
    for (const entry of entries)
      for (const leg of entry.legs)
        if (leg.accountId === accountId) {
          running = add(running, leg.amount);
          if (compare(running, lowest) < 0) lowest = running;
        }
    const target = targets[currency] ?? '0';
    let amount = subtract(target, running);
    if (kind === 'recent' && (compare(amount, '0') < 0 || compare(add(amount, lowest), '0') < 0))
      throw new Error(
        `The recent history of ${owner.email} cannot end on ${target} ${currency} (net ${running}, lowest ${lowest})`,
      );
    // A long history ends where it ends, from an opening that keeps it at zero or above.
    if (compare(add(amount, lowest), '0') < 0) amount = subtract('0', lowest);
    if (compare(amount, '0') > 0)
      opening.push({
        ...base,
        type: 'USER_CREATION',
        method: 'SANDBOX',
        amount,
        currency,
        to: self(currency, amount),
        createdAt: new Date(start - DAY),
        legs: [
          { accountId, amount },
          { accountId: await internal('SANDBOX_FUNDING', currency), amount: `-${amount}` },
        ],
      });
  }
  await postMany(ctx.db, [...opening, ...entries]);
  if (usd) await seedGiftCardOrders(ctx, owner.id, usd, giftCards);
  return opening.length + entries.length;
}

/** The seeded network withdrawal's destination: 'axc1' and 38 characters of the bech32 alphabet. */
const SEEDED_V1_ADDRESS = 'axc1qsandcastlewallet000000000000000000dem';

/** The brand of the seeded gift cards (the sandbox vendor's, so its image and redeem page exist). */
const SEEDED_GIFT_CARD = { productId: 'us-acorn-quill-books', brandName: 'Acorn & Quill Books' };

/** The orders behind the seeded gift-card payments, fulfilled (PROCESSED) with the sandbox vendor's voucher. */
async function seedGiftCardOrders(
  ctx: BankContext,
  userId: string,
  usd: string,
  orders: { orderId: string; face: string; fee: string; at: Date }[],
) {
  if (orders.length === 0) return;
  const paid = await ctx.db
    .selectFrom('transactions')
    .select(['id', sql<string>`meta->>'orderId'`.as('order_id')])
    .where('type', '=', 'GIFT_CARD_ORDER')
    .where(
      sql<string>`meta->>'orderId'`,
      'in',
      orders.map((o) => o.orderId),
    )
    .execute();
  const transactionOf = new Map(paid.map((row) => [row.order_id, row.id]));
  const brand = sandboxGiftCardVendor.brand(SEEDED_GIFT_CARD.productId, ctx.config.publicOrigin)!;
  const rows = orders.map((order) => {
    const vendorReference = `SBX-${order.orderId.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
    const vouchers = sandboxVouchers(
      {
        orderId: order.orderId,
        vendorReference,
        productId: brand.productId,
        faceValue: order.face,
        currency: 'USD',
      },
      { now: order.at, origin: ctx.config.publicOrigin },
    );
    return {
      id: order.orderId,
      user_id: userId,
      product_id: brand.productId,
      country_code: brand.countryCode,
      product_name: brand.brandName,
      product_image: brand.productImage,
      face_value: order.face,
      face_value_currency: 'USD',
      fee: order.fee,
      paid_amount: add(order.face, order.fee),
      paid_currency: 'USD',
      source_account_id: usd,
      source_staking_id: null,
      status: 'PROCESSED',
      vouchers: JSON.stringify(vouchers),
      info: orderInfo(brand, vendorReference),
      failure_reason: null,
      transaction_id: transactionOf.get(order.orderId)!,
      refund_transaction_id: null,
      fulfil_at: order.at,
      created_at: order.at,
      updated_at: order.at,
    };
  });
  // In slices: a long history pays for hundreds (a statement's parameters are limited).
  for (let i = 0; i < rows.length; i += 500)
    await ctx.db
      .insertInto('gift_card_orders')
      .values(rows.slice(i, i + 500))
      .execute();
}
