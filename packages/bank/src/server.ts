import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { AdjustableClock, type Clock } from './clock';
import { robotCheckOf, type BankConfig } from './config';
import type { BankContext } from './context';
import type { BankDatabase } from './db/open';
import { registerEvents, type EventHub } from './events';
import { installMaintenanceGate } from './http/api-route';
import { registerApp } from './http/app-static';
import { registerCompression } from './http/compression';
import { installErrorHandler, installNotFound } from './http/errors';
import { Readiness, registerHealth } from './http/health';
import { loggerOptions } from './http/log-redaction';
import { registerSecurity } from './http/security';
import { registerStaffConsole } from './http/staff-console';
import { registerIdentity } from './identity/routes';
import { loadSigningKey } from './identity/keys';
import { passwordHasher } from './identity/password';
import { TokenService } from './identity/tokens';
import { createMailSender } from './mail';
import { registerApi } from './modules';
import { registerOpenApi } from './openapi/routes';
import { Mailbox } from './sandbox/mailbox';
import { syncSandboxClock } from './sandbox/clock-offset';
import { registerSandbox } from './sandbox/routes';
import { prepareSandboxProviders, sandboxProviderFactories } from './sandbox/providers';
import { registerSandboxProviderFiles } from './sandbox/provider-files';
import { buildProviders, servicesOn } from './providers';
import { registerWebhooks } from './webhooks';
import { Settings } from './settings';

export interface BuildServerOptions {
  database: BankDatabase;
  config: BankConfig;
  clock: Clock;
  logger?: boolean | object;
}

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Builds the bank: the API under /api; the sandbox identity at /identity when it is the identity provider; sandbox
 * routes under /sandbox when the sandbox is on.
 */
export async function buildServer(
  options: BuildServerOptions,
): Promise<{ app: FastifyInstance; ctx: BankContext; readiness: Readiness; events: EventHub }> {
  const { database, config, clock } = options;
  const app = Fastify({
    // The bank's redacting logger; a caller's options (a test's stream) are added to it, false turns it off.
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(config),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  const key = await loadSigningKey(database.db, clock.now());
  const mailbox = new Mailbox(
    database.db,
    clock,
    app.log,
    config.sandbox && config.environment === 'local',
  );
  const ctx: BankContext = {
    // Built from the configuration: only the providers it names (src/providers).
    providers: buildProviders(
      config.providers,
      sandboxProviderFactories(config, () => ctx),
    ),
    db: database.db,
    clock,
    config,
    tokens: new TokenService(database.db, key, config, clock),
    passwords: passwordHasher(config),
    mail: createMailSender(config, mailbox, app.log),
    mailbox,
    settings: new Settings(database.db, clock),
  };

  await prepareSandboxProviders(ctx);
  installErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  // Before every route: compression hooks each route as it is added.
  await registerCompression(app);
  // Amplify posts identity calls as application/x-amz-json-1.1.
  app.addContentTypeParser(
    'application/x-amz-json-1.1',
    { parseAs: 'string' },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
        done(error, undefined);
      }
    },
  );
  // The sandbox clock is shared by every process (sandbox/clock-offset.ts): each request sees where it stands.
  if (config.sandbox && clock instanceof AdjustableClock) {
    app.addHook('onRequest', async (request) => {
      const path = request.url;
      if (path.startsWith('/api/') || path.startsWith('/identity') || path.startsWith('/sandbox/'))
        await syncSandboxClock(ctx);
    });
  }
  const readiness = new Readiness();
  registerHealth(app, database, readiness);
  installMaintenanceGate(app, ctx);
  // The bank's own Cognito-compatible identity only when it is the provider: with an external user pool no
  // password of the bank's own can sign anyone in (issue 26).
  if (config.identity.provider === 'sandbox') registerIdentity(app, ctx);
  registerApi(app, ctx);
  const events = registerEvents(app, ctx, database);
  await registerOpenApi(app, config);
  app.get('/config.json', async (_request, reply) => {
    // Revalidated on every use (never kept stale), like the app's HTML.
    reply.header('cache-control', 'no-cache');
    return {
      // The pool and app client Amplify names: loadConfig takes them from the external pool when there is one.
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      // Where Amplify sends identity calls: the bank's own /identity, or the external pool's endpoint (null: AWS).
      userPoolEndpoint:
        config.identity.provider === 'sandbox'
          ? `${config.publicOrigin}/identity`
          : config.identity.endpoint,
      apiBaseUrl: `${config.publicOrigin}/api`,
      environment: config.environment,
      statusPageId: config.statusPageId,
      recaptchaSiteKey: config.recaptchaSiteKey,
      robotCheck: robotCheckOf(config),
      idleTimeoutMinutes: config.idleTimeoutMinutes,
      sessionLifetimeHours: config.sessionLifetimeHours,
      statusPageUrl: config.statusPageUrl,
      // Which outside parties' services are on (src/providers): the app says the others are unavailable.
      services: servicesOn(ctx.providers),
    };
  });
  registerWebhooks(app, ctx);
  if (config.sandbox) {
    registerSandbox(app, ctx);
    registerSandboxProviderFiles(app);
  }
  await registerStaffConsole(app, config);
  installNotFound(app, await registerApp(app, ctx));
  return { app, ctx, readiness, events };
}
