import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES } from '@axia/core';
import { SecondFactorStore, type CodeAnswer, type SecondFactor } from './secondFactor';
import { SecondFactorDialog } from './SecondFactorDialog';

// What the code dialog says (issue 28 #2 and polish; issue 29 polish): no false expiry, the countdown speaks
// at 1 minute and at expiry only, an error once.

const T0 = Date.parse('2025-03-10T10:00:00.000Z');
const codeAnswer: CodeAnswer = {
  statusCode: 207,
  message: TRANSFER_MESSAGES.codeSent,
  transaction2faRecordId: 'rec-1',
  expiresAt: new Date(T0 + 5 * 60_000).toISOString(),
};
const DONE = { statusCode: 200 as const, message: 'Transaction sent successfully!' };
const refusal = (message: string) => Object.assign(new Error(message), { status: 400 });

function setup(answers: ((factor: SecondFactor | undefined) => unknown)[]) {
  let now = T0;
  const store = new SecondFactorStore(() => now);
  const result = store.send(async (factor) => {
    const answer = answers.shift()?.(factor);
    if (answer instanceof Error) throw answer;
    return answer as typeof DONE | CodeAnswer;
  });
  render(<SecondFactorDialog flow={store} />);
  // Everything the dialog's polite live region ever held (a screen reader says each new text).
  const spoken: string[] = [];
  let live: HTMLElement | null = null;
  const observer = new MutationObserver(() => {
    const text = live?.textContent ?? '';
    if (text && spoken.at(-1) !== text) spoken.push(text);
  });
  const watch = async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    live = dialog.querySelector('[aria-live="polite"]');
    observer.observe(live!, { childList: true, subtree: true, characterData: true });
    return dialog;
  };
  const advance = (ms: number) => {
    now += ms;
    act(() => store.tick());
  };
  return { store, result, spoken, watch, advance, stop: () => observer.disconnect() };
}

describe('SecondFactorDialog', () => {
  it('says nothing about expiry when the right code is accepted (issue 28 #2)', async () => {
    const user = userEvent.setup();
    const { result, spoken, watch, stop } = setup([() => codeAnswer, () => DONE]);
    const dialog = await watch();
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await result).toEqual({ status: 'done', answer: DONE });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    stop();
    expect(spoken.join('|')).not.toMatch(/expired/i);
  });

  it('says nothing about expiry on Cancel or Escape (issue 28 #2)', async () => {
    const user = userEvent.setup();
    const { result, spoken, watch, stop } = setup([() => codeAnswer]);
    const dialog = await watch();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await result).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const second = setup([() => codeAnswer]);
    await second.watch();
    await user.keyboard('{Escape}');
    expect(await second.result).toEqual({ status: 'cancelled' });
    stop();
    second.stop();
    expect([...spoken, ...second.spoken].join('|')).not.toMatch(/expired/i);
  });

  it('speaks the countdown at 1 minute left and at expiry only, in the visible words', async () => {
    const { spoken, watch, advance, stop } = setup([() => codeAnswer]);
    const dialog = await watch();
    for (let second = 0; second < 300; second += 1) {
      advance(1000);
      await Promise.resolve(); // lets the observer record this second's text
    }
    stop();
    expect(spoken).toEqual([
      'The code expires in 1 minute.',
      'The code has expired. Ask for a new one below.',
    ]);
    // The visible note says the same, and is not hidden from assistive tech.
    const note = within(dialog)
      .getAllByText('The code has expired. Ask for a new one below.')
      .find((element) => !element.hasAttribute('aria-live'));
    expect(note).toBeVisible();
    expect(note?.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('shows a refused code once, tied to the code field, which takes focus (issue 29 polish)', async () => {
    const user = userEvent.setup();
    const { watch } = setup([
      () => codeAnswer,
      () => refusal(TRANSFER_MESSAGES.codeInvalid),
      () => refusal(TRANSFER_MESSAGES.codeExpired),
    ]);
    const dialog = await watch();
    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Verification code is invalid'));
    expect(code).toHaveFocus();
    expect(within(dialog).getAllByText('Verification code is invalid')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    // The bank says expired: its error, once; no second note saying it in other words.
    await user.type(code, '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Verification code is expired'));
    expect(within(dialog).getAllByText(/expired/)).toHaveLength(1);
    expect(code).toHaveFocus();
  });
});
