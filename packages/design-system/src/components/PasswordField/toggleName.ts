import type { ReactNode } from 'react';

/**
 * The show/hide toggle's name, from the field's label: 'Show password' for 'Password', 'Show new password' for 'New
 * password', so that the toggles of a page with several password fields (change password: old, new, confirm) have
 * names of their own (issue 43). An initial capital is lowered only when the next letter is lower case ('PIN' stays
 * 'PIN'). A label that is not plain text gives 'Show password'.
 */
export function showToggleName(label: ReactNode): string {
  const text = typeof label === 'string' ? label.trim() : '';
  if (!text) return 'Show password';
  const lowered = /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
  return `Show ${lowered}`;
}
