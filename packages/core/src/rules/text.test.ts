import { describe, expect, it } from 'vitest';
import { personNameProblem, plainTextProblem } from './text';

// Seed 000 §5's text helper for the fields it names (memo, alias, names of recipients), and people's names at
// sign-up, which take what names are written with (issue 42).

describe('the text helper', () => {
  it('refuses anything but letters, digits and spaces in a plain-text field, under its name', () => {
    expect(plainTextProblem('Memo', 'Rent, May', 500)).toBe(
      'Memo may contain only letters, digits and spaces',
    );
    expect(plainTextProblem('Memo', "O'Connor", 500)).toBe(
      'Memo may contain only letters, digits and spaces',
    );
    expect(plainTextProblem('Memo', 'Rent May 2026', 500)).toBeNull();
  });
});

describe("a person's name", () => {
  it('takes up to 100 characters', () => {
    expect(personNameProblem('First name', 'A'.repeat(100))).toBeNull();
    expect(personNameProblem('First name', 'A'.repeat(101))).toBe(
      'First name must be at most 100 characters',
    );
  });
});
