import { act, render, screen } from '@testing-library/react';
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
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('says it is busy once, politely, and nothing when pending ends, so the outcome is heard (issue 28 #6)', async () => {
    function Save({ isPending }: { isPending: boolean }) {
      return (
        <form>
          <input aria-label="Name" />
          <Button type="submit" isPending={isPending}>
            Save
          </Button>
        </form>
      );
    }
    const { rerender } = render(<Save isPending={false} />);
    const button = screen.getByRole('button', { name: 'Save' });
    act(() => button.focus());
    const spoken = () =>
      Array.from(
        document.querySelectorAll('[aria-live]:not([aria-hidden="true"])'),
        (region) => region.textContent,
      ).join('|');
    rerender(<Save isPending />);
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Its name stays "Save"; the busy state is said once in a polite live region.
    expect(button).toHaveAccessibleName('Save');
    const status = Array.from(document.querySelectorAll('[aria-live="polite"]'));
    expect(status.map((region) => region.textContent).join('|')).toContain('Save, busy');
    // Not react-aria's assertive announcement labelled by the button (which said just "Save").
    expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull();
    const before = spoken();
    rerender(<Save isPending={false} />);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull();
    // Nothing new is said when it stops: the outcome's own message comes next.
    expect(spoken()).not.toContain('Save, busy');
    expect(spoken().length).toBeLessThan(before.length);
  });

  it('a pending submit button does not submit its form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" isPending>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
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

  it('soft-disabled: stays in the tab order, says it is unavailable and why, and ignores presses (issue 28)', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" isSoftDisabled aria-describedby="why" onPress={onPress}>
          Next
        </Button>
        <span id="why">Complete this step to continue</span>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Complete this step to continue');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
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
