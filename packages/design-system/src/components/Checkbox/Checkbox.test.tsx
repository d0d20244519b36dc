import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label and toggles by click and Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I accept the Terms of Use</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the Terms of Use' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText('I accept the Terms of Use'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('ties the error message to the checkbox and marks it invalid', () => {
    render(
      <Checkbox isInvalid errorMessage="The Terms of Use must be accepted.">
        I accept the Terms of Use
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the Terms of Use' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('The Terms of Use must be accepted.');
    expect(checkbox.closest('label')).toHaveAttribute('data-invalid', 'true');
  });

  it('shows no error while valid, even with a message set up front', () => {
    render(<Checkbox description="Required to open an account.">I accept</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept' });
    expect(checkbox).not.toHaveAttribute('aria-invalid');
    expect(checkbox).toHaveAccessibleDescription('Required to open an account.');
  });

  it('reports the indeterminate state as mixed', () => {
    render(<Checkbox isIndeterminate>Select all</Checkbox>);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    expect(checkbox.indeterminate).toBe(true);
    expect(checkbox.closest('label')).toHaveAttribute('data-indeterminate', 'true');
  });

  it('does not toggle when disabled', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox isDisabled onChange={onChange}>
        I accept
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept' });
    expect(checkbox).toBeDisabled();
    await userEvent.click(screen.getByText('I accept'));
    expect(checkbox).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its label and reports the checked values', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Notify me by" onChange={onChange}>
        <Checkbox value="email">Email</Checkbox>
        <Checkbox value="sms">SMS</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Notify me by' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(onChange).toHaveBeenLastCalledWith(['sms', 'email']);
  });

  it('ties a group error message to the group', () => {
    render(
      <CheckboxGroup label="Notify me by" errorMessage="Choose at least one channel.">
        <Checkbox value="email">Email</Checkbox>
      </CheckboxGroup>,
    );
    const group = screen.getByRole('group', { name: 'Notify me by' });
    expect(group).toHaveAccessibleDescription('Choose at least one channel.');
    expect(group).toHaveAttribute('data-invalid', 'true');
  });

  it('required but untouched is not invalid: no native required (react-aria #9809, issue 28 #4)', () => {
    render(
      <>
        <Checkbox isRequired>I confirm the details are correct</Checkbox>
        <CheckboxGroup label="Terms" isRequired>
          <Checkbox value="terms">I accept the terms</Checkbox>
        </CheckboxGroup>
      </>,
    );
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).not.toHaveAttribute('required');
      expect(box.matches(':invalid')).toBe(false);
      expect(box).not.toHaveAttribute('aria-invalid');
    }
  });
});
