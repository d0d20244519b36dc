import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { showToggleName } from './toggleName';

describe('showToggleName', () => {
  it.each([
    ['Password', 'Show password'],
    ['New password', 'Show new password'],
    ['Confirm new password', 'Show confirm new password'],
    ['  Old password ', 'Show old password'],
    ['PIN', 'Show PIN'],
    ['Mot de passe', 'Show mot de passe'],
    ['', 'Show password'],
  ])('%j gives %j', (label, expected) => {
    expect(showToggleName(label)).toBe(expected);
  });

  it('falls back to "Show password" for a label that is not plain text', () => {
    expect(showToggleName(createElement('span', null, 'Password'))).toBe('Show password');
    expect(showToggleName(undefined)).toBe('Show password');
  });
});
