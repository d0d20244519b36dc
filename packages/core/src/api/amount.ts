import { z } from 'zod';
import { amountBoundProblem, isDecimalString, isPositive } from '../money/decimal';

// The one rule of every amount a request carries: trimmed, and within what the bank's amount columns hold
// (money/decimal.ts amountBoundProblem), so a too-long amount is a 400 with a message, never a 500.

/** Adds the column bound to a decimal amount string; other strings are left to the schema's own check. */
const bounded = (name: string) => (value: string, ctx: z.RefinementCtx) => {
  const problem = isDecimalString(value) ? amountBoundProblem(name, value) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/**
 * The written form of an amount (issue 29 polish): digits, optionally a point and more digits ('1000', '10.5');
 * no exponent ('1e3'), no point without digits on both sides ('10.', '.5'), no sign but a leading minus, no
 * thousands separators ('1,000').
 */
const amountFormatMessage = (name: string) =>
  `${name} must be written as digits with an optional decimal point between digits, e.g. 1000 or 10.5`;

/** An amount above 0: its form first (the format message), then its value (above 0). */
export const positiveAmount = (name: string) =>
  z
    .string({ message: `${name} must be an amount above 0` })
    .trim()
    .refine(isDecimalString, { message: amountFormatMessage(name), abort: true })
    .refine(isPositive, { message: `${name} must be an amount above 0`, abort: true })
    .superRefine(bounded(name));

/** A decimal amount; whether it is above 0 (and above a minimum) is the bank's rule to say. */
export const decimalAmount = (name: string) =>
  z
    .string({ message: amountFormatMessage(name) })
    .trim()
    .refine(isDecimalString, { message: amountFormatMessage(name), abort: true })
    .superRefine(bounded(name));

/** An amount the bank checks itself (its messages reach the page verbatim); only the column bound here. */
export const amountText = (name: string, max = 64) =>
  z
    .string({ message: `${name} must be a string` })
    .trim()
    .max(max)
    .superRefine(bounded(name));
