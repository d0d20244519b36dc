import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../context';
import { HttpError } from '../http/errors';
import { getKycSession, type KycSessionView } from '../modules/kyc/service';
import { sendWebhook } from './webhooks';
import {
  KYC_ASSET_BASE,
  KYC_WIDGET_CSP,
  KYC_WIDGET_CSS,
  KYC_WIDGET_JS,
  renderKycPage,
} from './kyc-widget';

/** The sandbox KYC widget: the page, its script and stylesheet, and the form's POST. */
/** The widget's form: the provider tells the bank the customer went through it (its signed webhook). */
const submit = (app: FastifyInstance, ctx: BankContext, refId: string) =>
  sendWebhook(app, ctx, 'kyc', 'verification.submitted', { refId }) as Promise<KycSessionView>;

export function registerKycWidget(app: FastifyInstance, ctx: BankContext) {
  void app.register(async (scope) => {
    // The no-JS form posts urlencoded; its body carries nothing the endpoint needs.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    scope.get(`${KYC_ASSET_BASE}/widget.css`, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(KYC_WIDGET_CSS),
    );
    scope.get(`${KYC_ASSET_BASE}/widget.js`, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(KYC_WIDGET_JS),
    );

    scope.get<{ Params: { refId: string } }>('/sandbox/kyc/:refId', async (request, reply) => {
      const session = await getKycSession(ctx, request.params.refId);
      return reply
        .status(session ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', KYC_WIDGET_CSP)
        .header('cache-control', 'no-store')
        .send(renderKycPage(request.params.refId, session));
    });

    scope.post<{ Params: { refId: string } }>(
      '/sandbox/kyc/:refId/complete',
      async (request, reply) => {
        const { refId } = request.params;
        const wantsJson = (request.headers.accept ?? '').includes('application/json');
        if (wantsJson) {
          const session = await submit(app, ctx, refId);
          return { refId: session.refId, status: session.status };
        }
        // The no-JS form: back to the page on success, an HTML explanation otherwise.
        try {
          await submit(app, ctx, refId);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          return reply
            .status(error.statusCode)
            .type('text/html; charset=utf-8')
            .header('content-security-policy', KYC_WIDGET_CSP)
            .header('cache-control', 'no-store')
            .send(renderKycPage(refId, undefined, error.message));
        }
        return reply.redirect(`/sandbox/kyc/${encodeURIComponent(refId)}`, 303);
      },
    );
  });
}
