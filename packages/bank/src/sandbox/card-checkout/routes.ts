import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { BankContext } from '../../context';
import { HttpError } from '../../http/errors';
import { getCheckout } from '../../modules/deposits/card/service';
import { CARD_CHECKOUT_PATH, payAtSandboxCheckout } from '../card-onramp';
import {
  CHECKOUT_ASSET_BASE,
  CHECKOUT_CSP,
  CHECKOUT_CSS,
  CHECKOUT_JS,
  renderCheckoutNotFound,
  renderCheckoutPage,
} from './page';

// The sandbox card checkout (the card deposit providers' pages): the page, its script and stylesheet, and Pay.
// The reference in the address is the capability (unguessable, like a real provider's checkout link); paying
// needs no bank session, as at a real provider.

const payBody = z.object({ cardNumber: z.string().max(40).default('') });

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', CHECKOUT_CSP)
    .header('cache-control', 'no-store')
    .send(body);
}

export function registerCardCheckout(app: FastifyInstance, ctx: BankContext) {
  const returnUrl = `${ctx.config.publicOrigin}/deposit`;
  void app.register(async (scope) => {
    // The no-JS form posts urlencoded.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string).entries())),
    );

    scope.get(`${CHECKOUT_ASSET_BASE}/checkout.css`, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(CHECKOUT_CSS),
    );
    scope.get(`${CHECKOUT_ASSET_BASE}/checkout.js`, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(CHECKOUT_JS),
    );

    scope.get<{ Params: { reference: string } }>(
      `${CARD_CHECKOUT_PATH}/:reference`,
      async (request, reply) => {
        const view = await getCheckout(ctx, request.params.reference);
        if (!view) return html(reply, 404, renderCheckoutNotFound(returnUrl));
        return html(reply, 200, renderCheckoutPage(view, { returnUrl }));
      },
    );

    scope.post<{ Params: { reference: string } }>(
      `${CARD_CHECKOUT_PATH}/:reference/pay`,
      async (request, reply) => {
        const { reference } = request.params;
        const { cardNumber } = payBody.parse(request.body ?? {});
        const wantsJson = (request.headers.accept ?? '').includes('application/json');
        if (wantsJson) return payAtSandboxCheckout(app, ctx, reference, cardNumber);
        // The form: back to the page on success (it then says the payment is complete), the form again with the
        // reason at the card number otherwise.
        try {
          await payAtSandboxCheckout(app, ctx, reference, cardNumber);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const view = await getCheckout(ctx, reference);
          if (!view) return html(reply, 404, renderCheckoutNotFound(returnUrl));
          return html(
            reply,
            error.statusCode,
            renderCheckoutPage(view, { returnUrl, problem: error.message, cardNumber }),
          );
        }
        return reply.redirect(`${CARD_CHECKOUT_PATH}/${encodeURIComponent(reference)}`, 303);
      },
    );
  });
}
