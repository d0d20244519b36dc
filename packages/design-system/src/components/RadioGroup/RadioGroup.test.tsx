import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

function Declaration(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Customs declaration" {...props}>
      <Radio value="NONE">Nothing to declare</Radio>
      <Radio value="GOODS" description="Goods worth more than 10,000 USD.">
        Goods to declare
      </Radio>
      <Radio value="CASH" isDisabled>
        Cash to declare
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label; clicking selects and reports the value', async () => {
    const onChange = vi.fn();
    render(<Declaration onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Customs declaration' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Goods to declare'));
    expect(screen.getByRole('radio', { name: 'Goods to declare' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('GOODS');
  });

  it('moves the selection with arrow keys and skips disabled options', async () => {
    const onChange = vi.fn();
    render(<Declaration defaultValue="NONE" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Nothing to declare' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Goods to declare' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('GOODS');
    await userEvent.keyboard('{ArrowDown}');
    // Cash is disabled, so focus wraps to the first option.
    expect(screen.getByRole('radio', { name: 'Nothing to declare' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash to declare' })).toBeDisabled();
  });

  it('ties option descriptions to their radio', () => {
    render(<Declaration />);
    expect(screen.getByRole('radio', { name: 'Goods to declare' })).toHaveAccessibleDescription(
      'Goods worth more than 10,000 USD.',
    );
  });

  it('ties the group description and error to the group and marks it invalid', () => {
    render(<Declaration description="Required by customs." errorMessage="Choose a declaration." />);
    const group = screen.getByRole('radiogroup', { name: 'Customs declaration' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Required by customs. Choose a declaration.');
  });

  it('reports its orientation', () => {
    render(<Declaration orientation="horizontal" />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
  });

  it('disables every option when the group is disabled', () => {
    render(<Declaration isDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('required but untouched is not invalid: aria-required, no native required (react-aria #9809, issue 28 #4)', async () => {
    render(<Declaration isRequired />);
    const group = screen.getByRole('radiogroup', { name: 'Customs declaration' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).not.toHaveAttribute('aria-invalid');
    for (const radio of screen.getAllByRole('radio')) {
      // Chromium exposes an unchecked native `required` radio as invalid ("invalid entry").
      expect(radio).not.toHaveAttribute('required');
      expect(radio.matches(':invalid')).toBe(false);
      expect(radio).not.toHaveAttribute('aria-invalid');
    }
    // An error from the form still marks it invalid and is tied to it.
    render(<Declaration isRequired errorMessage="Please choose one." />);
    const invalid = screen.getAllByRole('radiogroup', { name: 'Customs declaration' })[1]!;
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    expect(invalid).toHaveAccessibleDescription(expect.stringContaining('Please choose one.'));
  });
});
