import type {
  CardAgreement,
  CardDelivery,
  CardFeeSet,
  CardLimit,
  CardRegion,
  CardTransaction,
  CardType,
  Currency,
} from '@axia/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

// Changes by H1 (issue 14, sandbox issuer):
// - cardType(code, region?): NORMAL_USD is offered in both regions; pass the region (the customer's) to get that
//   region's entry, else the first region offering it.
// - Card spending and status changes are the issuer's to report, not calls the bank makes: its signed webhooks
//   card.transaction and card.status_changed (modules/cards/webhooks.ts, issue 40).
// - balance(db, issuerCardId): the issuer's balance of a card (the ledger audit).
// - issue(...) with physical: true also records the physical order (requestPhysical), tracking for Courier.
// - activate / suspend throw 409 (CARD_MESSAGES.notInactive / notActive) on a wrong status; every call throws 404
//   CARD_MESSAGES.cardNotFound for an unknown issuer card id.

// The card issuer as the bank sees it (issue 14 §1): what a real issuer's API offers, one method per call the bank
// makes. The sandbox issuer (./sandbox.ts) implements it on its own tables (issuer_cards, issuer_card_transactions);
// a real one would call out over HTTP behind the same methods. Lifecycle methods take the bank's database
// transaction, so the issuer's change commits or rolls back with the bank's posting (a real issuer would be called
// after the bank's commit, with the bank's reference as its idempotency key).
//
// The issuer never moves the bank's money: the bank posts every fee and load in its ledger (modules/cards) and tells
// the issuer the card's new balance with `recordLoad`; spending at a merchant comes from the issuer by webhook
// (card.transaction), which the bank posts from the card's ledger account before the issuer writes its statement
// row.

export type Db = Kysely<Database> | Transaction<Database>;
export type Trx = Transaction<Database>;

export interface IssuedCard {
  issuerCardId: string;
  /** The last four digits (the bank keeps no more). */
  last4: string;
  /** Always INACTIVE: a new card is activated by a second call (seed 002 §4 issue flow). */
  status: 'INACTIVE';
}

export interface IssueRequest {
  cardTypeCode: string;
  currency: Currency;
  /** As printed: the holder's names, or the alternative ones. */
  nameOnCard: string;
  /** A physical card ordered with the virtual one. */
  physical: boolean;
  delivery: CardDelivery | null;
  now: Date;
}

/** The issuer's answer to a load: approved, or declined with its Description (shown in the modal, red icon). */
export type LoadDecision = { approved: true } | { approved: false; description: string };

export interface StatementRow extends CardTransaction {
  kind: 'LOAD' | 'SPEND' | 'FEE';
}

export interface CardIssuer {
  /** The card types offered in a country (ISO alpha-2); none where the service is not offered. */
  cardTypes(country: string | null | undefined): CardType[];
  /** One card type by code, whatever the country. */
  cardType(code: string, region?: CardRegion | null): CardType | undefined;
  /** The region of a country, or null where no card is offered. */
  regionOf(country: string | null | undefined): CardRegion | null;
  /** The fee set of a region (in USD). */
  feeSet(region: CardRegion): CardFeeSet;
  /** The §3 limits and fees of a card type. */
  limits(cardTypeCode: string): CardLimit;
  /** The region's agreement: the document's link, its image, and the terms entry (header, body). */
  agreement(region: CardRegion, origin: string): CardAgreement;

  issue(trx: Trx, request: IssueRequest): Promise<IssuedCard>;
  /** INACTIVE → ACTIVE. */
  activate(trx: Trx, issuerCardId: string, now: Date): Promise<void>;
  /** ACTIVE → SUSPENDED. */
  suspend(trx: Trx, issuerCardId: string, now: Date): Promise<void>;
  /**
   * Before the bank posts a load: whether the issuer takes `amount` onto the card (max balance, daily load limit and
   * frequency). Reads the issuer's own records; changes nothing.
   */
  checkLoad(db: Db, issuerCardId: string, amount: string, now: Date): Promise<LoadDecision>;
  /** After the bank posted it: the load (and the issuer's load fee, for the statement) onto the card. */
  recordLoad(
    trx: Trx,
    issuerCardId: string,
    load: { amount: string; loadFee: string; transactionId: string; now: Date },
  ): Promise<void>;
  /** The issuer's balance of a card. */
  balance(db: Db, issuerCardId: string): Promise<string>;
  /** Orders the plastic card of a virtual one (a tracking number follows later for Courier). */
  requestPhysical(
    trx: Trx,
    issuerCardId: string,
    order: { delivery: CardDelivery; now: Date },
  ): Promise<void>;
  /** Whether `cvv` is the card's (Activate Physical Card asks for it); on a match the card becomes physical. */
  activatePhysical(trx: Trx, issuerCardId: string, cvv: string, now: Date): Promise<boolean>;
  /** The full number, CVV, expiry and a security image (a data: URL). */
  secureData(
    db: Db,
    issuerCardId: string,
  ): Promise<{ cardNumber: string; cvv: string; expire: string; imgUrl: string }>;
  pin(db: Db, issuerCardId: string): Promise<string>;
  /** The courier's tracking number, or null until it is available. */
  trackingNumber(db: Db, issuerCardId: string, now: Date): Promise<string | null>;
  /** One calendar month (UTC) of the card's statement, oldest first. */
  statement(db: Db, issuerCardId: string, year: number, month: number): Promise<StatementRow[]>;
}
