import { z } from 'zod';

// The kinds of value the bank's environment holds (env.ts's schema): each takes a variable's raw text (undefined
// when unset) and says what is wrong with it in the variable's own words, quoting the value given.

/** Browsers' longest timer (2^31 - 1 ms): a longer limit would fire at once in the app. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const quoted = (raw: string | undefined) => JSON.stringify(raw);

/** A variable's value trimmed, or undefined when unset or blank (empty counts as unset). */
export const given = (raw: string | undefined) => raw?.trim() || undefined;

/** Text as given (not trimmed), or `fallback` when unset. */
export const text = (fallback: string) => z.string().optional().default(fallback);

/** Text as given, or undefined; env.ts's rules check it where the mode asks for it. */
export const optionalText = () => z.string().optional();

/** What a value-kind's reader answers: the value, or why the raw text is refused (in the variable's words). */
class Refused {
  constructor(readonly message: string) {}
}

/**
 * A variable read by `read` from its raw text (undefined when unset): one zod schema that turns a refusal into an
 * issue with its message.
 */
function variable<T>(read: (raw: string | undefined) => T | Refused) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = read(raw);
      if (!(value instanceof Refused)) return value;
      ctx.addIssue({ code: 'custom', message: value.message });
      return z.NEVER;
    });
}

/** A whole number from `min` to `max`, or `fallback` when unset. */
export function wholeNumber(name: string, fallback: number, min: number, max: number) {
  return variable((raw) => {
    if (!given(raw)) return fallback;
    const value = Number(raw!.trim());
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    return new Refused(`${name} must be a whole number from ${min} to ${max} (got ${quoted(raw)})`);
  });
}

/** A positive number of `unit`s (`unitMs` each) that a browser timer can wait for, or `fallback` when unset. */
export function positiveNumber(name: string, fallback: number, unit: string, unitMs: number) {
  const max = Math.floor(MAX_TIMER_MS / unitMs);
  return variable((raw) => {
    if (!given(raw)) return fallback;
    const value = Number(raw!.trim());
    if (Number.isFinite(value) && value > 0 && value <= max) return value;
    return new Refused(
      `${name} must be a positive number of ${unit}, at most ${max} (got ${quoted(raw)})`,
    );
  });
}

/** 0 (off), 1 (on) or '' (unset: the mode decides). */
export function onOff(name: string) {
  return variable((raw) => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === '0' || value === '1') return value;
    return new Refused(`${name} must be 0 (off) or 1 (on) (got ${quoted(raw)})`);
  });
}

/** The URL in `raw` when it is an absolute http(s) one, else null. */
export function httpUrlOf(raw: string): URL | null {
  try {
    const parsed = new URL(raw);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

export const notHttpUrl = (name: string, raw: string | undefined) =>
  `${name} must be an absolute http(s) URL (got ${quoted(raw)})`;

/** An absolute http(s) URL as given (trimmed), or `fallback` when unset. */
export function httpUrl(name: string, fallback: string) {
  return variable((raw) => {
    const value = given(raw);
    if (!value) return fallback;
    return httpUrlOf(value) ? value : new Refused(notHttpUrl(name, raw));
  });
}

/** An ISO 8601 date and time, or null when unset. */
export function instant(name: string) {
  return variable((raw) => {
    const value = given(raw);
    if (!value) return null;
    const date = new Date(value);
    if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(date.getTime())) return date;
    return new Refused(
      `${name} must be an ISO 8601 date and time, e.g. 2026-11-21T10:00:00Z (got ${quoted(raw)})`,
    );
  });
}

/** A non-negative USD amount: a plain decimal string (at most 2 decimals), kept exact as text. */
export function usdAmount(name: string, fallback: string) {
  return variable((raw) => {
    const value = given(raw);
    if (!value) return fallback;
    if (/^\d{1,15}(\.\d{1,2})?$/.test(value)) return value;
    return new Refused(
      `${name} must be an amount of USD such as 1000 or 2500.50 (got ${quoted(raw)})`,
    );
  });
}

/** An origin (scheme://host[:port]) from `raw`, or null when it is anything more or less. */
export function originOf(raw: string): string | null {
  try {
    const parsed = new URL(raw);
    const bare =
      parsed.pathname === '/' &&
      !parsed.search &&
      !parsed.hash &&
      !parsed.username &&
      !parsed.password;
    return bare && (parsed.protocol === 'http:' || parsed.protocol === 'https:')
      ? parsed.origin
      : null;
  } catch {
    return null;
  }
}

/** PUBLIC_ORIGIN: an origin when given (its https rule and whether it is required depend on the mode). */
export const publicOriginText = z
  .string()
  .optional()
  .superRefine((raw, ctx) => {
    const value = given(raw);
    if (value && !originOf(value))
      ctx.addIssue({
        code: 'custom',
        message:
          `PUBLIC_ORIGIN must be an origin (scheme://host[:port], no path), e.g. https://bank.example ` +
          `(got ${quoted(raw)})`,
      });
  });

/** CORS_ORIGINS: listed origins, comma-separated (never `null` or `*`), or null when unset. */
export const corsOriginList = variable((raw) => {
  if (!given(raw)) return null;
  const origins: string[] = [];
  for (const entry of raw!.trim().split(',')) {
    const origin = originOf(entry.trim());
    if (!origin)
      return new Refused(
        `CORS_ORIGINS must list origins (scheme://host[:port]) separated by commas (got ${quoted(entry.trim())})`,
      );
    origins.push(origin);
  }
  return origins;
});
