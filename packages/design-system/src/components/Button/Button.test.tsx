import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its label and calls onPress by mouse and keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('announces a pending state with aria-busy and ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Submitting
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not react when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('stays focusable and pressable when greyed with aria-disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button aria-disabled="true" onPress={onPress}>
        Order Card
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Order Card' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('applies a different class per variant', () => {
    render(
      <>
        <Button variant="primary">One</Button>
        <Button variant="danger">Two</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'One' }).className).not.toBe(
      screen.getByRole('button', { name: 'Two' }).className,
    );
  });
});
