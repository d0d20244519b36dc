import { randomUUID } from 'node:crypto';
import {
  addressErrors,
  CARD_FLAGS,
  CARD_MESSAGES,
  cardNameMessage,
  cardNameProblem,
  cardOrderSummary,
  CARD_LIMITS,
  isRealInternationalPhone,
  invalidAddressCharacters,
  isPositive,
  phoneDigits,
  type Card,
  type CardAddress,
  type CardDelivery,
  type CardType,
  type issueCardBodySchema,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { UserRow } from '../common/user';
import { usdRates } from '../currency/service';
import { inTransaction, internalAccount } from '../ledger/post';
import { payFromSource } from '../payments/pay';
import { issuerOf } from './issuer';
import { cardRegionOf } from './issuer/regions';
import { findCountry } from '@axia/core/countries';
import { cardPayer, cardSide, hasFlag } from './money';
import { cardOf, openCardAccount, requireCard } from './view';

// POST /card/issueCard (seed 002 §2 Cards, §3 'Issue card request', §4 Card wizard, §5 Address / Card wizard, §9 order
// summary; issue 14 §1 the money model): every rule the wizard shows, enforced again; then the order's fees (virtual,
// physical, shipping for Courier; USD) paid from the chosen account or staking (payments/pay.ts), the card issued by
// the issuer (INACTIVE: the app activates it a second later), its ledger account opened and the cards row written —
// all in ONE database transaction, so a refusal anywhere leaves nothing behind. Idempotent with an Idempotency-Key.

type IssueBody = z.output<typeof issueCardBodySchema>;

const ISSUE_MESSAGES = {
  /** Ours: §2 'A list with no ACTIVE card offers Order new card' — one ACTIVE card at a time (INACTIVE ones may wait). */
  activeCardExists: 'You already have an active card',
  /** Ours: §5 the alternative name is used only when the holder's own name cannot be printed (as the wizard does). */
  alternativeNotNeeded:
    'Your name can be printed on the card: alternative names are only for a name that cannot',
} as const;

/**
 * A phone number as the wizard sends it (§5 'dial code plus ddd-ddd-dddd'): '+', digits, spaces, hyphens and
 * brackets only, at most 15 digits (E.164), and at least 9 where it is required (the physical-card feature, as the
 * wizard checks it). Anything else is 400 'Please enter a valid phone number'.
 */
const PHONE_SHAPE = /^\+?[0-9][0-9 ()-]*$/;
function checkPhone(phone: string, required: boolean) {
  if (!phone) {
    if (required) throw badRequest(CARD_MESSAGES.enterPhone);
    return;
  }
  const digits = phoneDigits(phone);
  if (!PHONE_SHAPE.test(phone) || digits.length > 15) throw badRequest(CARD_MESSAGES.invalidPhone);
  // The minimum length only where the wizard asks for it (with the physical-card feature; §5).
  if (required && digits.length < CARD_LIMITS.phoneMinDigits)
    throw badRequest(CARD_MESSAGES.invalidPhone);
  // A real number (libphonenumber's plans, as the wizard checks): the wizard sends it with its dial code.
  if (!isRealInternationalPhone(phone)) throw badRequest(CARD_MESSAGES.invalidPhone);
}

/**
 * The billing and the shipping country: a real ISO 3166-1 alpha-2 code (400 otherwise) in a region the card issuer
 * serves (400: the issuer bills no card there, and delivers none: issue 42, a courier card to a country without
 * card service was charged). Checked before any fee is taken.
 */
function checkCountry(code: string, invalid: string, notServed: (country: string) => string) {
  const country = findCountry(code.trim().toUpperCase());
  if (!country) throw badRequest(invalid);
  if (!cardRegionOf(country.code)) throw badRequest(notServed(country.name));
}

/** The billing address of the body (address* fields). */
const billingAddressOf = (body: IssueBody): CardAddress => ({
  addressLine1: body.addressLine1,
  addressLine2: body.addressLine2 ?? '',
  addressCity: body.addressCity,
  addressState: body.addressState,
  addressPostalCode: body.addressPostalCode,
  addressCountry: body.addressCountry,
});

/** The shipping address of the body (delivery* fields) in the §5 address fields, for the same rules. */
const shippingAddressOf = (body: IssueBody): CardAddress => ({
  addressLine1: body.deliveryAddress1,
  addressLine2: body.deliveryAddress2 ?? '',
  addressCity: body.deliveryCity,
  addressState: body.deliveryCountryState,
  addressPostalCode: body.deliveryPostCode,
  addressCountry: body.deliveryCountryCode,
});

/** §5 Address: the first missing field ('{Label} is required!'), then the invalid characters, listed. */
function checkAddress(address: CardAddress, invalidMessage: string) {
  const missing = Object.values(addressErrors(address))[0];
  if (missing) throw badRequest(missing);
  const chars = invalidAddressCharacters(address);
  if (chars.length > 0)
    throw badRequest(`${invalidMessage} ${CARD_MESSAGES.invalidCharacters(chars)}`);
}

/**
 * §5 'Name on card': the holder's names when they can be printed (useAlternativeName then is 400
 * ISSUE_MESSAGES.alternativeNotNeeded, as the wizard offers no alternative then); else useAlternativeName with both
 * alternative names (the body's, else the profile's) that can be printed. 400 with the name rule's message otherwise.
 */
function nameOnCard(user: UserRow, body: IssueBody) {
  const problem = cardNameProblem(user.first_name, user.last_name);
  if (!body.useAlternativeName) {
    if (problem) throw badRequest(cardNameMessage(problem));
    return {
      firstName: user.first_name.trim(),
      lastName: user.last_name.trim(),
      alternative: false,
    };
  }
  // The printed name is the holder's own whenever it fits (KYC): no free choice of another one.
  if (!problem) throw badRequest(ISSUE_MESSAGES.alternativeNotNeeded);
  const firstName = (body.alternativeFirstName || user.alternative_first_name || '').trim();
  const lastName = (body.alternativeLastName || user.alternative_last_name || '').trim();
  if (!firstName || !lastName) throw badRequest(cardNameMessage(problem));
  const alternativeProblem = cardNameProblem(firstName, lastName);
  if (alternativeProblem) throw badRequest(cardNameMessage(alternativeProblem));
  return { firstName, lastName, alternative: true };
}

/**
 * The card type asked for, offered in the customer's country: §2 'Card service is not available…' where no card is
 * sold at all, else that this type is not sold in the customer's region.
 */
function offeredType(ctx: BankContext, user: UserRow, code: string): CardType {
  const known = issuerOf(ctx).cardType(code);
  if (!known) throw badRequest(CARD_MESSAGES.cardTypeNotFound);
  const offered = issuerOf(ctx)
    .cardTypes(user.address_country)
    .find((t) => t.code === code);
  if (!offered)
    throw forbidden(
      issuerOf(ctx).regionOf(user.address_country)
        ? CARD_MESSAGES.typeNotInRegion
        : CARD_MESSAGES.notInCountry,
    );
  return offered;
}

/**
 * The rules, in order (each a 4xx, nothing written): the caller may pay for a card (ACTIVE, registration, MENU_CARDS:
 * 403); the CARD flag (403 'This service is temporarily unavailable, please try again later.'); the card type known
 * (400 'Card type not found') and offered in the customer's country (403 'Card service is not available in your
 * country at the moment.', also for a type only another region offers); a physical card or Courier only with the physical-card flag (403); the name on the card
 * (400 with the name rule's message); the billing then the shipping address (400 '{Label} is required!' or
 * 'Your … address contains invalid letters.' with the characters); with the physical-card flag a phone (400 'Please
 * enter phone number to apply for your card!'), and any phone given well formed (400 'Please enter a valid phone
 * number'); no ACTIVE card already (409 'You already have an active card'; INACTIVE ones are allowed); then the fees: a total above
 * zero needs one source (400 'Please select an account for the amount to transfer from.'), the caller's (404),
 * covering it (422 'Insufficient funds'; a staking's limits 422).
 */
export async function issueCard(ctx: BankContext, userId: string, body: IssueBody): Promise<Card> {
  const user = await cardPayer(ctx, userId);
  if (!hasFlag(user, CARD_FLAGS.service)) throw forbidden(CARD_MESSAGES.serviceOff);
  const type = offeredType(ctx, user, body.cardTypeCode);
  const physical = body.convertToPlastic === true;
  const delivery: CardDelivery = body.delivery ?? 'Standard';
  if (physical && !hasFlag(user, CARD_FLAGS.physical))
    throw forbidden(CARD_MESSAGES.physicalFeatureOff);
  if (delivery === 'Courier' && !hasFlag(user, CARD_FLAGS.courier))
    throw forbidden(CARD_MESSAGES.courierOff);
  const name = nameOnCard(user, body);
  const billing = billingAddressOf(body);
  const shipping = shippingAddressOf(body);
  checkAddress(billing, CARD_MESSAGES.billingInvalid);
  checkCountry(
    billing.addressCountry,
    CARD_MESSAGES.billingCountryInvalid,
    CARD_MESSAGES.billingCountryNotServed,
  );
  checkAddress(shipping, CARD_MESSAGES.shippingInvalid);
  checkCountry(
    shipping.addressCountry,
    CARD_MESSAGES.shippingCountryInvalid,
    CARD_MESSAGES.shippingCountryNotServed,
  );
  const phone = (body.phoneNumber ?? '').trim();
  checkPhone(phone, hasFlag(user, CARD_FLAGS.physical));
  const active = await ctx.db
    .selectFrom('cards')
    .select('id')
    .where('user_id', '=', user.id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (active) throw conflict(ISSUE_MESSAGES.activeCardExists);
  const summary = cardOrderSummary(issuerOf(ctx).feeSet(type.region), { physical, delivery });
  const rates = await usdRates(ctx);

  const cardId = await inTransaction(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const id = randomUUID();
    if (isPositive(summary.total)) {
      const issuer = await internalAccount(trx, 'CARD_ISSUER', summary.currency);
      await payFromSource(trx, {
        userId: user.id,
        source: { accountId: body.fromAccountId, stakingId: body.fromStakingId },
        price: summary.total,
        priceCurrency: summary.currency,
        parts: [{ accountId: issuer, amount: summary.total }],
        transaction: {
          type: 'CARD_ISSUE',
          method: 'CARD',
          title: 'Card issue',
          description: physical ? 'Virtual and physical card fees' : 'Virtual card fee',
          counterparty: cardSide(
            user,
            { accountId: null, last4: null },
            summary.currency,
            summary.total,
          ),
          meta: {
            cardId: id,
            cardTypeCode: type.code,
            orderSummary: summary,
          },
        },
        stakingActivity: 'ISSUE_CARD',
        activityMeta: { cardId: id },
        noSourceMessage: CARD_MESSAGES.selectSource,
        now,
        usdRates: rates,
      });
    }
    const issued = await issuerOf(ctx).issue(trx, {
      cardTypeCode: type.code,
      currency: type.currency,
      nameOnCard: `${name.firstName} ${name.lastName}`,
      physical,
      delivery: physical ? delivery : null,
      now,
    });
    const accountId = await openCardAccount(trx, { cardId: id, currency: type.currency, now });
    await trx
      .insertInto('cards')
      .values({
        id,
        user_id: user.id,
        issuer_card_id: issued.issuerCardId,
        account_id: accountId,
        card_type_code: type.code,
        currency: type.currency,
        region: type.region,
        status: issued.status,
        last4: issued.last4,
        first_name: name.firstName,
        last_name: name.lastName,
        use_alternative_name: name.alternative,
        is_physical: false,
        convert_physical_requested: physical,
        delivery: physical ? delivery : null,
        is_full_kyc: false,
        phone_number: phone || null,
        billing_address: JSON.stringify(billing),
        delivery_address: JSON.stringify({
          deliveryAddress1: body.deliveryAddress1,
          deliveryAddress2: body.deliveryAddress2 ?? '',
          deliveryCity: body.deliveryCity,
          deliveryCountryState: body.deliveryCountryState,
          deliveryCountryCode: body.deliveryCountryCode,
          deliveryPostCode: body.deliveryPostCode,
        }),
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The alternative names the customer gave are kept on their profile (GET /user shows them).
    if (name.alternative && (body.alternativeFirstName || body.alternativeLastName))
      await trx
        .updateTable('users')
        .set({ alternative_first_name: name.firstName, alternative_last_name: name.lastName })
        .where('id', '=', user.id)
        .execute();
    return id;
  });
  return cardOf(ctx, await requireCard(ctx.db, user.id, cardId));
}
