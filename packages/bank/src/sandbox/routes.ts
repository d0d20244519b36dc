import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BankContext } from '../context';
import { checkAdminToken, registerAdmin } from './admin';
import { registerKycWidget } from './kyc';
import { registerCardCheckout } from './card-checkout/routes';

/**
 * Sandbox-only routes (absent with SANDBOX=0): the mailbox, the admin surface, the KYC widget, the card checkout. The
 * widget's and the checkout's pages stay open: their addresses carry an unguessable reference (the capability a
 * customer's browser is sent to), as at a real provider.
 */
export function registerSandbox(app: FastifyInstance, ctx: BankContext) {
  // The mails hold sign-in and transfer codes: no-store, as every sandbox answer (http/security.ts). Outside local
  // they would take over any account of a reachable bank (ForgotPassword, then the code from here): the back
  // office's token first, before the query is even read. In local the demo and the e2e suite read it without.
  app.get('/sandbox/mailbox', async (request) => {
    if (ctx.config.environment !== 'local') checkAdminToken(ctx, request);
    const { email } = z.object({ email: z.string().min(3).max(254) }).parse(request.query);
    return ctx.mailbox.list(email);
  });
  registerKycWidget(app, ctx);
  registerCardCheckout(app, ctx);
  registerAdmin(app, ctx);
}
