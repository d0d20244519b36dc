import { GENERAL_MESSAGES } from '@axia/core';

// Seed 000 §8: the generic error text every feature shows for a failed call, and the 503 check.

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The generic error text (seed 000 §8): the server message, else the error's message, else its JSON string.
 */
export function errorText(error: unknown): string {
  if (error === null || error === undefined) return GENERAL_MESSAGES.unknownError;
  if (typeof error === 'string') return error || GENERAL_MESSAGES.unknownError;
  const response = field(error, 'response');
  const serverMessage = field(field(response, 'data'), 'message');
  if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
  const message = field(error, 'message');
  if (typeof message === 'string' && message) return message;
  try {
    const json = JSON.stringify(error);
    return json && json !== '{}' ? json : GENERAL_MESSAGES.unknownError;
  } catch {
    return GENERAL_MESSAGES.unknownError;
  }
}

/** A 503 from the bank: the call layer has set maintenance; the screen sends the user to '/'. */
export function isServiceUnavailable(error: unknown): boolean {
  const status =
    field(error, 'status') ??
    field(error, 'statusCode') ??
    field(field(error, 'response'), 'status');
  return status === 503;
}
