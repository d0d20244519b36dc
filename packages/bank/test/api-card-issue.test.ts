import { CARD_MESSAGES, cardPriceInSource, cardSchema } from '@axia/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairRate, usdRates } from '../src/modules/currency/service';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount, postTransaction } from '../src/modules/ledger/post';
import { ledgerCounts, suiteCustomers } from './api-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  addStakingProduct,
  openTestStaking,
  postingsOf,
  stakingActivities,
} from './payment-support';
import { plain } from './staking-support';

// Issue 14, seed 002 §2 Cards, §3 'Issue card request', §4 Card wizard, §5 Address / Card wizard / name on card, §8,
// §9 order summary: POST /card/issueCard enforces every rule the wizard shows (each refusal a 4xx with the spec's
// text and nothing written), charges the order summary's total exactly (USD; converted per cardPriceInSource from
// another currency; from a staking through its activity and limits), and issues an INACTIVE card with a masked
// number in one database transaction, once per Idempotency-Key.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'card-issue.test');
const { callers, accounts, post } = customers;
const books = () => ledgerCounts(bank);
let issuerUsd: string;

const US_ADDRESS = {
  addressLine1: '410 Terry Avenue North',
  addressLine2: 'Suite 7',
  addressCity: 'Seattle',
  addressState: 'WA',
  addressCountry: 'US',
  addressPostalCode: '98109',
};
const US_DELIVERY = {
  deliveryAddress1: '410 Terry Avenue North',
  deliveryAddress2: 'Suite 7',
  deliveryCity: 'Seattle',
  deliveryCountryState: 'WA',
  deliveryCountryCode: 'US',
  deliveryPostCode: '98109',
};

/** A virtual USD card's order from `who`'s USD account, with `over` changed. */
const order = (who: string, over: Record<string, unknown> = {}) => ({
  cardTypeCode: 'NORMAL_USD',
  ...US_ADDRESS,
  ...US_DELIVERY,
  phoneNumber: '+1 206-555-0100',
  convertToPlastic: false,
  delivery: 'Standard',
  fromAccountId: accounts[who]!.USD!,
  ...over,
});
const issue = (who: string, body: unknown, headers?: Record<string, string>) =>
  post(who, '/card/issueCard', body, headers);

const cardCount = async (who: string) =>
  (
    await bank.ctx.db
      .selectFrom('cards')
      .select('id')
      .where('user_id', '=', callers[who]!.id)
      .execute()
  ).length;

const balance = async (id: string) => plain(await accountBalance(bank, id));

const withoutFlags = (who: string, ...flags: string[]) =>
  customers.setFeatures(who, (features) => features.filter((f) => !flags.includes(f)));
const setUser = customers.setUser;

/** A refusal: this status and message, and no transaction, posting or card more. */
async function expectRefused(who: string, body: unknown, status: number, message: string) {
  const before = { books: await books(), cards: await cardCount(who) };
  const res = await issue(who, body);
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  expect({ books: await books(), cards: await cardCount(who) }).toEqual(before);
}

/** The transaction that paid for card `cardId` (its metaData names the card). */
const issueTransaction = (cardId: string) =>
  bank.ctx.db
    .selectFrom('transactions')
    .selectAll()
    .where(sql<string>`meta->>'cardId'`, '=', cardId)
    .executeTakeFirstOrThrow();

describe.skipIf(engineUnavailable)(`POST /card/issueCard (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank({ NOW: '2026-11-21T12:00:00Z' });
    for (const who of ['ann', 'ben', 'cat', 'dan', 'fay'])
      await customers.add(who, 'acme@demo.test');
    await customers.add('eve', 'eu@demo.test');
    await addStakingProduct(bank, 'CARD_ISSUE_TEST_AXC', 'AXC', { daily: '300' });
    issuerUsd = await internalAccount(bank.ctx.db, 'CARD_ISSUER', 'USD');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('a virtual USD card from the USD account: exactly 5.00 USD to the issuer, an INACTIVE masked card', async () => {
    const usd = accounts.ann!.USD!;
    const [before, issuerBefore, counts] = [
      await balance(usd),
      await balance(issuerUsd),
      await books(),
    ];
    const res = await issue('ann', order('ann'));
    expect(res.status).toBe(200);
    const card = cardSchema.parse(res.body);
    expect(card).toMatchObject({
      status: 'INACTIVE',
      currency: 'USD',
      balance: '0.00',
      cardTypeCode: 'NORMAL_USD',
      region: 'NORTH_AMERICA',
      firstName: 'Wile',
      lastName: 'Coyote',
      isPhysical: false,
      convertPhysicalRequested: false,
      delivery: null,
      deliveryCity: 'Seattle',
      deliveryCountryCode: 'US',
    });
    expect(card.cardNumber).toMatch(/^•••• •••• •••• \d{4}$/);
    expect(await balance(usd)).toBe(plain(Number(before) - 5));
    expect(await balance(issuerUsd)).toBe(plain(Number(issuerBefore) + 5));
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 2,
    });
    const tx = await issueTransaction(card.id);
    expect(tx).toMatchObject({ type: 'CARD_ISSUE', method: 'CARD', currency: 'USD' });
    expect(plain(tx.amount)).toBe('5');
    expect(tx.meta).toMatchObject({
      cardId: card.id,
      orderSummary: { virtual: '5.00', physical: null, shipping: null, total: '5.00' },
    });
    // The bank keeps the last four digits; the issuer the whole number, which passes Luhn.
    const row = await bank.ctx.db
      .selectFrom('cards')
      .innerJoin('issuer_cards', 'issuer_cards.id', 'cards.issuer_card_id')
      .select([
        'cards.last4',
        'cards.phone_number',
        'issuer_cards.card_number',
        'issuer_cards.status',
      ])
      .where('cards.id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(row.card_number.slice(-4)).toBe(row.last4);
    expect(card.cardNumber.endsWith(row.last4)).toBe(true);
    expect(row.status).toBe('INACTIVE');
    expect(row.phone_number).toBe('+1 206-555-0100');
    // GET /card lists it.
    const list = await customers.get('ann', '/card');
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(card.id);
  });

  it('from a EUR account: the fee converted exactly per cardPriceInSource, through the FX accounts', async () => {
    const eur = accounts.ann!.EUR!;
    const rates = await usdRates(bank.ctx);
    const paid = cardPriceInSource('5.00', 'USD', 'EUR', pairRate(rates, 'EUR', 'USD'));
    expect(paid).toBe('4.63');
    const before = await balance(eur);
    const res = await issue('ann', order('ann', { fromAccountId: eur }));
    expect(res.status).toBe(200);
    expect(await balance(eur)).toBe(plain((Number(before) - 4.63).toFixed(2)));
    const tx = await issueTransaction(res.body.id);
    expect(tx).toMatchObject({ type: 'CARD_ISSUE', currency: 'EUR' });
    const fxEur = await internalAccount(bank.ctx.db, 'FX', 'EUR');
    const fxUsd = await internalAccount(bank.ctx.db, 'FX', 'USD');
    expect(await postingsOf(bank, tx.id)).toEqual(
      [
        [eur, '-4.63'],
        [fxEur, '4.63'],
        [fxUsd, '-5'],
        [issuerUsd, '5'],
      ].sort(),
    );
  });

  it('a physical card by Courier: 5 + 15 + 25 = 45.00 USD, the physical order recorded', async () => {
    const usd = accounts.ben!.USD!;
    const before = await balance(usd);
    const res = await issue('ben', order('ben', { convertToPlastic: true, delivery: 'Courier' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'INACTIVE',
      convertPhysicalRequested: true,
      isPhysical: false,
      delivery: 'Courier',
    });
    expect(await balance(usd)).toBe(plain(Number(before) - 45));
    const tx = await issueTransaction(res.body.id);
    expect(plain(tx.amount)).toBe('45');
    expect(tx.meta).toMatchObject({
      orderSummary: { virtual: '5.00', physical: '15.00', shipping: '25.00', total: '45.00' },
    });
    const issuerCard = await bank.ctx.db
      .selectFrom('cards')
      .innerJoin('issuer_cards', 'issuer_cards.id', 'cards.issuer_card_id')
      .select(['issuer_cards.delivery', 'issuer_cards.physical_requested_at'])
      .where('cards.id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(issuerCard.delivery).toBe('Courier');
    expect(issuerCard.physical_requested_at).not.toBeNull();
    // Standard delivery: no shipping and handling (5 + 15).
    const before2 = await balance(usd);
    const standard = await issue('ben', order('ben', { convertToPlastic: true }));
    expect(standard.status).toBe(200);
    expect(await balance(usd)).toBe(plain(Number(before2) - 20));
  });

  it('a EUROPE virtual card is FREE: nothing posted, no source needed', async () => {
    const counts = await books();
    const res = await issue('eve', {
      cardTypeCode: 'NORMAL_EUR',
      addressLine1: 'Friedrichstrasse 68',
      addressCity: 'Berlin',
      addressState: 'Berlin',
      addressCountry: 'DE',
      addressPostalCode: '10117',
      deliveryAddress1: 'Friedrichstrasse 68',
      deliveryCity: 'Berlin',
      deliveryCountryState: 'Berlin',
      deliveryCountryCode: 'DE',
      deliveryPostCode: '10117',
      phoneNumber: '+49 301-234-5678',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currency: 'EUR', region: 'EUROPE', status: 'INACTIVE' });
    expect(await books()).toEqual(counts);
  });

  it('from a staking: the ISSUE_CARD activity, and the staking’s spend limits', async () => {
    const staking = await openTestStaking(bank, {
      userId: callers.cat!.id,
      productCode: 'CARD_ISSUE_TEST_AXC',
      currency: 'AXC',
      fromAccountId: accounts.cat!.AXC!,
      amount: '1000',
    });
    const res = await issue(
      'cat',
      order('cat', { fromAccountId: undefined, fromStakingId: staking.id }),
    );
    expect(res.status).toBe(200);
    const activity = (await stakingActivities(bank, staking.id)).at(-1)!;
    expect(activity).toMatchObject({ type_code: 'ISSUE_CARD', currency: 'AXC' });
    // 5 USD at 0.0245 USD per AXC: 204.08164 AXC.
    expect(plain(activity.amount_changed)).toBe('-204.08164');
    expect(activity.meta).toMatchObject({ cardId: res.body.id });
    // 300 AXC a day: a second card would take 408.16328.
    await expectRefused(
      'cat',
      order('cat', { fromAccountId: undefined, fromStakingId: staking.id }),
      422,
      "Exceeded staking's daily spend limit",
    );
    // Another customer's staking: 404.
    await expectRefused(
      'ann',
      order('ann', { fromAccountId: undefined, fromStakingId: staking.id }),
      404,
      'Staking not found',
    );
  });

  it('refuses the flags, the country and the card type with their messages', async () => {
    await expectRefused(
      'ann',
      order('ann', { cardTypeCode: 'NORMAL_JPY' }),
      400,
      'Card type not found',
    );
    // NORMAL_EUR is only offered in Europe: ann's region has cards, not this one.
    await expectRefused(
      'ann',
      order('ann', { cardTypeCode: 'NORMAL_EUR' }),
      403,
      'This card type is not offered in your region. Please choose another card type.',
    );
    await setUser('dan', { address_country: 'BR' });
    await expectRefused(
      'dan',
      order('dan'),
      403,
      'Card service is not available in your country at the moment.',
    );
    await setUser('dan', { address_country: 'US' });
    await withoutFlags('dan', 'CARD_COURIER_OPTION');
    await expectRefused(
      'dan',
      order('dan', { convertToPlastic: true }),
      403,
      CARD_MESSAGES.physicalFeatureOff,
    );
    await expectRefused(
      'dan',
      order('dan', { delivery: 'Courier' }),
      403,
      CARD_MESSAGES.courierOff,
    );
    // Without the physical-card flag no phone is needed.
    const res = await issue('dan', order('dan', { phoneNumber: undefined }));
    expect(res.status).toBe(200);
    await withoutFlags('dan', 'CARD');
    await expectRefused(
      'dan',
      order('dan'),
      403,
      'This service is temporarily unavailable, please try again later.',
    );
    await withoutFlags('dan', 'MENU_CARDS');
    await expectRefused('dan', order('dan'), 403, 'Cards are not available to you');
    await setUser('fay', { status: 'SUSPENDED' });
    const suspended = await issue('fay', order('fay'));
    expect(suspended.status).toBe(403);
    expect(suspended.body.message).toMatch(/suspended/);
    await setUser('fay', { status: 'ACTIVE' });
  });

  it('the name on the card: too long or not letters needs both alternative names, kept on the profile', async () => {
    await setUser('fay', { first_name: 'Maximiliana Alexandra', last_name: 'Featherstonehaugh' });
    await expectRefused(
      'fay',
      order('fay'),
      400,
      'The length of your name exceeds the maximum length allowed.',
    );
    await expectRefused(
      'fay',
      order('fay', { useAlternativeName: true, alternativeFirstName: 'Max' }),
      400,
      'The length of your name exceeds the maximum length allowed.',
    );
    await expectRefused(
      'fay',
      order('fay', {
        useAlternativeName: true,
        alternativeFirstName: 'M@x',
        alternativeLastName: 'Feather',
      }),
      400,
      'The name should only contain letters.',
    );
    await expectRefused(
      'fay',
      order('fay', {
        useAlternativeName: true,
        alternativeFirstName: 'Maximiliana',
        alternativeLastName: 'Featherstonehaugh',
      }),
      400,
      'The length of your name exceeds the maximum length allowed.',
    );
    const res = await issue(
      'fay',
      order('fay', {
        useAlternativeName: true,
        alternativeFirstName: 'Max',
        alternativeLastName: 'Feather',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Max', lastName: 'Feather' });
    const profile = await customers.get('fay', '/user');
    expect(profile.body).toMatchObject({
      alternativeFirstName: 'Max',
      alternativeLastName: 'Feather',
    });
    // The profile's alternative names serve the next order.
    const again = await issue('fay', order('fay', { useAlternativeName: true }));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ firstName: 'Max', lastName: 'Feather' });
    await setUser('fay', { first_name: 'Ann3', last_name: 'Smith' });
    await expectRefused('fay', order('fay'), 400, 'The name should only contain letters.');
    await setUser('fay', { first_name: 'Wile', last_name: 'Coyote' });
  });

  it('the addresses and the phone, with the spec’s messages', async () => {
    await expectRefused('ann', order('ann', { addressCity: ' ' }), 400, 'City is required!');
    await expectRefused(
      'ann',
      order('ann', { deliveryPostCode: '' }),
      400,
      'Zip/Postal Code is required!',
    );
    await expectRefused(
      'ann',
      order('ann', { addressLine1: '410 Terry Ave. #5' }),
      400,
      'Your billing address contains invalid letters. Invalid characters: . #',
    );
    await expectRefused(
      'ann',
      order('ann', { deliveryAddress2: 'c/o Smith & Co' }),
      400,
      'Your shipping address contains invalid letters. Invalid characters: / &',
    );
    // Issue 29 #10: a billing country that is a real ISO country the issuer serves, refused before any fee.
    await expectRefused(
      'ann',
      order('ann', { addressCountry: 'XX' }),
      400,
      'Please select a valid billing country',
    );
    await expectRefused(
      'ann',
      order('ann', { addressCountry: 'JP' }),
      400,
      'Cards cannot be billed to an address in Japan',
    );
    // Issue 42: nor delivered where there is no card service (a courier card to Russia was charged $45).
    await expectRefused(
      'ann',
      order('ann', { deliveryCountryCode: 'XX' }),
      400,
      'Please select a valid shipping country',
    );
    await expectRefused(
      'ann',
      order('ann', { deliveryCountryCode: 'RU' }),
      400,
      'Cards cannot be delivered to an address in Russia',
    );
    await expectRefused(
      'ann',
      order('ann', { phoneNumber: '' }),
      400,
      'Please enter phone number to apply for your card!',
    );
    await expectRefused(
      'ann',
      order('ann', { phoneNumber: '+1 555-01' }),
      400,
      'Please enter a valid phone number',
    );
    // Issue 29 #10: well formed, but no real number for its dial code (libphonenumber's plans).
    for (const phoneNumber of ['+1 000000000', '+1 000-000-0000', '+44 123'])
      await expectRefused(
        'ann',
        order('ann', { phoneNumber }),
        400,
        'Please enter a valid phone number',
      );
  });

  it('the source: none, both, another customer’s, frozen, short of money', async () => {
    await expectRefused(
      'ann',
      order('ann', { fromAccountId: undefined }),
      400,
      'Please select an account for the amount to transfer from.',
    );
    await expectRefused(
      'ann',
      order('ann', { fromAccountId: '' }),
      400,
      'Please select an account for the amount to transfer from.',
    );
    await expectRefused(
      'ann',
      order('ann', { fromStakingId: 'x' }),
      400,
      CARD_MESSAGES.sourceOneOf,
    );
    await expectRefused(
      'ann',
      order('ann', { fromAccountId: accounts.ben!.USD! }),
      404,
      'Account not found',
    );
    await bank.ctx.db
      .updateTable('accounts')
      .set({ status: 'FROZEN' })
      .where('id', '=', accounts.ben!.GBP!)
      .execute();
    await expectRefused(
      'ben',
      order('ben', { fromAccountId: accounts.ben!.GBP! }),
      400,
      'Only an active account can be used for this transfer',
    );
    // Leave 1.00 USD on dan's account: the 5.00 fee is not covered.
    const usd = accounts.dan!.USD!;
    const have = await balance(usd);
    const funding = await internalAccount(bank.ctx.db, 'SANDBOX_FUNDING', 'USD');
    const take = (Number(have) - 1).toFixed(2);
    await postTransaction(bank.ctx.db, {
      type: 'WIRE_TRANSFER',
      method: 'WIRE',
      amount: take,
      currency: 'USD',
      userId: callers.dan!.id,
      legs: [
        { accountId: usd, amount: `-${take}` },
        { accountId: funding, amount: take },
      ],
      createdAt: bank.clock.now(),
    });
    await setUser('dan', {
      features: JSON.stringify(['MENU_CARDS', 'CARD', 'CARD_COURIER_OPTION']),
    });
    await expectRefused('dan', order('dan'), 422, 'Insufficient funds');
    expect(await balance(usd)).toBe('1');
  });

  it('answers a replayed Idempotency-Key with the same card, issued once', async () => {
    const headers = { 'Idempotency-Key': 'card-issue-replay-1' };
    const counts = { books: await books(), cards: await cardCount('ann') };
    const first = await issue('ann', order('ann'), headers);
    const second = await issue('ann', order('ann'), headers);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await cardCount('ann')).toBe(counts.cards + 1);
    expect(await books()).toEqual({
      transactions: counts.books.transactions + 1,
      postings: counts.books.postings + 2,
    });
  });

  it('leaves the books balanced', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.cardMismatches).toEqual([]);
    expect(audit.ok).toBe(true);
  });
});
