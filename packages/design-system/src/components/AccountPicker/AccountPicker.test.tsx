import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountPicker, type AccountOption } from './AccountPicker';

const accounts: AccountOption[] = [
  {
    id: 'main',
    name: 'Main account',
    publicId: 'AX-1001',
    amount: '1234.5678',
    currency: 'USD',
    decimals: 2,
  },
  {
    id: 'frozen',
    name: 'Frozen account',
    publicId: 'AX-1002',
    amount: '50',
    currency: 'EUR',
    decimals: 2,
    actionRequired: true,
  },
  {
    id: 'crypto',
    name: 'Crypto wallet',
    publicId: 'AX-1003',
    amount: '12.3456789',
    currency: 'AXC',
    decimals: 5,
  },
];

describe('AccountPicker', () => {
  it('is a radio group named by its label, with a radio per account named by its details', () => {
    render(<AccountPicker label="From account" accounts={accounts} />);
    const group = screen.getByRole('radiogroup', { name: 'From account' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(
      within(group).getByRole('radio', { name: 'Main account AX-1001 $1,234.56' }),
    ).toBeEnabled();
    expect(
      within(group).getByRole('radio', { name: 'Crypto wallet AX-1003 12.34567 AXC' }),
    ).toBeEnabled();
  });

  it('greys out accounts that need action, makes them unselectable and says why', async () => {
    const onChange = vi.fn();
    render(<AccountPicker label="From account" accounts={accounts} onChange={onChange} />);
    const frozen = screen.getByRole('radio', {
      name: /Frozen account AX-1002 €50.00 Action Required/,
    });
    expect(frozen).toBeDisabled();
    expect(frozen.closest('label')).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByText('Action Required').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await userEvent.click(screen.getByText('Frozen account'));
    expect(frozen).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says what an account that needs action calls for, as the radio’s description', () => {
    const withReason = accounts.map((account) =>
      account.actionRequired
        ? { ...account, actionRequiredDescription: 'This account is frozen: contact support.' }
        : account,
    );
    render(<AccountPicker label="From account" accounts={withReason} />);
    const frozen = screen.getByRole('radio', {
      name: 'Frozen account AX-1002 €50.00 Action Required',
    });
    expect(frozen).toHaveAccessibleDescription('This account is frozen: contact support.');
    expect(screen.getByText('This account is frozen: contact support.')).toBeVisible();
    // Only the account that needs action has one.
    expect(screen.getByRole('radio', { name: /Main account/ })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('arrow keys move between enabled accounts and skip disabled ones', async () => {
    const onChange = vi.fn();
    render(<AccountPicker label="From account" accounts={accounts} onChange={onChange} />);
    await userEvent.tab();
    const main = screen.getByRole('radio', { name: /Main account/ });
    const crypto = screen.getByRole('radio', { name: /Crypto wallet/ });
    expect(main).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(crypto).toHaveFocus();
    expect(crypto).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('crypto');
    await userEvent.keyboard('{ArrowUp}');
    expect(main).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('main');
    await userEvent.keyboard('{ArrowRight}');
    expect(crypto).toHaveFocus();
    expect(onChange).not.toHaveBeenCalledWith('frozen');
  });

  it('selects by click and marks the tile data-selected', async () => {
    const onChange = vi.fn();
    render(<AccountPicker label="From account" accounts={accounts} onChange={onChange} />);
    await userEvent.click(screen.getByText('Crypto wallet'));
    const crypto = screen.getByRole('radio', { name: /Crypto wallet/ });
    expect(crypto).toBeChecked();
    expect(crypto.closest('label')).toHaveAttribute('data-selected', 'true');
    expect(onChange).toHaveBeenCalledWith('crypto');
  });

  it('honours a controlled value and enters the group at the selected account', async () => {
    render(<AccountPicker label="From account" accounts={accounts} value="crypto" />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: /Crypto wallet/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Crypto wallet/ })).toBeChecked();
  });

  it('ties the error message to the group and marks it invalid', () => {
    render(
      <AccountPicker
        label="From account"
        accounts={accounts}
        errorMessage="Choose the account to send from"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'From account' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose the account to send from');
  });

  it('required but untouched is not invalid: aria-required, no native required (react-aria #9809, issue 43 #3)', () => {
    render(<AccountPicker label="Pay from" accounts={accounts} isRequired />);
    const group = screen.getByRole('radiogroup', { name: 'Pay from' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).not.toHaveAttribute('aria-invalid');
    for (const radio of within(group).getAllByRole('radio')) {
      // Chromium exposes an unchecked native `required` radio as invalid ("invalid entry") before any choice.
      expect(radio).not.toHaveAttribute('required');
      expect(radio.matches(':invalid')).toBe(false);
      expect(radio).not.toHaveAttribute('aria-invalid');
    }
  });

  it('uses a custom action-required label', () => {
    render(
      <AccountPicker label="Compte" accounts={accounts} actionRequiredLabel="Action requise" />,
    );
    expect(screen.getByText('Action requise')).toBeInTheDocument();
  });
});
