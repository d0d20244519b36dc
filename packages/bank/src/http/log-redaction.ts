import type { FastifyRequest } from 'fastify';
import type { BankConfig } from '../config';

// What the bank logs never holds a secret (issue 26 #5): the request line's query values that are tokens, passwords
// or codes (the app's `?tk=` identity token above all) are replaced, and the headers that carry credentials are
// censored should anything log them. Bodies are never logged (Fastify does not).

const REDACTED = '[redacted]';

/** Query parameters whose value is a secret: `tk`, codes, anything named like a token, password, secret or key. */
const SECRET_PARAM = /^(tk|code|otp|session|sig|signature)$|token|password|secret|key/i;

/** The URL with each secret query value replaced by REDACTED (names and the other values kept, as sent). */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judged as sent
      }
      return SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's logger options: the level, the request serializer with the URL redacted, and the censored paths. */
export function loggerOptions(config: BankConfig) {
  return {
    level: config.logLevel,
    serializers: {
      // Fastify's own request serializer's fields, the URL redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-admin-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
  };
}
