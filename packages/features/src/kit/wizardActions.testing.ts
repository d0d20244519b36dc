import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The wizard frame's action bar (issue 29: one frame for every wizard): these buttons, in this order in the page
 * (Cancel · Back, then the primary action). For unit tests only (it uses vitest's expect).
 */
export function expectWizardActions(names: readonly string[]) {
  const buttons = names.map((name) => screen.getByRole('button', { name }));
  buttons.slice(1).forEach((button, index) => {
    const before = buttons[index]!;
    expect(
      before.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
      `${before.textContent} before ${button.textContent}`,
    ).toBeTruthy();
  });
}
