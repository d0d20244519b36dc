import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label that toggles by click and Space', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Hide balances</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Hide balances' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('Hide balances'));
    expect(toggle).toBeChecked();
    expect(toggle.closest('label')).toHaveAttribute('data-selected', 'true');
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenNthCalledWith(1, true);
    expect(onChange).toHaveBeenNthCalledWith(2, false);
  });

  it('follows a controlled isSelected', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch isSelected={on} onChange={setOn}>
            Hide balances
          </Switch>
          <output>{on ? 'on' : 'off'}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('switch')).toBeChecked();
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('ties its description', () => {
    render(<Switch description="Amounts show as ••••.">Hide balances</Switch>);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Amounts show as ••••.');
  });

  it('does not toggle when disabled', async () => {
    const onChange = vi.fn();
    render(
      <Switch isDisabled onChange={onChange}>
        Hide balances
      </Switch>,
    );
    await userEvent.click(screen.getByText('Hide balances'));
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
