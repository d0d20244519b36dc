import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { repeatsLabel, Select, type SelectItem } from './Select';

const items: SelectItem[] = [
  { id: 'checking', label: 'Checking account', description: 'USD · ending 4021' },
  { id: 'savings', label: 'Savings account' },
  { id: 'closed', label: 'Closed account', isDisabled: true },
];

describe('Select', () => {
  it('is a button named by its label that shows the placeholder until a choice', () => {
    render(<Select label="From account" items={items} placeholder="Choose an account" />);
    const trigger = screen.getByRole('button', { name: /From account/ });
    expect(trigger).toHaveTextContent('Choose an account');
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
  });

  it('names the trigger by placeholder and label, or by the placeholder alone when it repeats the label (issue 43)', async () => {
    render(<Select label="From account" items={items} placeholder="Choose an account" />);
    expect(screen.getByRole('button', { name: /From account/ })).toHaveAccessibleName(
      'Choose an account From account',
    );
    cleanup();

    render(
      <Select
        label="Source of Funds"
        items={[{ id: 'Gift', label: 'Gift' }]}
        placeholder="Select Source of Funds"
      />,
    );
    // Said once, and the name holds the visible text (WCAG 2.5.3 label in name).
    const trigger = screen.getByRole('button', { name: 'Select Source of Funds' });
    expect(trigger).toHaveTextContent(/^Select Source of Funds$/);
    // Once chosen, the value comes before the label, as for any select.
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: 'Gift' }));
    expect(screen.getByRole('button', { name: /Source of Funds/ })).toHaveAccessibleName(
      'Gift Source of Funds',
    );
  });

  it.each([
    ['Select Source of Funds', 'Source of Funds', true],
    ['select source of funds', 'Source of Funds', false],
    ['Select a document type', 'Document type', false],
    ['Choose an account', 'From account', false],
    ['Select an option', '', false],
    ['Select an option', undefined, false],
  ])('%j repeats the label %j: %s', (placeholder, label, expected) => {
    expect(repeatsLabel(placeholder, label)).toBe(expected);
  });

  it('opens with the keyboard and picks an option', async () => {
    const onSelectionChange = vi.fn();
    render(<Select label="From account" items={items} onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    // The description is part of the name, so the name holds all the visible text.
    expect(options[0]).toHaveAccessibleName('Checking account USD · ending 4021');
    expect(options[2]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('savings');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /From account/ })).toHaveTextContent(
      /^Savings account$/,
    );
  });

  it('marks the selected option and follows a controlled selectedKey', async () => {
    render(<Select label="From account" items={items} selectedKey="checking" />);
    await userEvent.click(screen.getByRole('button', { name: /From account/ }));
    const selected = screen.getByRole('option', { name: /^Checking account/ });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Savings account' }));
    // Controlled: the caller did not change selectedKey, so the trigger keeps the old value.
    // The trigger shows the label only, not the option's description.
    expect(screen.getByRole('button', { name: /From account/ })).toHaveTextContent(
      /^Checking account$/,
    );
  });

  it('does not select a disabled option', async () => {
    const onSelectionChange = vi.fn();
    render(<Select label="From account" items={items} onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('button', { name: /From account/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Closed account' }));
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('ties the description and error message to the trigger', () => {
    render(
      <Select
        label="From account"
        items={items}
        description="Fees apply to savings."
        errorMessage="Choose an account."
      />,
    );
    const trigger = screen.getByRole('button', { name: /From account/ });
    expect(trigger).toHaveAccessibleDescription('Fees apply to savings. Choose an account.');
    expect(trigger.closest('[data-invalid]')).not.toBeNull();
  });

  it('does not open when disabled', async () => {
    render(<Select label="From account" items={items} isDisabled />);
    const trigger = screen.getByRole('button', { name: /From account/ });
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('marks the trigger busy while loading and says so in the empty list', () => {
    render(<Select label="From account" items={[]} isLoading defaultOpen />);
    // The open popover hides the rest of the page from assistive tech, so query hidden elements too.
    expect(screen.getByRole('button', { name: /From account/, hidden: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('listbox')).toHaveTextContent('Loading…');
  });

  it('says when there are no options', () => {
    render(<Select label="From account" items={[]} defaultOpen />);
    expect(screen.getByRole('listbox')).toHaveTextContent('No options');
  });
});
