import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAutoObservable } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { UserStaking } from '@axia/core';
import { readyStaking } from '../fixtures';
import type { Outcome } from './forms';
import { StakingFormDialog, type StakingDialogForm } from './StakingFormDialog';

/** A form answering each submit with the next of `outcomes`. */
class FakeForm implements StakingDialogForm {
  submitting = false;
  loads = 0;
  constructor(
    readonly staking: UserStaking,
    readonly total: string,
    private readonly outcomes: Outcome[],
  ) {
    makeAutoObservable(this);
  }
  async load() {
    this.loads += 1;
  }
  async submit(): Promise<Outcome> {
    return this.outcomes.shift() ?? { status: 'invalid' };
  }
}

function open(form: FakeForm, focusInvalid?: (fields: HTMLElement | null) => void) {
  const onOutcome = vi.fn();
  const onClose = vi.fn();
  render(
    <StakingFormDialog
      newForm={() => form}
      title={(made) => `Title for ${made.staking.id}`}
      description="A short line"
      totalTerm="Total"
      submitLabel="Go"
      focusInvalid={focusInvalid}
      onOutcome={onOutcome}
      onClose={onClose}
    >
      {(made) => <input aria-label="A field" aria-invalid="true" readOnly value={made.total} />}
    </StakingFormDialog>,
  );
  return { onOutcome, onClose };
}

describe('StakingFormDialog', () => {
  it("reads the form's options once opened; shows its title, description, total and fields", async () => {
    const form = new FakeForm(readyStaking, '504.93140', []);
    open(form);
    const dialog = await screen.findByRole('dialog', { name: 'Title for stk-ready' });
    expect(dialog).toHaveAccessibleDescription('A short line');
    expect(within(dialog).getByText('Total')).toBeVisible();
    expect(within(dialog).getByText(/504\.9314/)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'A field' })).toHaveValue('504.93140');
    expect(form.loads).toBe(1);
  });

  it('a refused submit stays open and focuses the invalid field; a sent one closes, then reports', async () => {
    const form = new FakeForm(readyStaking, '1', [
      { status: 'invalid' },
      { status: 'done', message: 'Sent' },
    ]);
    const { onOutcome, onClose } = open(form);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
    expect(onOutcome).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledWith({ status: 'done', message: 'Sent' });
    expect(onClose.mock.invocationCallOrder[0]).toBeLessThan(
      onOutcome.mock.invocationCallOrder[0]!,
    );
  });

  it('a refused submit calls the given focusInvalid with the fields instead', async () => {
    const focusInvalid = vi.fn();
    open(new FakeForm(readyStaking, '1', [{ status: 'invalid' }]), focusInvalid);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(focusInvalid).toHaveBeenCalledTimes(1));
    expect(focusInvalid.mock.calls[0]![0]).toContainElement(within(dialog).getByRole('textbox'));
  });
});
