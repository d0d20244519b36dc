import { normalizeText, personNameProblem } from '@axia/core';
import type { BankContext } from '../context';
import { CognitoError, invalidParameter } from './operations/errors';

/** A request body of the Cognito JSON protocol. */
export type Body = Record<string, unknown>;

// Validation answers in the words of the AWS JSON protocol: InvalidParameterException with
// "1 validation error detected: Value null at 'username' failed to satisfy constraint: ...".

const memberName = (field: string) => field.charAt(0).toLowerCase() + field.slice(1);

const violation = (field: string, constraint: string, value = '') =>
  invalidParameter(
    `1 validation error detected: Value ${value}at '${memberName(field)}' failed to satisfy constraint: ${constraint}`,
  );

/** A required string member, 1..max characters. */
export function requireString(body: Body, field: string, max = 2048): string {
  const value = body[field];
  if (value === undefined || value === null)
    throw violation(field, 'Member must not be null', 'null ');
  if (typeof value !== 'string') throw violation(field, 'Member must be a string');
  if (value.length < 1)
    throw violation(field, 'Member must have length greater than or equal to 1');
  if (value.length > max)
    throw violation(field, `Member must have length less than or equal to ${max}`);
  return value;
}

/** An optional map member (AuthParameters, ChallengeResponses, ClientMetadata, *MfaSettings). */
export function optionalRecord(body: Body, field: string): Body | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw violation(field, 'Member must be an object');
  return value as Body;
}

/** A required entry of a parameter map: "Missing required parameter USERNAME", as Cognito says it. */
export function requireParameter(map: Body | undefined, name: string, max = 2048): string {
  const value = map?.[name];
  if (typeof value !== 'string' || value.length === 0)
    throw invalidParameter(`Missing required parameter ${name}`);
  if (value.length > max) throw invalidParameter(`Invalid parameter ${name}`);
  return value;
}

/** A `[{ Name, Value }]` list (UserAttributes, ValidationData) as a map; absent is empty. */
export function attributeList(body: Body, field: string): Map<string, string> {
  const value = body[field];
  const result = new Map<string, string>();
  if (value === undefined || value === null) return result;
  if (!Array.isArray(value)) throw violation(field, 'Member must be a list');
  for (const item of value) {
    const entry = item as { Name?: unknown; Value?: unknown } | null;
    if (!entry || typeof entry.Name !== 'string' || entry.Name.length === 0)
      throw violation(field, 'Member must have a Name');
    if (entry.Value !== undefined && typeof entry.Value !== 'string')
      throw violation(field, 'Member Value must be a string');
    if ((entry.Value ?? '').length > 2048)
      throw violation(field, 'Member Value must have length less than or equal to 2048');
    result.set(entry.Name, entry.Value ?? '');
  }
  return result;
}

/** Unauthenticated calls name the app client; another id is answered as real Cognito does. */
export function requireClient(ctx: BankContext, body: Body) {
  const clientId = requireString(body, 'ClientId', 128);
  if (clientId !== ctx.config.userPoolClientId)
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
}

/**
 * A person's first and last names as the identity service stores them: trimmed and collapsed, held to seed 000 §5's
 * text rule (a member transfer's recipient reads them as "From"; the sign-up form says the same words), else
 * InvalidParameterException with the rule's message.
 */
export function personNames(givenName: string, familyName: string) {
  const names = { given_name: normalizeText(givenName), family_name: normalizeText(familyName) };
  const problem =
    personNameProblem('First name', names.given_name) ??
    personNameProblem('Last name', names.family_name);
  if (problem) throw invalidParameter(problem);
  return names;
}
