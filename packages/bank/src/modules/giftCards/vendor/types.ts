import type { Currency, GiftCardBrand } from '@axia/core';

// The gift-card vendor as the bank sees it (issue 15 §1): what a real vendor's API offers, one method per call the
// bank makes. The sandbox vendor (src/sandbox/gift-card-vendor.ts) keeps its catalogue in code; a real one would call
// out over HTTP behind the same methods (the bank's order id as its idempotency key). The order's outcome is not a
// call: the vendor reports it later by webhook (../webhooks.ts: order.completed, order.failed).
//
// The vendor never moves the bank's money: the bank posts the face value to its GIFT_CARD_VENDOR account and the fee
// to FEES when the order is placed, and posts the refund itself when the vendor reports the order failed.

export interface GiftCardCountry {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryName: string;
}

export interface GiftCardBrandPage {
  brands: GiftCardBrand[];
  totalCount: number;
}

export interface BrandQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Case-insensitive part of the brand's name. */
  search?: string;
  /** The bank's public origin: brand images and redemption pages are served by the bank. */
  origin: string;
}

export interface VendorOrderRequest {
  /** The bank's order id (the vendor's idempotency key). */
  orderId: string;
  productId: string;
  faceValue: string;
  currency: Currency;
  now: Date;
}

export interface GiftCardVendor {
  /** The countries the vendor sells in. */
  countries(): GiftCardCountry[];
  /** One page of a country's brands (none for a country the vendor does not serve). */
  brands(country: string, query: BrandQuery): GiftCardBrandPage;
  /** One brand by product id, whatever the country. */
  brand(productId: string, origin: string): GiftCardBrand | undefined;
  /** Places an order; the answer is the vendor's reference (the outcome comes later, by webhook). */
  placeOrder(request: VendorOrderRequest): { vendorReference: string };
}
