import type { FastifyInstance } from 'fastify';
import type { DatabaseHealth } from '../db/health';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable';

// For a load balancer (HAProxy in `npm run cluster`, any other in production):
//   GET /healthz — the process is alive and answering (restart it when this fails);
//   GET /readyz  — send it traffic: migrations and the seed are done (`started`), it is not draining for a shutdown
//                  (SIGTERM turns it to 503 first, so the balancer stops sending), and its database answers and takes
//                  writes — the last answer of a probe on its own connection (db/health.ts), so neither check queues
//                  behind the request pool or touches the database itself: a busy but healthy bank answers at once.

export class Readiness {
  /** Migrated and (in the sandbox) seeded: set by the entry point once start-up is over. */
  started = false;
  /** Shutting down: finishing the requests it has, taking no new ones. */
  draining = false;
}

export function registerHealth(
  app: FastifyInstance,
  database: { health: DatabaseHealth },
  readiness: Readiness,
) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const notReady = (reason: string) =>
      reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'not ready', reason });
    if (readiness.draining) return notReady('shutting down');
    if (!readiness.started) return notReady('starting');
    const state = database.health.state();
    if (!state.ok) return notReady(state.reason);
    return { status: 'ready' };
  });
}
