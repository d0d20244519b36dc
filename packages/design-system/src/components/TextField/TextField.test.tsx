import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label that reports typed text', async () => {
    const onChange = vi.fn();
    render(<TextField label="Full name" placeholder="As on your ID" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('placeholder', 'As on your ID');
    await userEvent.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('ties the description to the input', () => {
    render(<TextField label="Email" description="We send receipts here." type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We send receipts here.');
  });

  it('marks itself invalid and announces the caller’s error message', () => {
    render(
      <TextField
        label="Email"
        description="We send receipts here."
        errorMessage="Enter an email address like name@example.com."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We send receipts here. Enter an email address like name@example.com.',
    );
    expect(input.closest('[data-invalid]')).not.toBeNull();
  });

  it('is valid without an error message', () => {
    render(<TextField label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('passes native attributes through to the input', () => {
    render(
      <TextField
        label="Email"
        name="email"
        autoComplete="email"
        maxLength={80}
        isRequired
        defaultValue="ada@example.com"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('maxlength', '80');
    expect(input).toBeRequired();
    expect(input).toHaveValue('ada@example.com');
  });

  it('calls onBlur when focus leaves', async () => {
    const onBlur = vi.fn();
    render(<TextField label="Name" onBlur={onBlur} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('cannot be edited when disabled or read-only', async () => {
    render(
      <>
        <TextField label="Disabled" isDisabled defaultValue="a" />
        <TextField label="Read-only" isReadOnly defaultValue="b" />
      </>,
    );
    const disabled = screen.getByRole('textbox', { name: 'Disabled' });
    const readOnly = screen.getByRole('textbox', { name: 'Read-only' });
    expect(disabled).toBeDisabled();
    expect(readOnly).toHaveAttribute('readonly');
    await userEvent.type(readOnly, 'x');
    expect(readOnly).toHaveValue('b');
  });

  it('works controlled', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<TextField label="Name" value="Ada" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'm');
    expect(onChange).toHaveBeenCalledWith('Adam');
    expect(input).toHaveValue('Ada');
    rerender(<TextField label="Name" value="Grace" onChange={onChange} />);
    expect(input).toHaveValue('Grace');
  });
});
