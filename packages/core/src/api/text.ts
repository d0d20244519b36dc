import { z } from 'zod';
import { normalizeText, plainTextProblem } from '../rules/text';

/**
 * Every plainText schema with its field name and bound: a test walks the contract with it to find each such field
 * (bank test/api-text-rules.test.ts), so a new one cannot go unchecked. Not the global registry: the OpenAPI
 * document is unchanged.
 */
export const plainTextFields = z.registry<{ name: string; max: number }>();

/**
 * A free-text field another customer may see (a memo, a beneficiary's or a card's name): seed 000 §5's text
 * helper — letters (any script, é and ñ included), digits and spaces, empty allowed — trimmed with repeated spaces
 * collapsed, at most `max` characters. No markup or punctuation reaches a recipient's "From".
 */
export const plainText = (name: string, max: number) =>
  z
    .string({ message: `${name} must be text` })
    .max(max * 4, `${name} must be at most ${max} characters`)
    .transform(normalizeText)
    .superRefine((value, ctx) => {
      const problem = plainTextProblem(name, value, max);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .register(plainTextFields, { name, max });
