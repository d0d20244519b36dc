import {
  GENERAL_MESSAGES,
  GIFT_CARD_FLAGS,
  GIFT_CARD_LIMITS,
  type FeatureFlag,
  type GiftCardRecord,
  type giftCardBrandsQuerySchema,
  type giftCardsQuerySchema,
} from '@axia/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { requireUser, type UserRow } from '../common/user';
import { assertAreaOpen } from '../common/gate';
import { inTransaction } from '../ledger/post';
import { vendorOf } from './vendor';
import { giftCardRecord, requireOrder } from './view';

// Seed 001 §7 Gift cards, the calls that do not place an order (order.ts). Every call needs the menu's gate (ACTIVE
// and MENU_GIFT_CARDS, 403 otherwise, like the card and staking calls); ordering also needs GIFT_CARD and a complete
// registration. Another customer's order, an unknown or a malformed id is 404 'Gift card order not found'.
//
// Rules written down here (the spec leaves them open):
// - Brands of a country the vendor does not serve: an empty page (not an error).
// - The list: newest first; archive=false by default; search matches the order id or the product name
//   (case-insensitive, part of it); page of 50 (offset, limit).
// - An order is PENDING until its vendor reports the outcome by webhook (webhooks.ts, outcome.ts): reading it does not
//   decide it.
// - Archive and unarchive any order, whatever its status.

const GIFT_CARD_SERVICE_MESSAGES = {
  /** Ours: the menu's gate (MENU_GIFT_CARDS). */
  noGiftCardsFeature: 'Gift cards are not available to you',
  /** Seed 000 §4/§6: the feature-off text (GIFT_CARD). */
  serviceOff: GENERAL_MESSAGES.serviceUnavailable,
} as const;

/**
 * The user may use gift cards (the menu's gate: ACTIVE and MENU_GIFT_CARDS), and has `flag` when the call needs one
 * (GIFT_CARD to order: 'This service is temporarily unavailable, please try again later.'). Each refusal is 403.
 */
function assertMayUseGiftCards(user: Pick<UserRow, 'status' | 'features'>, flag?: FeatureFlag) {
  assertAreaOpen(
    user,
    GIFT_CARD_FLAGS.menu,
    {
      menu: GIFT_CARD_SERVICE_MESSAGES.noGiftCardsFeature,
      flag: () => GIFT_CARD_SERVICE_MESSAGES.serviceOff,
    },
    flag,
  );
}

/** The signed-in customer, past the gift cards gate (and `flag`). */
async function giftCardUser(ctx: BankContext, userId: string, flag?: FeatureFlag) {
  const user = await requireUser(ctx.db, userId);
  assertMayUseGiftCards(user, flag);
  return user;
}

/** The customer who may buy a gift card: the area's gate and GIFT_CARD (registration: the call's gate). */
export async function giftCardBuyer(ctx: BankContext, userId: string): Promise<UserRow> {
  return giftCardUser(ctx, userId, GIFT_CARD_FLAGS.buy);
}

/** GET /gift-card/countries. */
export async function listCountries(ctx: BankContext, userId: string) {
  await giftCardUser(ctx, userId);
  return { countries: vendorOf(ctx).countries() };
}

/** GET /gift-card/brand?country&currentPage&search: one page of 12. */
export async function listBrands(
  ctx: BankContext,
  userId: string,
  query: z.output<typeof giftCardBrandsQuerySchema>,
) {
  await giftCardUser(ctx, userId);
  return vendorOf(ctx).brands(query.country, {
    page: query.currentPage ?? 1,
    pageSize: GIFT_CARD_LIMITS.brandPageSize,
    search: query.search,
    origin: ctx.config.publicOrigin,
  });
}

/** LIKE's wildcards taken literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /gift-card/: the customer's orders, newest first. */
export async function listGiftCards(
  ctx: BankContext,
  userId: string,
  query: z.output<typeof giftCardsQuerySchema>,
): Promise<{ data: GiftCardRecord[]; totalCount: number }> {
  await giftCardUser(ctx, userId);
  const archive = query.archive === 'true';
  const search = query.search?.trim().toLowerCase() ?? '';
  let base = ctx.db
    .selectFrom('gift_card_orders')
    .where('user_id', '=', userId)
    .where('archive', '=', archive);
  if (search) {
    const pattern = `%${likeEscape(search)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(id)`, 'like', pattern),
        eb(sql<string>`lower(product_name)`, 'like', pattern),
      ]),
    );
  }
  const offset = query.offset ?? 0;
  const limit = query.limit ?? GIFT_CARD_LIMITS.pageSize;
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(giftCardRecord), totalCount: Number(count.count) };
}

/** GET /gift-card/:id. */
export async function getGiftCard(
  ctx: BankContext,
  userId: string,
  orderId: string,
): Promise<GiftCardRecord> {
  await giftCardUser(ctx, userId);
  return giftCardRecord(await requireOrder(ctx.db, userId, orderId));
}

/** POST /gift-card/archive {id, archive}: the order, archived or not (any status). */
export async function archiveGiftCard(
  ctx: BankContext,
  userId: string,
  body: { id: string; archive: boolean },
): Promise<GiftCardRecord> {
  await giftCardUser(ctx, userId);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const row = await requireOrder(trx, userId, body.id, { forUpdate: true });
    await trx
      .updateTable('gift_card_orders')
      .set({ archive: body.archive, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    return giftCardRecord({ ...row, archive: body.archive, updated_at: now });
  });
}
