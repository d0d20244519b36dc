import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BankContext } from '../context';
import { registerAdmin } from './admin';
import { registerKycWidget } from './kyc';
import { registerCardCheckout } from './card-checkout/routes';

/** Sandbox-only routes (absent with SANDBOX=0): the mailbox, the admin surface, the KYC widget. */
export function registerSandbox(app: FastifyInstance, ctx: BankContext) {
  // The mails hold sign-in and transfer codes: no-store, as every sandbox answer (http/security.ts).
  app.get('/sandbox/mailbox', async (request) => {
    const { email } = z.object({ email: z.string().min(3).max(254) }).parse(request.query);
    return ctx.mailbox.list(email);
  });
  registerKycWidget(app, ctx);
  registerCardCheckout(app, ctx);
  registerAdmin(app, ctx);
}
