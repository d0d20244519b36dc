import {
  staffMay,
  staffRolesOf,
  type ContractEntry,
  type StaffContract,
  type StaffOperation,
  type StaffRole,
} from '@axia/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { verifyCaller } from '../../http/api-route';
import { forbidden } from '../../http/errors';

// Who makes a staff call: a member of the bank's staff signed in as themselves, their roles from the ID token's
// `cognito:groups` (core STAFF_GROUPS), verified exactly as a customer's token is (http/api-route.ts verifyCaller).

export const STAFF_MESSAGES = {
  staffOnly: 'This call is for bank staff only.',
  roleTooLow: 'Your role does not allow this.',
  ownProposal: 'You cannot decide your own proposal.',
  notProposed: 'This proposal has already been decided.',
  openProposal: 'This item already has a proposal waiting for approval.',
  proposalNotFound: 'Proposal not found',
  customerNotFound: 'Customer not found',
  legalNameOnlyWithKyc: 'A legal name completes the identity check only (kycStatus COMPLETED).',
} as const;

/** The staff member behind a call. */
export interface StaffMember {
  sub: string;
  email: string;
  name: string;
  roles: StaffRole[];
}

/** What a staff handler receives: the staff member, where they called from, and the validated input. */
export interface StaffCall<E extends ContractEntry> {
  staff: StaffMember;
  ip: string;
  params: E extends { params: z.ZodType } ? z.output<E['params']> : Record<string, never>;
  query: E extends { query: z.ZodType } ? z.output<E['query']> : Record<string, never>;
  body: E extends { body: z.ZodType } ? z.output<E['body']> : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type StaffCallOf<N extends StaffOperation> = StaffCall<StaffContract[N]>;

/**
 * The staff member of the request, allowed `role`: no token or a bad one 401; a token without a staff group (a
 * customer's) 403; a role below `role` 403.
 */
export async function authenticateStaff(
  ctx: BankContext,
  request: FastifyRequest,
  role: StaffRole,
): Promise<StaffMember> {
  const caller = await verifyCaller(ctx, request);
  const roles = staffRolesOf(caller.groups);
  if (roles.length === 0) throw forbidden(STAFF_MESSAGES.staffOnly);
  if (!staffMay(roles, role)) throw forbidden(STAFF_MESSAGES.roleTooLow);
  return { sub: caller.userId, email: caller.email, name: caller.name || caller.email, roles };
}
