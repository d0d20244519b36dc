import { describe, expect, it } from 'vitest';
import { recipientErrors, trimRecipient } from './recipient';

// Seed 001 §5 'Member transfer': the recipient's rules, one for /Beneficiaries and the member wizard.

describe('recipientErrors', () => {
  it('asks for a name and a valid email, in the form’s order', () => {
    expect(recipientErrors({ name: '  ', email: '' })).toEqual({
      name: 'Please enter a valid name.',
      email: 'Please enter a valid email.',
    });
    expect(recipientErrors({ name: 'Ada', email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email.',
    });
    expect(recipientErrors({ name: 'x'.repeat(101), email: 'ada@demo.test' })).toEqual({
      name: 'Please enter a valid name.',
    });
    expect(recipientErrors({ name: ' Ada ', email: ' Ada@Demo.test ' })).toEqual({});
  });

  it('takes letters of any script, digits and spaces in a name, as the bank does (seed 000 §5)', () => {
    expect(recipientErrors({ name: '<b>Ada</b>', email: 'ada@demo.test' })).toEqual({
      name: 'Please enter a valid name.',
    });
    expect(recipientErrors({ name: 'Acme, Inc.', email: 'ada@demo.test' })).toEqual({
      name: 'Please enter a valid name.',
    });
    expect(recipientErrors({ name: ' José  Núñez 2 ', email: 'ada@demo.test' })).toEqual({});
  });

  it('does not check the email on update (it is the recipient’s own, not editable)', () => {
    expect(recipientErrors({ name: 'Ada', email: '' }, 'update')).toEqual({});
    expect(recipientErrors({ name: '', email: '' }, 'update')).toEqual({
      name: 'Please enter a valid name.',
    });
  });
});

describe('trimRecipient', () => {
  it('trims the name and normalises the email as sent', () => {
    expect(trimRecipient({ name: '  Member Copy  ', email: ' Ada@Demo.TEST ' })).toEqual({
      name: 'Member Copy',
      email: 'ada@demo.test',
    });
  });
});
