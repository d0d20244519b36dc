import { sandboxCardIssuer } from './sandbox';
import type { CardIssuer } from './types';

export type { CardIssuer, IssuedCard, IssueRequest, LoadDecision, StatementRow } from './types';

/** The bank's card issuer (like deposits/network/custody.ts's custodian): the sandbox one. */
export const cardIssuer: CardIssuer = sandboxCardIssuer;
