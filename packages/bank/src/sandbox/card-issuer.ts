import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  add,
  CARD_LIMITS,
  CARD_MESSAGES,
  CARD_REGION_LABELS,
  compare,
  decimal,
  decimalsFor,
  fitsCurrency,
  groupCardNumber,
  isCardCurrency,
  luhnCheckDigit,
  subtract,
  type CardAgreement,
  type CardCurrency,
  type CardDelivery,
  type CardFeeSet,
  type CardLimit,
  type CardRegion,
  type CardStatus,
  type CardType,
} from '@axia/core';
import { HttpError } from '../http/errors';
import { cardRegionOf } from '../modules/cards/issuer/regions';
import type {
  CardIssuer,
  Db,
  IssuedCard,
  IssueRequest,
  LoadDecision,
  StatementRow,
  Trx,
} from '../modules/cards/issuer/types';

// The bank's sandbox card issuer (issue 14 §1): a real issuer's catalogue, fees, limits and card lifecycle, kept in
// its own tables (issuer_cards, issuer_card_transactions) inside the bank's database, so each change commits with
// the bank's posting. Everything it decides reads the bank's clock (the `now` each call is given).

// ---------------------------------------------------------------------------------------------------------------
// Catalogue.

/** The currencies each region offers (NORMAL cards only). */
const REGION_CURRENCIES: Readonly<Record<CardRegion, readonly CardCurrency[]>> = {
  NORTH_AMERICA: ['USD'],
  EUROPE: ['EUR', 'GBP', 'USD'],
};

/** §3 fee sets, in USD. Europe's virtual card is free (the app shows FREE). */
const FEE_SETS: Readonly<Record<CardRegion, CardFeeSet>> = {
  NORTH_AMERICA: {
    issueFeeAmount: '5.00',
    issuePhysicalFeeAmount: '15.00',
    shippingHandlingAmount: '25.00',
    issueFeeCurrency: 'USD',
  },
  EUROPE: {
    issueFeeAmount: '0.00',
    issuePhysicalFeeAmount: '20.00',
    shippingHandlingAmount: '30.00',
    issueFeeCurrency: 'USD',
  },
};

const cardTypeOf = (currency: CardCurrency, region: CardRegion): CardType => ({
  code: `NORMAL_${currency}`,
  type: 'NORMAL',
  currency,
  region,
  name: `AXIA Debit Card ${currency}`,
});

/** The code's currency ('NORMAL_USD' → 'USD'), or null for a code the issuer does not know. */
function codeCurrency(code: string): CardCurrency | null {
  const match = /^NORMAL_([A-Z]{3})$/.exec(code);
  const currency = match?.[1] ?? '';
  return isCardCurrency(currency) ? currency : null;
}

/** §3 limits of a card in `currency`: one set for every card type (weekly rows at 999999: no weekly limit). */
function limitsIn(currency: CardCurrency): CardLimit {
  return {
    maxCardBalance: '10000',
    dailyLoadLimit: '5000',
    dailyLoadFrequencyLimit: '5',
    weeklyLoadLimit: CARD_LIMITS.hiddenLimit,
    weeklyLoadFrequencyLimit: CARD_LIMITS.hiddenLimit,
    monthlyLoadLimit: '20000',
    monthlyLoadFrequencyLimit: '30',
    yearlyLoadLimit: '100000',
    yearlyLoadFrequencyLimit: '200',
    dailyPosUnloadLimit: '5000',
    dailyPosFrequencyLimit: '20',
    weeklyPosUnloadLimit: CARD_LIMITS.hiddenLimit,
    weeklyPosFrequencyLimit: CARD_LIMITS.hiddenLimit,
    monthlyPosUnloadLimit: '20000',
    monthlyPosFrequencyLimit: '300',
    yearlyPosUnloadLimit: '100000',
    yearlyPosFrequencyLimit: '3000',
    dailyAtmUnloadLimit: '1000',
    dailyAtmFrequencyLimit: '5',
    weeklyAtmUnloadLimit: CARD_LIMITS.hiddenLimit,
    weeklyAtmFrequencyLimit: CARD_LIMITS.hiddenLimit,
    monthlyAtmUnloadLimit: '10000',
    monthlyAtmFrequencyLimit: '60',
    yearlyAtmUnloadLimit: '50000',
    yearlyAtmFrequencyLimit: '500',
    loadFeeStr: `1.5% (min 2.00 ${currency})`,
    atmCashWithdrawalDomesticFee: '2.50',
    atmCashWithdrawalInternationalFee: '3.50',
    posDomesticFee: '0.00',
    posInternationalFee: '1.00',
    loadFeePercentage: '0.015',
    minimumLoadFee: '2.00',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Agreements (served by the bank outside /api: see ../agreements.ts).

/** The public path of a region's agreement file ('document' is HTML, 'image' is SVG). */
export const agreementPath = (region: CardRegion, file: 'document' | 'image') =>
  `/card-agreements/${region.toLowerCase().replace('_', '-')}.${file === 'document' ? 'html' : 'svg'}`;

const AGREEMENT_TERMS: Readonly<Record<CardRegion, { header: string; body: string }>> = {
  NORTH_AMERICA: {
    header: 'AXIA Debit Card Agreement — North America',
    body: [
      'This agreement governs the AXIA prepaid debit card issued to residents of the United States and Canada by the AXIA sandbox card issuer. By ordering a card you accept these terms.',
      'The card is a prepaid card: you can spend only the funds you load onto it. Each load is charged the platform fee of 1.7% and the card load fee shown before you confirm. Loaded funds cannot be returned to your account.',
      'The virtual card fee, and for a physical card the physical card fee and, for Courier delivery, the shipping and handling fee, are charged in US dollars when you order. Fees are not refundable once the card is issued.',
      'Keep your card number, CVV and PIN secret. Suspend your card at once in the app and contact customer support if it is lost or stolen. Limits on balances, loads and withdrawals apply as shown on the card Summary tab.',
      'This is a sandbox product: no real card network is involved and no real money is moved.',
    ].join('\n\n'),
  },
  EUROPE: {
    header: 'AXIA Debit Card Agreement — Europe',
    body: [
      'This agreement governs the AXIA prepaid debit card issued to residents of the European Economic Area, Switzerland and the United Kingdom by the AXIA sandbox card issuer. By ordering a card you accept these terms.',
      'The card is a prepaid card in euros, pounds sterling or US dollars: you can spend only the funds you load onto it. Each load is charged the platform fee of 1.7% and the card load fee shown before you confirm. Loaded funds cannot be returned to your account.',
      'The virtual card is free. A physical card costs the physical card fee and, for Courier delivery, the shipping and handling fee, charged in US dollars when you order. Fees are not refundable once the card is issued.',
      'Keep your card number, CVV and PIN secret. Suspend your card at once in the app and contact customer support if it is lost or stolen. Limits on balances, loads and withdrawals apply as shown on the card Summary tab.',
      'This is a sandbox product: no real card network is involved and no real money is moved.',
    ].join('\n\n'),
  },
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** The region's agreement document: a standalone HTML page (no script, so any CSP allows it). */
export function agreementDocument(region: CardRegion): string {
  const terms = AGREEMENT_TERMS[region];
  const paragraphs = terms.body
    .split('\n\n')
    .map((p) => `<p>${escapeXml(p)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeXml(terms.header)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<main>
<h1>${escapeXml(terms.header)}</h1>
<img src="${agreementPath(region, 'image')}" alt="${escapeXml(CARD_REGION_LABELS[region])} card agreement" width="320" height="200">
${paragraphs}
</main>
</body>
</html>
`;
}

/** The region's agreement image: a card with the region's name. */
export function agreementImage(region: CardRegion): string {
  const label = escapeXml(CARD_REGION_LABELS[region]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" aria-label="AXIA Debit Card agreement, ${label}">
<rect width="320" height="200" rx="16" fill="#1d3557"/>
<rect x="24" y="64" width="44" height="32" rx="6" fill="#e9c46a"/>
<text x="24" y="40" fill="#ffffff" font-family="sans-serif" font-size="20" font-weight="700">AXIA Debit Card</text>
<text x="24" y="140" fill="#ffffff" font-family="sans-serif" font-size="16">Card agreement</text>
<text x="24" y="168" fill="#a8dadc" font-family="sans-serif" font-size="16">${label}</text>
</svg>
`;
}

// ---------------------------------------------------------------------------------------------------------------
// Card data.

/** The sandbox BIN (a Visa-style test range). */
const BIN = '400012';

const randomDigits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(0, 10))).join('');

/** 16 digits, passing Luhn. */
function newCardNumber(): string {
  const partial = `${BIN}${randomDigits(9)}`;
  return `${partial}${luhnCheckDigit(partial)}`;
}

/** MM/YY of the month of issue, three years on (UTC). */
function expiryFor(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const year = String((now.getUTCFullYear() + 3) % 100).padStart(2, '0');
  return `${month}/${year}`;
}

/** `days` business days (Monday to Friday) after `from`, at the same time of day (UTC). */
function addBusinessDays(from: Date, days: number): Date {
  const at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const day = at.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return at;
}

/** The security image: the card with its full number, expiry and name (an SVG data: URL, never a link). */
function securityImage(card: { number: string; expire: string; name: string }): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="214" viewBox="0 0 340 214">
<rect width="340" height="214" rx="16" fill="#14213d"/>
<text x="24" y="40" fill="#ffffff" font-family="sans-serif" font-size="18" font-weight="700">AXIA Debit Card</text>
<text x="24" y="120" fill="#ffffff" font-family="monospace" font-size="22" letter-spacing="1">${escapeXml(groupCardNumber(card.number))}</text>
<text x="24" y="156" fill="#a8dadc" font-family="sans-serif" font-size="12">VALID THRU</text>
<text x="110" y="156" fill="#ffffff" font-family="monospace" font-size="16">${escapeXml(card.expire)}</text>
<text x="24" y="190" fill="#ffffff" font-family="sans-serif" font-size="16">${escapeXml(card.name.toUpperCase())}</text>
</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** '10,000.00' for 10000 in a 2-decimal currency. */
function grouped(amount: string, currency: CardCurrency): string {
  const [whole = '0', fraction] = decimal(amount).toFixed(decimalsFor(currency)).split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${withCommas}.${fraction}` : withCommas;
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

// ---------------------------------------------------------------------------------------------------------------
// The issuer.

class SandboxCardIssuer implements CardIssuer {
  cardTypes(country: string | null | undefined): CardType[] {
    const region = this.regionOf(country);
    if (!region) return [];
    return REGION_CURRENCIES[region].map((currency) => cardTypeOf(currency, region));
  }

  cardType(code: string, region?: CardRegion | null): CardType | undefined {
    const currency = codeCurrency(code);
    if (!currency) return undefined;
    const regions = (Object.keys(REGION_CURRENCIES) as CardRegion[]).filter((r) =>
      REGION_CURRENCIES[r].includes(currency),
    );
    const chosen = region && regions.includes(region) ? region : regions[0];
    return chosen ? cardTypeOf(currency, chosen) : undefined;
  }

  regionOf(country: string | null | undefined): CardRegion | null {
    return cardRegionOf(country);
  }

  feeSet(region: CardRegion): CardFeeSet {
    return { ...FEE_SETS[region] };
  }

  limits(cardTypeCode: string): CardLimit {
    const currency = codeCurrency(cardTypeCode);
    if (!currency) throw new Error(`Unknown card type ${cardTypeCode}`);
    return limitsIn(currency);
  }

  agreement(region: CardRegion, origin: string): CardAgreement {
    const base = origin.replace(/\/+$/, '');
    return {
      region,
      url: `${base}${agreementPath(region, 'document')}`,
      imageUrl: `${base}${agreementPath(region, 'image')}`,
      header: AGREEMENT_TERMS[region].header,
      body: AGREEMENT_TERMS[region].body,
    };
  }

  async issue(trx: Trx, request: IssueRequest): Promise<IssuedCard> {
    if (!codeCurrency(request.cardTypeCode))
      throw new HttpError(400, CARD_MESSAGES.cardTypeNotFound);
    let number = newCardNumber();
    // Unique: a collision (1 in 10^9 per existing card) draws again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const taken = await trx
        .selectFrom('issuer_cards')
        .select('id')
        .where('card_number', '=', number)
        .executeTakeFirst();
      if (!taken) break;
      number = newCardNumber();
    }
    const id = randomUUID();
    await trx
      .insertInto('issuer_cards')
      .values({
        id,
        card_number: number,
        cvv: randomDigits(3),
        expire: expiryFor(request.now),
        pin: String(randomInt(0, 10_000)).padStart(4, '0'),
        currency: request.currency,
        card_type_code: request.cardTypeCode,
        status: 'INACTIVE',
        name_on_card: request.nameOnCard,
        is_physical: false,
        physical_requested_at: null,
        delivery: null,
        tracking_number: null,
        tracking_available_at: null,
        balance: '0',
        created_at: request.now,
        updated_at: request.now,
      })
      .execute();
    if (request.physical)
      await this.requestPhysical(trx, id, {
        delivery: request.delivery ?? 'Standard',
        now: request.now,
      });
    return { issuerCardId: id, last4: number.slice(-4), status: 'INACTIVE' };
  }

  private async card(db: Db, issuerCardId: string, forUpdate = false) {
    let query = db.selectFrom('issuer_cards').selectAll().where('id', '=', issuerCardId);
    if (forUpdate && db.isTransaction) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw new HttpError(404, CARD_MESSAGES.cardNotFound);
    return row;
  }

  /** Sets the status, whatever it was (the lifecycle calls check the transition first; the back office does not). */
  async setStatus(db: Db, issuerCardId: string, status: CardStatus, now: Date): Promise<void> {
    await db
      .updateTable('issuer_cards')
      .set({ status, updated_at: now })
      .where('id', '=', issuerCardId)
      .execute();
  }

  async activate(trx: Trx, issuerCardId: string, now: Date): Promise<void> {
    const card = await this.card(trx, issuerCardId, true);
    if (card.status !== 'INACTIVE') throw new HttpError(409, CARD_MESSAGES.notInactive);
    await this.setStatus(trx, issuerCardId, 'ACTIVE', now);
  }

  async suspend(trx: Trx, issuerCardId: string, now: Date): Promise<void> {
    const card = await this.card(trx, issuerCardId, true);
    if (card.status !== 'ACTIVE') throw new HttpError(409, CARD_MESSAGES.notActive);
    await this.setStatus(trx, issuerCardId, 'SUSPENDED', now);
  }

  async checkLoad(db: Db, issuerCardId: string, amount: string, now: Date): Promise<LoadDecision> {
    const card = await this.card(db, issuerCardId, true);
    const currency = isCardCurrency(card.currency) ? card.currency : 'USD';
    const limits = this.limits(card.card_type_code);
    if (card.status !== 'ACTIVE')
      return { approved: false, description: `Load declined: ${CARD_MESSAGES.notActive}` };
    if (compare(add(card.balance, amount), limits.maxCardBalance) > 0)
      return {
        approved: false,
        description: `Load declined: ${CARD_MESSAGES.maxBalance(grouped(limits.maxCardBalance, currency), currency)}`,
      };
    const today = await db
      .selectFrom('issuer_card_transactions')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('count'),
        eb.fn.sum<string | null>('amount').as('total'),
      ])
      .where('issuer_card_id', '=', issuerCardId)
      .where('kind', '=', 'LOAD')
      .where('occurred_at', '>=', startOfUtcDay(now))
      .where('occurred_at', '<=', now)
      .executeTakeFirstOrThrow();
    if (compare(String(today.count), limits.dailyLoadFrequencyLimit) >= 0)
      return {
        approved: false,
        description: `Load declined: ${CARD_MESSAGES.dailyLoadFrequency}`,
      };
    if (compare(add(today.total ?? '0', amount), limits.dailyLoadLimit) > 0)
      return { approved: false, description: `Load declined: ${CARD_MESSAGES.dailyLoadLimit}` };
    return { approved: true };
  }

  async recordLoad(
    trx: Trx,
    issuerCardId: string,
    load: { amount: string; loadFee: string; transactionId: string; now: Date },
  ): Promise<void> {
    const card = await this.card(trx, issuerCardId, true);
    await trx
      .updateTable('issuer_cards')
      .set({ balance: add(card.balance, load.amount), updated_at: load.now })
      .where('id', '=', issuerCardId)
      .execute();
    await trx
      .insertInto('issuer_card_transactions')
      .values({
        id: randomUUID(),
        issuer_card_id: issuerCardId,
        kind: 'LOAD',
        description: 'Card load',
        amount: load.amount,
        currency: card.currency,
        transaction_id: load.transactionId,
        occurred_at: load.now,
      })
      .execute();
  }

  /**
   * Before the issuer reports a payment at a merchant (the back office's card-spend): what the issuer can refuse on
   * its own records, its card known (404) and ACTIVE (409), the amount within its currency's decimals (400). The
   * money is the bank's (the card's ledger account): the bank refuses over the balance when it is reported.
   */
  async authorizeSpend(db: Db, issuerCardId: string, amount: string): Promise<CardCurrency> {
    const card = await this.card(db, issuerCardId);
    if (card.status !== 'ACTIVE') throw new HttpError(409, CARD_MESSAGES.notActive);
    const currency = isCardCurrency(card.currency) ? card.currency : 'USD';
    if (!fitsCurrency(amount, currency))
      throw new HttpError(
        400,
        `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
      );
    return currency;
  }

  /**
   * After the bank took a payment the issuer reported (its 2xx to card.transaction): the SPEND row of the statement,
   * with the bank's transaction id, and the card's balance. `id` is the issuer's transaction id (the one reported):
   * recording it again changes nothing.
   */
  async spend(
    trx: Trx,
    issuerCardId: string,
    spend: {
      id: string;
      amount: string;
      merchant: string;
      transactionId: string;
      at: Date;
      now: Date;
    },
  ): Promise<void> {
    const card = await this.card(trx, issuerCardId, true);
    const recorded = await trx
      .insertInto('issuer_card_transactions')
      .values({
        id: spend.id,
        issuer_card_id: issuerCardId,
        kind: 'SPEND',
        description: spend.merchant,
        amount: `-${decimal(spend.amount).toString()}`,
        currency: card.currency,
        transaction_id: spend.transactionId,
        occurred_at: spend.at,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return;
    await trx
      .updateTable('issuer_cards')
      .set({ balance: subtract(card.balance, spend.amount), updated_at: spend.now })
      .where('id', '=', issuerCardId)
      .execute();
  }

  async requestPhysical(
    trx: Trx,
    issuerCardId: string,
    order: { delivery: CardDelivery; now: Date },
  ): Promise<void> {
    const courier = order.delivery === 'Courier';
    await trx
      .updateTable('issuer_cards')
      .set({
        physical_requested_at: order.now,
        delivery: order.delivery,
        tracking_number: courier ? `AXC${randomDigits(12)}` : null,
        tracking_available_at: courier
          ? addBusinessDays(order.now, CARD_LIMITS.trackingDelayBusinessDays)
          : null,
        updated_at: order.now,
      })
      .where('id', '=', issuerCardId)
      .execute();
  }

  /** The back office's 'tracking ready': the courier's number is available from `now`. */
  async makeTrackingAvailable(trx: Db, issuerCardId: string, now: Date): Promise<boolean> {
    const card = await this.card(trx, issuerCardId);
    if (!card.tracking_number) return false;
    await trx
      .updateTable('issuer_cards')
      .set({ tracking_available_at: now, updated_at: now })
      .where('id', '=', issuerCardId)
      .execute();
    return true;
  }

  async activatePhysical(trx: Trx, issuerCardId: string, cvv: string, now: Date): Promise<boolean> {
    const card = await this.card(trx, issuerCardId, true);
    const given = Buffer.from(cvv.trim());
    const expected = Buffer.from(card.cvv);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    await trx
      .updateTable('issuer_cards')
      .set({ is_physical: true, updated_at: now })
      .where('id', '=', issuerCardId)
      .execute();
    return true;
  }

  async secureData(db: Db, issuerCardId: string) {
    const card = await this.card(db, issuerCardId);
    return {
      cardNumber: card.card_number,
      cvv: card.cvv,
      expire: card.expire,
      imgUrl: securityImage({
        number: card.card_number,
        expire: card.expire,
        name: card.name_on_card,
      }),
    };
  }

  async pin(db: Db, issuerCardId: string): Promise<string> {
    return (await this.card(db, issuerCardId)).pin;
  }

  async trackingNumber(db: Db, issuerCardId: string, now: Date): Promise<string | null> {
    const card = await this.card(db, issuerCardId);
    if (!card.tracking_number || !card.tracking_available_at) return null;
    return new Date(card.tracking_available_at).getTime() <= now.getTime()
      ? card.tracking_number
      : null;
  }

  async statement(
    db: Db,
    issuerCardId: string,
    year: number,
    month: number,
  ): Promise<StatementRow[]> {
    const from = new Date(Date.UTC(year, month - 1, 1));
    const to = new Date(Date.UTC(year, month, 1));
    const rows = await db
      .selectFrom('issuer_card_transactions')
      .selectAll()
      .where('issuer_card_id', '=', issuerCardId)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<', to)
      .orderBy('occurred_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((row) => {
      const currency = isCardCurrency(row.currency) ? row.currency : 'USD';
      return {
        id: row.id,
        date: new Date(row.occurred_at).toISOString(),
        description: row.description,
        amount: decimal(row.amount).toFixed(decimalsFor(currency)),
        currency,
        kind: row.kind as StatementRow['kind'],
      };
    });
  }

  /** The issuer's balance of a card (the ledger audit compares it with the card's ledger account). */
  async balance(db: Db, issuerCardId: string): Promise<string> {
    return (await this.card(db, issuerCardId)).balance;
  }
}

export const sandboxCardIssuer = new SandboxCardIssuer();
