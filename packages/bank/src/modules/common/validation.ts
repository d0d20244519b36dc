import type { z } from 'zod';
import { badRequest } from '../../http/errors';

/**
 * Runs one of core's rule schemas (which carry the spec's messages) and answers 400 with those messages. A field
 * listed in `serverMessages` answers the class-validator text the app maps instead (e.g. 'businessWebsite must be a
 * valid url', which the app shows as 'Please enter a valid website url!').
 */
export function validateRules<S extends z.ZodType>(
  schema: S,
  value: unknown,
  serverMessages: Record<string, string> = {},
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const messages = result.error.issues.map(
    (issue) => serverMessages[String(issue.path[0])] ?? issue.message,
  );
  throw badRequest([...new Set(messages)].join('; '));
}
