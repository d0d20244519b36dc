import type { cardTransactionsQuerySchema, cardTypesQuerySchema } from '@axia/core';
import {
  CARD_FLAGS,
  CARD_MESSAGES,
  cardActions,
  cardCvvError,
  cardStatusOf,
  isFutureMonth,
  mayActivatePhysical,
  type Card,
  type CardAgreement,
  type CardFeeSetView,
  type CardRegion,
  type CardStatement,
  type CardStatus,
  type CardType,
  type FeatureFlag,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { requireUser, type UserRow } from '../common/user';
import { assertAreaOpen } from '../common/gate';
import { inTransaction } from '../ledger/post';
import { issuerOf } from './issuer';
import { cardOf, requireCard, userCards } from './view';

// Seed 002 §7 Cards, the calls that move no money (issueCard, loadCard and convertToPhysical live in
// issue.ts / load.ts / physical.ts). Every call needs the menu's gate (ACTIVE and MENU_CARDS, 403 otherwise, like the
// staking calls); another customer's card, an unknown or a malformed id is 404 'Card not found'.
//
// Rules written down here (the spec leaves them open):
// - Secure data (number, CVV, expiry, security image) for any card the customer owns except a LOST, STOLEN, EXPIRED
//   (or UNKNOWN) one: 409 CARD_MESSAGES.contactSupport. An INACTIVE card shows its details (it exists, the app shows
//   the card image), a SUSPENDED one too (the holder may still need the number, e.g. for a refund).
// - PIN only for an ACTIVE card (§4 'ACTIVE: … Show PIN'): 409 CARD_MESSAGES.notActive otherwise.
// - Both answer Cache-Control: no-store (every /api answer does; set again here, explicitly).
// - Statement rows oldest first within the month (the issuer's order).
// - Activate Physical Card: an empty CVV 400 'CVV is required!'; not ordered 409 noPhysicalRequested; already
//   physical 409 alreadyPhysical; a LOST/STOLEN/EXPIRED card 409 contactSupport; a wrong CVV 400 cvvWrong.

const CARD_SERVICE_MESSAGES = {
  /** Ours: the menu's gate (MENU_CARDS). */
  noCardsFeature: 'Cards are not available to you',
} as const;

/** The flag refusals' messages (§2, §8 for the card service). */
const FLAG_MESSAGES: Partial<Record<FeatureFlag, string>> = {
  [CARD_FLAGS.service]: CARD_MESSAGES.serviceOff,
  [CARD_FLAGS.physical]: CARD_MESSAGES.physicalFeatureOff,
};

/**
 * The user may use cards (the menu's gate: ACTIVE and MENU_CARDS), and has `flag` when the call needs one (CARD to
 * issue: 'This service is temporarily unavailable, please try again later.'; CARD_COURIER_OPTION for a physical
 * card). Each refusal is 403.
 */
function assertMayUseCards(user: Pick<UserRow, 'status' | 'features'>, flag?: FeatureFlag) {
  assertAreaOpen(
    user,
    CARD_FLAGS.menu,
    {
      menu: CARD_SERVICE_MESSAGES.noCardsFeature,
      flag: (missing) => FLAG_MESSAGES[missing] ?? CARD_SERVICE_MESSAGES.noCardsFeature,
    },
    flag,
  );
}

/** The signed-in customer, past the cards gate (and `flag`); 403 'temporarily unavailable' with no card issuer. */
export async function cardUser(ctx: BankContext, userId: string, flag?: FeatureFlag) {
  issuerOf(ctx);
  return cardGate(ctx, userId, flag);
}

async function cardGate(ctx: BankContext, userId: string, flag?: FeatureFlag) {
  const user = await requireUser(ctx.db, userId);
  assertMayUseCards(user, flag);
  return user;
}

/** The card region of the customer's country (addressCountry), or null where the issuer offers no card. */
const customerRegion = (
  ctx: Pick<BankContext, 'providers'>,
  user: Pick<UserRow, 'address_country'>,
): CardRegion | null => issuerOf(ctx).regionOf(user.address_country);

/** The region's card types for the customer, or 403 'Card service is not available in your country…'. */
function requireCustomerRegion(
  ctx: Pick<BankContext, 'providers'>,
  user: Pick<UserRow, 'address_country'>,
): CardRegion {
  const region = customerRegion(ctx, user);
  if (!region) throw forbidden(CARD_MESSAGES.notInCountry);
  return region;
}

// ---------------------------------------------------------------------------------------------------------------
// Reads.

/** GET /card: newest first. */
export async function listCards(ctx: BankContext, userId: string): Promise<{ data: Card[] }> {
  // With no card issuer a customer who has no card has an empty list (the screen greys Order Card), not an error.
  if (!ctx.providers.cardIssuer) {
    await cardGate(ctx, userId);
    const any = await ctx.db
      .selectFrom('cards')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!any) return { data: [] };
  }
  await cardUser(ctx, userId);
  return { data: await userCards(ctx, ctx.db, userId) };
}

/** GET /card/:id. */
export async function getCard(ctx: BankContext, userId: string, cardId: string): Promise<Card> {
  await cardUser(ctx, userId);
  return cardOf(ctx, await requireCard(ctx.db, userId, cardId));
}

/** GET /card/cardTypes: the types offered in `countryCode` (default the customer's country). */
export async function listCardTypes(
  ctx: BankContext,
  userId: string,
  query: z.output<typeof cardTypesQuerySchema>,
): Promise<CardType[] | { data: CardType[]; totalCount: number }> {
  const user = await cardUser(ctx, userId);
  const country = query.countryCode ?? user.address_country;
  const all = issuerOf(ctx)
    .cardTypes(country)
    .filter((t) => !query.type || t.type === query.type);
  const offset = query.offset ?? 0;
  const data = all.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  return query.dataOnly ? data : { data, totalCount: all.length };
}

/** GET /card/cardTypes/:id: one type by code (the customer's region's entry when it offers it); 404 unknown. */
export async function getCardType(
  ctx: BankContext,
  userId: string,
  code: string,
): Promise<CardType> {
  const user = await cardUser(ctx, userId);
  const type = issuerOf(ctx).cardType(code, customerRegion(ctx, user));
  if (!type) throw notFound(CARD_MESSAGES.cardTypeNotFound);
  return type;
}

/**
 * GET /card/cardProvider: the fee set of `cardTypeCode`'s region (the customer's region when it offers the type),
 * else of the customer's region; 403 'Card service is not available in your country at the moment.' where none.
 */
export async function cardProvider(
  ctx: BankContext,
  userId: string,
  cardTypeCode: string | undefined,
): Promise<CardFeeSetView> {
  const user = await cardUser(ctx, userId);
  if (!cardTypeCode) {
    const region = requireCustomerRegion(ctx, user);
    return { cardTypeCode: null, region, ...issuerOf(ctx).feeSet(region), loadFeeTerms: null };
  }
  const type = issuerOf(ctx).cardType(cardTypeCode, customerRegion(ctx, user));
  if (!type) throw notFound(CARD_MESSAGES.cardTypeNotFound);
  // The same terms POST /card/load charges by (issuerOf(ctx).limits of the card's type).
  const { loadFeePercentage, minimumLoadFee } = issuerOf(ctx).limits(type.code);
  return {
    cardTypeCode,
    region: type.region,
    ...issuerOf(ctx).feeSet(type.region),
    loadFeeTerms: { loadFeePercentage, minimumLoadFee, currency: type.currency },
  };
}

/** GET /card/getPresignedAgreementUrl/:region: the region's agreement (links served by the bank, and its terms). */
export async function cardAgreement(
  ctx: BankContext,
  userId: string,
  region: CardRegion,
): Promise<CardAgreement> {
  await cardUser(ctx, userId);
  return issuerOf(ctx).agreement(region, ctx.config.publicOrigin);
}

/** GET /card/:id/secureData (the route sets Cache-Control: no-store). */
export async function cardSecureData(ctx: BankContext, userId: string, cardId: string) {
  await cardUser(ctx, userId);
  const card = await requireCard(ctx.db, userId, cardId);
  if (!cardActions(cardStatusOf(card.status)).showDetails)
    throw conflict(CARD_MESSAGES.contactSupport);
  return issuerOf(ctx).secureData(ctx.db, card.issuer_card_id);
}

/** GET /card/:id/pin: ACTIVE cards only. */
export async function cardPin(ctx: BankContext, userId: string, cardId: string) {
  await cardUser(ctx, userId);
  const card = await requireCard(ctx.db, userId, cardId);
  if (card.status !== 'ACTIVE') throw conflict(CARD_MESSAGES.notActive);
  return { pin: await issuerOf(ctx).pin(ctx.db, card.issuer_card_id) };
}

/** GET /card/:id/shipmentTrackingNo: the courier's number once available, else null (never for Standard). */
export async function cardTracking(ctx: BankContext, userId: string, cardId: string) {
  await cardUser(ctx, userId);
  const card = await requireCard(ctx.db, userId, cardId);
  // Like Track Package on the screen (core mayTrackPackage): an ACTIVE card's; other statuses get their support message.
  const status = cardStatusOf(card.status);
  if (status !== 'ACTIVE')
    throw conflict(cardActions(status).supportMessage ?? CARD_MESSAGES.notActive);
  if (!card.convert_physical_requested || card.delivery !== 'Courier')
    return { trackingNumber: null };
  return {
    trackingNumber: await issuerOf(ctx).trackingNumber(
      ctx.db,
      card.issuer_card_id,
      ctx.clock.now(),
    ),
  };
}

/** GET /card/:id/transactions: one month of the statement, oldest first; a month after the current one is 400. */
export async function cardStatement(
  ctx: BankContext,
  userId: string,
  cardId: string,
  query: z.output<typeof cardTransactionsQuerySchema>,
): Promise<CardStatement> {
  await cardUser(ctx, userId);
  const card = await requireCard(ctx.db, userId, cardId);
  if (isFutureMonth(query.year, query.month, ctx.clock.now()))
    throw badRequest('The statement of a future month is not available');
  const rows = await issuerOf(ctx).statement(ctx.db, card.issuer_card_id, query.year, query.month);
  return {
    year: query.year,
    month: query.month,
    currency: cardOf(ctx, card).currency,
    transactions: rows.map(({ id, date, description, amount, currency }) => ({
      id,
      date,
      description,
      amount,
      currency,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Status changes: the bank's row and the issuer's in one database transaction.

async function changeStatus(
  ctx: BankContext,
  userId: string,
  cardId: string,
  change: { from: CardStatus; to: CardStatus; refusal: string },
): Promise<Card> {
  const user = await requireUser(ctx.db, userId);
  assertMayUseCards(user);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const card = await requireCard(trx, userId, cardId, { forUpdate: true });
    if (card.status !== change.from) throw conflict(change.refusal);
    if (change.to === 'ACTIVE') await issuerOf(ctx).activate(trx, card.issuer_card_id, now);
    else await issuerOf(ctx).suspend(trx, card.issuer_card_id, now);
    await trx
      .updateTable('cards')
      .set({ status: change.to, updated_at: now })
      .where('id', '=', card.id)
      .execute();
    return cardOf(ctx, { ...card, status: change.to, updated_at: now });
  });
}

/** POST /card/activate: INACTIVE → ACTIVE, else 409. */
export const activateCard = (ctx: BankContext, userId: string, cardId: string) =>
  changeStatus(ctx, userId, cardId, {
    from: 'INACTIVE',
    to: 'ACTIVE',
    refusal: CARD_MESSAGES.notInactive,
  });

/** POST /card/suspend: ACTIVE → SUSPENDED, else 409. */
export const suspendCard = (ctx: BankContext, userId: string, cardId: string) =>
  changeStatus(ctx, userId, cardId, {
    from: 'ACTIVE',
    to: 'SUSPENDED',
    refusal: CARD_MESSAGES.notActive,
  });

/** POST /card/activatePhysical: the plastic card arrived; its CVV makes it the physical card. */
export async function activatePhysicalCard(
  ctx: BankContext,
  userId: string,
  body: { cardId: string; cvv: string },
): Promise<Card> {
  const user = await requireUser(ctx.db, userId);
  assertMayUseCards(user);
  const cvv = body.cvv.trim();
  const cvvProblem = cardCvvError(cvv);
  if (cvvProblem) throw badRequest(cvvProblem);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const card = await requireCard(trx, userId, body.cardId, { forUpdate: true });
    if (card.is_physical) throw conflict(CARD_MESSAGES.alreadyPhysical);
    if (!card.convert_physical_requested) throw conflict(CARD_MESSAGES.noPhysicalRequested);
    // §4: the physical flow is an ACTIVE card's; a suspended, lost, stolen or expired one gets its support message
    // (the screen offers no activation there either).
    const status = cardStatusOf(card.status);
    if (
      !mayActivatePhysical({
        status,
        isPhysical: card.is_physical,
        convertPhysicalRequested: card.convert_physical_requested,
      })
    )
      throw conflict(cardActions(status).supportMessage ?? CARD_MESSAGES.notActive);
    if (!(await issuerOf(ctx).activatePhysical(trx, card.issuer_card_id, cvv, now)))
      throw new HttpError(400, CARD_MESSAGES.cvvWrong);
    await trx
      .updateTable('cards')
      .set({ is_physical: true, updated_at: now })
      .where('id', '=', card.id)
      .execute();
    return cardOf(ctx, { ...card, is_physical: true, updated_at: now });
  });
}
