import { sandboxGiftCardVendor } from './sandbox';
import type { GiftCardVendor } from './types';

export type { FulfilResult, GiftCardVendor, VendorOrder, VendorOrderRequest } from './types';

/** The bank's gift-card vendor (like cards/issuer's card issuer): the sandbox one. */
export const giftCardVendor: GiftCardVendor = sandboxGiftCardVendor;
