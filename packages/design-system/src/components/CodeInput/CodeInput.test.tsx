import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, digitsOf } from './CodeInput';

function setup(props: Partial<Parameters<typeof CodeInput>[0]> = {}) {
  const onChange = vi.fn();
  const onComplete = vi.fn();
  const { container } = render(
    <CodeInput label="Verification code" onChange={onChange} onComplete={onComplete} {...props} />,
  );
  const input = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
  const boxes = () =>
    Array.from(container.querySelectorAll('[aria-hidden="true"] > span')).map(
      (box) => box.textContent,
    );
  return { input, onChange, onComplete, boxes, container };
}

describe('digitsOf', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56', '123456'],
    ['Your code: 987 654.', '987654'],
    ['abc', ''],
  ])('digitsOf(%j) → %j', (text, expected) => {
    expect(digitsOf(text)).toBe(expected);
  });
});

describe('CodeInput', () => {
  it('is one labelled input with the one-time-code hints', () => {
    const { input, container } = setup();
    expect(container.querySelectorAll('input')).toHaveLength(1);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('pattern', '[0-9]*');
    expect(input).toHaveAttribute('maxlength', '6');
  });

  it('draws presentational boxes, hidden from assistive tech', () => {
    const { boxes, container } = setup({ length: 4 });
    expect(boxes()).toEqual(['', '', '', '']);
    expect(container.querySelector('[aria-hidden="true"]')).toContainElement(
      container.querySelector('[data-active]') as HTMLElement,
    );
  });

  it('fills the next box with each digit and ignores anything else', async () => {
    const { input, onChange, boxes } = setup();
    await userEvent.type(input, '1a2 -3');
    expect(input).toHaveValue('123');
    expect(boxes()).toEqual(['1', '2', '3', '', '', '']);
    expect(onChange.mock.calls.map(([code]) => code)).toEqual(['1', '12', '123']);
  });

  it('calls onComplete once all digits are present, and not beyond', async () => {
    const { input, onComplete } = setup();
    await userEvent.type(input, '12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '67');
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(input).toHaveValue('123456');
  });

  it.each(['123456', '123 456', '12-34-56'])(
    'fills every box from the pasted %j',
    async (pasted) => {
      const { input, onChange, onComplete, boxes } = setup();
      await userEvent.click(input);
      await userEvent.paste(pasted);
      expect(input).toHaveValue('123456');
      expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(onChange).toHaveBeenLastCalledWith('123456');
      expect(onComplete).toHaveBeenCalledWith('123456');
    },
  );

  it('replaces a partial code with a pasted full one', async () => {
    const { input } = setup({ defaultValue: '99' });
    await userEvent.click(input);
    await userEvent.paste('123456');
    expect(input).toHaveValue('123456');
  });

  it('removes the last digit on Backspace, even after a click moved the caret', async () => {
    const { input, onChange, boxes } = setup({ defaultValue: '1234' });
    await userEvent.click(input);
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('123');
    expect(boxes()).toEqual(['1', '2', '3', '', '', '']);
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('accepts autofilled text with separators', () => {
    const { input, onComplete } = setup();
    // Autofill sets the whole value at once, bypassing maxLength, then fires input.
    fireEvent.change(input, { target: { value: '123 456' } });
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('ties the caller’s error message to the input', () => {
    const { input } = setup({
      description: 'We sent it to •••• 1234.',
      errorMessage: 'Please enter the complete verification code.',
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We sent it to •••• 1234. Please enter the complete verification code.',
    );
  });

  it('supports another length, autoFocus and disabled', () => {
    const { input, boxes } = setup({ length: 4, autoFocus: true });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('maxlength', '4');
    expect(boxes()).toHaveLength(4);
    render(<CodeInput label="Disabled code" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Disabled code' })).toBeDisabled();
  });
});
