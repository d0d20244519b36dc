import {
  compare,
  currencyType,
  decimalsFor,
  EXTERNAL_TRANSFER_MINIMUM,
  externalMinimumNote,
  externalTransferFee,
  fitsCurrency,
  isEthereumAddress,
  isLegacyTokenHolder,
  isNetworkV1Address,
  isNetworkV2Address,
  normalizeText,
  roundDown,
  TRANSFER_KIND_TRANSACTION_TYPE,
  TRANSFER_MESSAGES,
  type Currency,
  type custodyWithdrawalBodySchema,
  type ExternalRecipient,
  type ExternalTransferKind,
  type externalTransferBodySchema,
  type FeatureFlag,
  type Network,
  type TransactionMethod,
} from '@axia/core';
import { isCountryCode } from '@axia/core/countries';
import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest, forbidden } from '../../http/errors';
import { custodyOwnerOf } from '../deposits/network/custody-addresses';
import { insertBeneficiary } from '../beneficiaries/service';
import { customerSide } from '../accounts/service';
import { requireUser, type Db, type UserRow } from '../common/user';
import { inTransaction, internalAccount, postTransaction } from '../ledger/post';
import { userFeatures } from '../registration/state';
import { assertMayTransfer, requireSourceAccount } from './eligibility';

// Transfers out of the bank to an outside address (seed 001 §2 'External wallet (and network V1/V2 variants)', §3
// 'External recipient', §4, §5, §8, §9): to an Ethereum wallet (POST /transfer/externalWalletTransfer), to an AXIA
// network V1 address through the Axtend bridge (POST /transfer/externalAxtendTransfer), and from custody to the
// AXIA network V1 or V2 (POST /transfer/axcustody/withdrawal, V2 when an asset is sent).
//
// Each is one posted transaction of the kind's type (core TRANSFER_KIND_TRANSACTION_TYPE), PENDING_REVIEW: the whole
// amount leaves the customer's account at once into the bank's PENDING_HOLD account; nothing leaves the bank until
// the back office reviews it (review.ts: approve → the received 99 % to custody, the 1 % fee to FEES; reject → the
// amount back to the account). The recipient is kept as an EXTERNAL_WALLET_TRANSFER_INDIVIDUAL/_CORPORATE
// beneficiary, reused when the same name and address come again.

type ExternalBody = z.output<typeof externalTransferBodySchema>;
type CustodyBody = z.output<typeof custodyWithdrawalBodySchema>;
type RecipientKind = ExternalBody['beneficiaryType'];

const EXTERNAL_MESSAGES = {
  // Ours (the spec shows none for these refusals).
  serviceUnavailable: 'This service is temporarily unavailable, please try again later.',
  legacyTokenHolder: 'Transfers to an external wallet are not available to you',
  decimals: (currency: Currency) =>
    `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
  unknownCountry: 'Please choose a country from the list',
  accountIdRequired: (name: 'fromAccountId' | 'accountId') => `${name} is required`,
  assetMismatch: (currency: Currency, asset: string) =>
    `The asset of a transfer from ${currency} is ${asset}`,
} as const;

/** The flag each kind needs beyond MENU_TRANSFER (the transfers manifest's mapping). */
const KIND_FEATURES: Partial<Record<ExternalTransferKind, FeatureFlag>> = {
  NETWORK_WITHDRAWAL: 'CUSTODY',
  NETWORK_V2_WITHDRAWAL: 'CUSTODY_V2',
};

/** The transaction method each kind writes: CRYPTO for the Ethereum wallet, NETWORK(_V2) for the AXIA network. */
const KIND_METHODS: Record<ExternalTransferKind, TransactionMethod> = {
  EXTERNAL_WALLET_TRANSFER: 'CRYPTO',
  EXTERNAL_AXTEND_TRANSFER: 'NETWORK',
  NETWORK_WITHDRAWAL: 'NETWORK',
  NETWORK_V2_WITHDRAWAL: 'NETWORK_V2',
};

/** The answer of each kind (seed 001 §8). */
const KIND_SENT: Record<ExternalTransferKind, string> = {
  EXTERNAL_WALLET_TRANSFER: TRANSFER_MESSAGES.externalWalletSent,
  EXTERNAL_AXTEND_TRANSFER: TRANSFER_MESSAGES.networkSent,
  NETWORK_WITHDRAWAL: TRANSFER_MESSAGES.networkSent,
  NETWORK_V2_WITHDRAWAL: TRANSFER_MESSAGES.networkV2Sent,
};

/** The address format each kind takes, and the message of a bad one (seed 001 §5, §8). */
const KIND_ADDRESSES: Record<
  ExternalTransferKind,
  { network: 'ETHEREUM' | Network; valid: (value: string) => boolean; invalid: string }
> = {
  EXTERNAL_WALLET_TRANSFER: {
    network: 'ETHEREUM',
    valid: isEthereumAddress,
    invalid: TRANSFER_MESSAGES.invalidEthereumAddress,
  },
  EXTERNAL_AXTEND_TRANSFER: {
    network: 'V1',
    valid: isNetworkV1Address,
    invalid: TRANSFER_MESSAGES.invalidNetworkAddress,
  },
  NETWORK_WITHDRAWAL: {
    network: 'V1',
    valid: isNetworkV1Address,
    invalid: TRANSFER_MESSAGES.invalidNetworkAddress,
  },
  NETWORK_V2_WITHDRAWAL: {
    network: 'V2',
    valid: isNetworkV2Address,
    invalid: TRANSFER_MESSAGES.invalidNetworkV2Address,
  },
};

/** The V2 asset an account sends (seed 001 §2: usax for a USAX account, else axiaV2). */
const v2AssetFor = (currency: Currency) => (currency === 'USAX' ? 'usax' : 'axiaV2');

/** The kind's flags: MENU_TRANSFER and the rest (eligibility.ts), the network flags, the legacy token holders. */
function assertKindOpen(user: UserRow, kind: ExternalTransferKind) {
  assertMayTransfer(user);
  const features = userFeatures(user);
  const flag = KIND_FEATURES[kind];
  if (flag && !features.includes(flag)) throw forbidden(EXTERNAL_MESSAGES.serviceUnavailable);
  // Seed 001 §2: the external wallet is hidden for users created before 2022-07-29 with TOKEN_MIGRATION_CONSENT.
  if (
    kind === 'EXTERNAL_WALLET_TRANSFER' &&
    isLegacyTokenHolder({ createdAt: new Date(user.created_at).toISOString(), features })
  )
    throw forbidden(EXTERNAL_MESSAGES.legacyTokenHolder);
}

/** The recipient's name: 'First Last' for an individual, the corporate name for a corporate one. */
const recipientName = (kind: RecipientKind, recipient: ExternalRecipient) =>
  kind === 'CORPORATE'
    ? (recipient.corporateName ?? '')
    : [recipient.firstname, recipient.lastname].filter(Boolean).join(' ');

/**
 * The external recipient checked (seed 001 §5): values trimmed (the contract trims), an individual's first and last
 * names, a corporate's name, then the address; the first missing answers 400 with its message; the country a known
 * ISO code (alpha-2). Returns the recipient as kept: only the fields of its kind, blank optional ones left out.
 */
export function checkRecipient(kind: RecipientKind, recipient: ExternalRecipient) {
  const required: [keyof ExternalRecipient, string][] =
    kind === 'INDIVIDUAL'
      ? [
          ['firstname', TRANSFER_MESSAGES.firstName],
          ['lastname', TRANSFER_MESSAGES.lastName],
        ]
      : [['corporateName', TRANSFER_MESSAGES.corporateName]];
  required.push(
    ['address1', TRANSFER_MESSAGES.address],
    ['postcode', TRANSFER_MESSAGES.postcode],
    ['city', TRANSFER_MESSAGES.city],
    ['state', TRANSFER_MESSAGES.state],
    ['country', TRANSFER_MESSAGES.country],
  );
  for (const [field, message] of required) if (!recipient[field]) throw badRequest(message);
  const country = recipient.country.toUpperCase();
  if (!isCountryCode(country)) throw badRequest(EXTERNAL_MESSAGES.unknownCountry);
  // Names with one space between words (issue 42: "Acme   Ltd" is kept as "Acme Ltd").
  const name = (value: string | undefined) => normalizeText(value ?? '');
  const names =
    kind === 'INDIVIDUAL'
      ? { firstname: name(recipient.firstname), lastname: name(recipient.lastname) }
      : { corporateName: name(recipient.corporateName) };
  const kept: ExternalRecipient = {
    ...names,
    address1: recipient.address1,
    ...(recipient.address2 ? { address2: recipient.address2 } : {}),
    postcode: recipient.postcode,
    city: recipient.city,
    state: recipient.state,
    country,
  };
  return kept;
}

export interface ExternalTransferInput {
  amount: string;
  toAddress: string;
  accountId: string;
  beneficiaryType: RecipientKind;
  beneficiary: ExternalRecipient;
  /** V2 only. */
  asset?: string;
}

/**
 * One external transfer of `kind`. The rules, in the order they are checked (each refusal a 4xx, nothing written):
 * - the user may transfer (assertMayTransfer: ACTIVE, registration complete, MENU_TRANSFER) and the kind is open
 *   to them (network V1 CUSTODY, V2 CUSTODY_V2; the external wallet not for legacy token holders) — 403;
 * - the source is the caller's ACTIVE account of a currency the kind may be paid from (requireSourceAccount: 404
 *   for another customer's); V2: the asset is usax for a USAX account, axiaV2 otherwise (400);
 * - the amount has at most the currency's (5) decimals and is at least 5 (400 with the red note's text);
 * - the address is valid for the kind (EIP-55 checksum included) and not one of the bank's own (400);
 * - the recipient's fields (400, the first missing field's message);
 * - the balance covers the amount (422 'You do not have enough balance for this transaction', from the ledger's
 *   conditional debit, so concurrent transfers cannot overdraw).
 * Then one transaction: customer −amount, PENDING_HOLD +amount, PENDING_REVIEW, with the fee (1 %) and what the
 * recipient receives (99 %) as its provider figures; and the recipient saved as a beneficiary, in the same database
 * transaction.
 */
async function sendExternalTransfer(
  ctx: BankContext,
  userId: string,
  kind: ExternalTransferKind,
  input: ExternalTransferInput,
) {
  const user = await requireUser(ctx.db, userId);
  assertKindOpen(user, kind);
  const account = await requireSourceAccount(ctx, user, input.accountId, kind);
  const currency = account.currency;
  if (kind === 'NETWORK_V2_WITHDRAWAL' && input.asset !== v2AssetFor(currency))
    throw badRequest(EXTERNAL_MESSAGES.assetMismatch(currency, v2AssetFor(currency)));
  if (!fitsCurrency(input.amount, currency)) throw badRequest(EXTERNAL_MESSAGES.decimals(currency));
  const amount = roundDown(input.amount, decimalsFor(currency));
  if (compare(amount, EXTERNAL_TRANSFER_MINIMUM) < 0)
    throw badRequest(externalMinimumNote(currency));
  const address = KIND_ADDRESSES[kind];
  const toAddress = input.toAddress.trim();
  if (!address.valid(toAddress)) throw badRequest(address.invalid);
  // Seed 001 §8 'Only valid EXTERNAL Ethereum address is accepted': never one of the bank's own custody addresses
  // (any customer's network deposit address, a token wallet's; any case on EVM chains), asked of the custodian.
  // The rule (issue 29 polish): an address is internal when the bank holds what arrives there (its custody), and
  // such a transfer would never leave the bank: refused, the member transfer is the way. The crypto deposit
  // provider's addresses (even one it handed to another customer) are the provider's, an outside party that
  // converts what arrives at its rate and fee, like any exchange's deposit address: external, so accepted.
  if ((await custodyOwnerOf(ctx.db, toAddress, address.network)) !== null)
    throw badRequest(
      address.network === 'ETHEREUM' ? TRANSFER_MESSAGES.onlyExternalAddress : address.invalid,
    );
  const recipient = checkRecipient(input.beneficiaryType, input.beneficiary);
  const beneficiaryName = recipientName(input.beneficiaryType, recipient);
  const { fee, received } = externalTransferFee(amount, currency);
  const now = ctx.clock.now();
  const posted = await inTransaction(ctx.db, async (trx) => {
    const hold = await internalAccount(trx, 'PENDING_HOLD', currency);
    const beneficiaryId = await keepRecipient(trx, now, {
      userId,
      kind,
      beneficiaryType: input.beneficiaryType,
      name: beneficiaryName,
      recipient,
      toAddress,
    });
    return postTransaction(trx, {
      type: TRANSFER_KIND_TRANSACTION_TYPE[kind],
      method: KIND_METHODS[kind],
      status: 'PENDING_REVIEW',
      amount,
      currency,
      userId,
      from: customerSide(user, account, amount),
      to: {
        accountAlias: null,
        accountId: null,
        accountPublicId: null,
        accountType: null,
        amount: received,
        currency,
        currencyType: currencyType(currency),
        email: null,
        userFirstName:
          input.beneficiaryType === 'CORPORATE' ? beneficiaryName : (recipient.firstname ?? null),
        userLastName: input.beneficiaryType === 'CORPORATE' ? null : (recipient.lastname ?? null),
        userId: null,
      },
      providerAmount: received,
      providerCurrency: currency,
      providerFeeAmount: fee,
      providerFeeCurrency: currency,
      providerMeta: {
        toAddress,
        beneficiaryName,
        extraData: { beneficiaryType: input.beneficiaryType, recipient },
      },
      meta: { kind, beneficiaryId, ...(input.asset ? { asset: input.asset } : {}) },
      legs: [
        { accountId: account.id, amount: `-${amount}` },
        { accountId: hold, amount },
      ],
      createdAt: now,
    });
  });
  return {
    statusCode: 200 as const,
    message: KIND_SENT[kind],
    transactionId: posted.id,
    publicId: posted.publicId,
  };
}

/** A recipient's name as the unique key compares it (migration 0016's index expression, in SQL on both sides). */
const recipientKeyName = (name: RawBuilder<unknown>) =>
  sql<string>`regexp_replace(lower(btrim(${name})), '\\s+', ' ', 'g')`;

/**
 * The recipient as an EXTERNAL_WALLET_TRANSFER_INDIVIDUAL/_CORPORATE beneficiary (extraData {recipient, toAddress,
 * kind}): the caller's existing one with the same type, name and address is reused (its recipient details and kind
 * refreshed), else a new one is made. Returns its id.
 */
async function keepRecipient(
  db: Db,
  now: Date,
  input: {
    userId: string;
    kind: ExternalTransferKind;
    beneficiaryType: RecipientKind;
    name: string;
    recipient: ExternalRecipient;
    toAddress: string;
  },
): Promise<string> {
  const type = `EXTERNAL_WALLET_TRANSFER_${input.beneficiaryType}` as const;
  const extraData = { recipient: input.recipient, toAddress: input.toAddress, kind: input.kind };
  // One recipient per kind, name (case and runs of spaces aside) and address (case aside): the unique index of
  // migration 0016. The customer's row is locked first, so two transfers at once to a new recipient make one.
  await db.selectFrom('users').select('id').where('id', '=', input.userId).forUpdate().execute();
  const existing = await db
    .selectFrom('beneficiaries')
    .select('id')
    .where('user_id', '=', input.userId)
    .where('type', '=', type)
    .where(recipientKeyName(sql.ref('name')), '=', recipientKeyName(sql.val(input.name)))
    .where(
      sql<string>`lower(extra_data->>'toAddress')`,
      '=',
      sql<string>`lower(${input.toAddress})`,
    )
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('beneficiaries')
      .set({ extra_data: JSON.stringify(extraData), updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const row = await insertBeneficiary(db, now, {
    userId: input.userId,
    type,
    name: input.name,
    email: null,
    beneficiaryUserId: null,
    extraData,
  });
  return row.id;
}

/** POST /transfer/externalWalletTransfer and /transfer/externalAxtendTransfer. */
export const externalTransfer = (
  ctx: BankContext,
  userId: string,
  kind: 'EXTERNAL_WALLET_TRANSFER' | 'EXTERNAL_AXTEND_TRANSFER',
  body: ExternalBody,
) => sendExternalTransfer(ctx, userId, kind, { ...body, accountId: body.fromAccountId });

/**
 * POST /transfer/axcustody/withdrawal: without `asset` a network V1 withdrawal (the account in fromAccountId), with
 * it a V2 one (the account in accountId), as seed 001 §7 names them.
 */
export async function custodyWithdrawal(ctx: BankContext, userId: string, body: CustodyBody) {
  const { fromAccountId, accountId, ...rest } = body;
  const v2 = body.asset !== undefined;
  const account = v2 ? accountId : fromAccountId;
  if (!account)
    throw badRequest(EXTERNAL_MESSAGES.accountIdRequired(v2 ? 'accountId' : 'fromAccountId'));
  return sendExternalTransfer(ctx, userId, v2 ? 'NETWORK_V2_WITHDRAWAL' : 'NETWORK_WITHDRAWAL', {
    ...rest,
    accountId: account,
  });
}
