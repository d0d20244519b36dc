import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable';

/** An error the API answers with its status and message: `{ statusCode, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as Retry-After (a 429 of a rate limit). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** class-validator style text: 'businessWebsite must be a valid url'. */
export function zodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      if (issue.code === 'unrecognized_keys')
        return `property ${issue.keys.join(', ')} should not exist`;
      return path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Every error becomes `{ statusCode, message }`; bad input is a 4xx, never a 5xx. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ statusCode: error.statusCode, message: error.message });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ statusCode: 400, message: zodMessage(error) });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ statusCode: status, message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error(error);
    return reply.status(500).send({ statusCode: 500, message: 'Internal server error' });
  });
}

/** Unknown paths: the app's client routes when it is served (`fallback`), else a 404 in the API's shape. */
export function installNotFound(
  app: FastifyInstance,
  fallback: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null,
) {
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return;
    reply
      .status(404)
      .send({ statusCode: 404, message: `Cannot ${request.method} ${request.url.split('?')[0]}` });
  });
}
