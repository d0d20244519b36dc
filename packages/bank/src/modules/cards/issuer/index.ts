import type { BankContext } from '../../../context';
import { requireProvider } from '../../../providers';
import type { CardIssuer } from './types';

export type { CardIssuer } from './types';

/** The bank's card issuer (src/providers: chosen by CARD_ISSUER_PROVIDER); 403 'temporarily unavailable' when off. */
export const issuerOf = (ctx: Pick<BankContext, 'providers'>): CardIssuer =>
  requireProvider(ctx, 'cardIssuer');
