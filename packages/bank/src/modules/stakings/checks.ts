import {
  withArticle,
  STAKING_LIMITS,
  STAKING_MESSAGES,
  compare,
  decimalsFor,
  fitsCurrency,
  isPositive,
  type Currency,
  type FeatureFlag,
  type StakingRuleInput,
} from '@axia/core';
import type { BankContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { requireUser, type Db, type UserRow } from '../common/user';
import { assertAreaOpen } from '../common/gate';
import { requireOwnActiveAccount } from '../transfers/eligibility';
import { iso, stakingAmount, type StakingProductRow } from './products';
import type { StakingRow } from './view';

// What every staking call checks before it reads or moves anything (seed 002 §4, §5, §6): the customer may stake,
// the amount is one a staking takes, the staking and the pool exist and are theirs to see, the account is theirs;
// and the messages of each refusal.

const STAKING_SERVICE_MESSAGES = {
  // Spec.
  minimum: STAKING_MESSAGES.minimumServer,
  // Ours (the spec shows none for these refusals).
  noStakingFeature: 'Staking is not available to you',
  noPoolsFeature: 'Staking pools are not available to you',
  noApplyFeature: 'Applying to a staking pool is not available to you',
  noAddFeature: 'Adding funds to a staking is not available to you',
  noReEnrollFeature: 'Re-enrollment is not available to you',
  stakingNotFound: 'Staking not found',
  productNotFound: 'Staking product not found',
  activityNotFound: 'Staking activity not found',
  autoEnrollmentNotFound: 'Auto re-enrollment not found',
  productEnded: 'This staking pool has ended',
  applyLimit: 'You cannot apply to this staking pool again',
  noRoom: 'There is not enough room left in this staking pool',
  individualLimit: (limit: string, currency: Currency) =>
    `amount must not be above this pool's limit per staking of ${limit} ${currency}`,
  overRoom: (room: string, currency: Currency) =>
    `amount must not be above the room left in this staking: ${room} ${currency}`,
  amountPositive: 'amount must be greater than 0',
  tooManyDecimals: (currency: Currency) =>
    `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
  wrongCurrency: (currency: Currency) => `Choose ${withArticle(currency)} account for this staking`,
  cannotClaim: 'This staking cannot be claimed now',
  reEnrollClosed: 'Re-enrollment is not open for this staking',
  autoEnrollmentExists: 'This staking already has an auto re-enrollment; update it instead',
  autoEnrollmentExecuted: 'This auto re-enrollment has already been carried out',
  reEnrollProduct: 'This staking pool cannot be chosen for re-enrollment',
  reEnrollCurrency: (currency: Currency) =>
    `Choose ${withArticle(currency)} staking pool to re-enroll into`,
} as const;
export const M = STAKING_SERVICE_MESSAGES;

/** The customer as a staking's posting names them. */
export type User = Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>;

/**
 * The user may use staking (the menu's gate: ACTIVE and MENU_STAKINGS), and has `flag` when the call needs one
 * (seed 002 §6). Each refusal is 403.
 */
export function assertMayStake(user: Pick<UserRow, 'status' | 'features'>, flag?: FeatureFlag) {
  assertAreaOpen(
    user,
    'MENU_STAKINGS',
    {
      menu: M.noStakingFeature,
      flag: (missing) =>
        ({
          STAKINGS_PRODUCTS: M.noPoolsFeature,
          STAKINGS_APPLY: M.noApplyFeature,
          STAKINGS_ADD_AMOUNT: M.noAddFeature,
          STAKINGS_RE_ENROLLMENT: M.noReEnrollFeature,
        })[missing as string] ?? M.noStakingFeature,
    },
    flag,
  );
}

/** The customer `userId`, who may stake (and has `flag`): each refusal is 403. */
export async function stakingUser(ctx: BankContext, userId: string, flag?: FeatureFlag) {
  const user = await requireUser(ctx.db, userId);
  assertMayStake(user, flag);
  return user;
}

// Amounts.

/** A normalised amount of `currency` above 0 with at most its decimals (400 otherwise). */
export function positiveAmount(value: string, currency: Currency): string {
  if (!isPositive(value)) throw badRequest(M.amountPositive);
  if (!fitsCurrency(value, currency)) throw badRequest(M.tooManyDecimals(currency));
  return stakingAmount(value);
}

/** An amount to stake: at least the minimum (seed 002 §5 'Minimum staking is 1 AXC, enforced by the server'). */
export function stakeAmount(value: string, currency: Currency): string {
  if (compare(value, STAKING_LIMITS.minimumAmount) < 0)
    throw badRequest(`${M.minimum} ${currency}`);
  return positiveAmount(value, currency);
}

// Rows.

/** The staking `idOrPublicId` of this user (404 for anyone else's or an unknown one); FOR UPDATE in `trx`. */
export async function requireOwnStaking(
  db: Db,
  userId: string,
  idOrPublicId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StakingRow> {
  let query = db
    .selectFrom('stakings')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('id', '=', idOrPublicId), eb('public_id', '=', idOrPublicId)]));
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(M.stakingNotFound);
  return row;
}

export async function requireProduct(
  db: Db,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<StakingProductRow> {
  let query = db.selectFrom('staking_products').selectAll().where('code', '=', code);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(M.productNotFound);
  return row;
}

/** The §4 rules' view of a staking and its product. */
export function ruleInput(
  row: Pick<StakingRow, 'status' | 'amount' | 'term_end_at'>,
  product: StakingProductRow,
  autoEnrollments: readonly unknown[] = [],
): StakingRuleInput {
  return {
    status: row.status,
    amount: row.amount,
    enableAddAmount: product.enable_add_amount,
    stakingProductIsPrivate: product.is_private,
    termEndAt: iso(row.term_end_at),
    productEndAt: product.end_at ? iso(product.end_at) : null,
    productRoomRemain: product.room_remain,
    productIndividualRoomLimit: product.individual_room_limit,
    autoEnrollments,
  };
}

/** The caller's ACTIVE account in `currency` for a staking (404 not theirs, 400 inactive or another currency). */
export async function stakingAccount(
  db: Db,
  userId: string,
  accountId: string,
  currency: Currency,
) {
  const account = await requireOwnActiveAccount(db, userId, accountId);
  if (account.currency !== currency) throw badRequest(M.wrongCurrency(currency));
  return account;
}
