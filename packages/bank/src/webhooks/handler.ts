import type { z } from 'zod';
import type { BankContext } from '../context';

/** One event type a party may send: the shape of its data, and the bank's change (4xx: refused, nothing changed). */
export interface WebhookHandler<S extends z.ZodType = z.ZodType> {
  schema: S;
  handle(ctx: BankContext, data: z.output<S>): Promise<unknown>;
}

export const webhookHandler = <S extends z.ZodType>(
  schema: S,
  handle: WebhookHandler<S>['handle'],
) => ({ schema, handle }) as WebhookHandler;
