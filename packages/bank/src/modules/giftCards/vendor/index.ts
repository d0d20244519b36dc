import type { BankContext } from '../../../context';
import { requireProvider } from '../../../providers';
import type { GiftCardVendor } from './types';

export type { GiftCardVendor } from './types';

/** The bank's gift-card vendor (src/providers: GIFT_CARD_PROVIDER); 403 'temporarily unavailable' when off. */
export const vendorOf = (ctx: Pick<BankContext, 'providers'>): GiftCardVendor =>
  requireProvider(ctx, 'giftCardVendor');
