import { randomUUID } from 'node:crypto';
import {
  addressErrors,
  CARD_FLAGS,
  CARD_MESSAGES,
  cardNameMessage,
  cardNameProblem,
  cardOrderSummary,
  cardPhoneError,
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
import { badRequest, forbidden } from '../../http/errors';
import type { UserRow } from '../common/user';
import { usdRates } from '../currency/service';
import { inTransaction, internalAccount } from '../ledger/post';
import { payFromSource } from '../payments/pay';
import { cardIssuer } from './issuer';
import { cardPayer, cardSide, hasFlag } from './money';
import { cardOf, openCardAccount, requireCard } from './view';

// POST /card/issueCard (seed 002 §2 Cards, §3 'Issue card request', §4 Card wizard, §5 Address / Card wizard, §9 order
// summary; issue 14 §1 the money model): every rule the wizard shows, enforced again; then the order's fees (virtual,
// physical, shipping for Courier; USD) paid from the chosen account or staking (payments/pay.ts), the card issued by
// the issuer (INACTIVE: the app activates it a second later), its ledger account opened and the cards row written —
// all in ONE database transaction, so a refusal anywhere leaves nothing behind. Idempotent with an Idempotency-Key.

type IssueBody = z.output<typeof issueCardBodySchema>;

/** The billing address of the body (address* fields). */
export const billingAddressOf = (body: IssueBody): CardAddress => ({
  addressLine1: body.addressLine1,
  addressLine2: body.addressLine2 ?? '',
  addressCity: body.addressCity,
  addressState: body.addressState,
  addressPostalCode: body.addressPostalCode,
  addressCountry: body.addressCountry,
});

/** The shipping address of the body (delivery* fields) in the §5 address fields, for the same rules. */
export const shippingAddressOf = (body: IssueBody): CardAddress => ({
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
 * §5 'Name on card': the holder's names when they can be printed (and no alternative is asked for); else
 * useAlternativeName with both alternative names (the body's, else the profile's) that can be printed. 400 with the
 * name rule's message otherwise.
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
  const firstName = (body.alternativeFirstName || user.alternative_first_name || '').trim();
  const lastName = (body.alternativeLastName || user.alternative_last_name || '').trim();
  if (!firstName || !lastName)
    throw badRequest(cardNameMessage(problem ?? cardNameProblem(firstName, lastName) ?? 'letters'));
  const alternativeProblem = cardNameProblem(firstName, lastName);
  if (alternativeProblem) throw badRequest(cardNameMessage(alternativeProblem));
  return { firstName, lastName, alternative: true };
}

/** The card type asked for, offered in the customer's country (§2 'Card service is not available…'). */
function offeredType(user: UserRow, code: string): CardType {
  const known = cardIssuer.cardType(code);
  if (!known) throw badRequest(CARD_MESSAGES.cardTypeNotFound);
  const offered = cardIssuer.cardTypes(user.address_country).find((t) => t.code === code);
  if (!offered) throw forbidden(CARD_MESSAGES.notInCountry);
  return offered;
}

/**
 * The rules, in order (each a 4xx, nothing written): the caller may pay for a card (ACTIVE, registration, MENU_CARDS:
 * 403); the CARD flag (403 'This service is temporarily unavailable, please try again later.'); the card type known
 * (400 'Card type not found') and offered in the customer's country (403 'Card service is not available in your
 * country at the moment.', also for a type only another region offers); a physical card or Courier only with the physical-card flag (403); the name on the card
 * (400 with the name rule's message); the billing then the shipping address (400 '{Label} is required!' or
 * 'Your … address contains invalid letters.' with the characters); with the physical-card flag a phone (400 'Please
 * enter phone number to apply for your card!' / 'Please enter a valid phone number'); then the fees: a total above
 * zero needs one source (400 'Please select an account for the amount to transfer from.'), the caller's (404),
 * covering it (422 'Insufficient funds'; a staking's limits 422).
 */
export async function issueCard(ctx: BankContext, userId: string, body: IssueBody): Promise<Card> {
  const user = await cardPayer(ctx, userId);
  if (!hasFlag(user, CARD_FLAGS.service)) throw forbidden(CARD_MESSAGES.serviceOff);
  const type = offeredType(user, body.cardTypeCode);
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
  checkAddress(shipping, CARD_MESSAGES.shippingInvalid);
  const phone = (body.phoneNumber ?? '').trim();
  if (hasFlag(user, CARD_FLAGS.physical)) {
    const problem = cardPhoneError(phoneDigits(phone));
    if (problem) throw badRequest(problem);
  }
  const summary = cardOrderSummary(cardIssuer.feeSet(type.region), { physical, delivery });
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
    const issued = await cardIssuer.issue(trx, {
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
  return cardOf(await requireCard(ctx.db, user.id, cardId));
}
