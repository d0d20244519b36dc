import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './MonthPicker';

const TODAY = '2025-06-15';

async function openGrid() {
  await userEvent.click(screen.getByRole('button', { name: /Statement month/ }));
  return screen.findByRole('dialog');
}

describe('MonthPicker', () => {
  it('names the trigger by its label and shows the chosen month in it', () => {
    render(<MonthPicker label="Statement month" today={TODAY} defaultValue="2025-03" />);
    expect(screen.getByRole('button', { name: 'Statement month March 2025' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the placeholder while empty', () => {
    render(<MonthPicker label="Statement month" today={TODAY} value={null} />);
    expect(
      screen.getByRole('button', { name: 'Statement month Select a month' }),
    ).toBeInTheDocument();
  });

  it('disables the months after the current one and the next year', async () => {
    render(<MonthPicker label="Statement month" today={TODAY} />);
    const dialog = await openGrid();
    expect(within(dialog).getByRole('heading')).toHaveTextContent('2025');
    expect(within(dialog).getByRole('row', { name: 'June 2025' })).not.toHaveAttribute(
      'aria-disabled',
    );
    for (const month of ['July 2025', 'December 2025']) {
      expect(within(dialog).getByRole('row', { name: month })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    expect(within(dialog).getByRole('button', { name: 'Next year' })).toBeDisabled();
  });

  it('ignores presses on an unavailable month', async () => {
    const onChange = vi.fn();
    render(<MonthPicker label="Statement month" today={TODAY} onChange={onChange} />);
    const dialog = await openGrid();
    await userEvent.click(within(dialog).getByRole('row', { name: 'August 2025' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('focuses the current month on opening and chooses a past month with the keyboard', async () => {
    const onChange = vi.fn();
    render(<MonthPicker label="Statement month" today={TODAY} onChange={onChange} name="month" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('row', { name: 'June 2025' })).toHaveFocus();
    // Right arrow stops at June: July onwards are unavailable.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('row', { name: 'June 2025' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('row', { name: 'April 2025' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2025-04');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Statement month April 2025' })).toBeInTheDocument();
    expect(document.querySelector('input[name="month"]')).toHaveValue('2025-04');
  });

  it('switches years with named buttons and respects minValue', async () => {
    const onChange = vi.fn();
    render(
      <MonthPicker label="Statement month" today={TODAY} minValue="2024-03" onChange={onChange} />,
    );
    const dialog = await openGrid();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous year' }));
    expect(within(dialog).getByRole('heading')).toHaveTextContent('2024');
    expect(within(dialog).getByRole('button', { name: 'Previous year' })).toBeDisabled();
    expect(within(dialog).getByRole('row', { name: 'February 2024' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('row', { name: 'November 2024' }));
    expect(onChange).toHaveBeenCalledWith('2024-11');
  });

  it('opens on the year of the chosen month with it selected', async () => {
    render(<MonthPicker label="Statement month" today={TODAY} value="2023-09" />);
    const dialog = await openGrid();
    expect(within(dialog).getByRole('heading')).toHaveTextContent('2023');
    const september = within(dialog).getByRole('row', { name: 'September 2023' });
    expect(september).toHaveAttribute('aria-selected', 'true');
    expect(september).toHaveFocus();
  });

  it('keeps a controlled value until the caller changes it', async () => {
    const onChange = vi.fn();
    render(
      <MonthPicker label="Statement month" today={TODAY} value="2025-01" onChange={onChange} />,
    );
    const dialog = await openGrid();
    await userEvent.click(within(dialog).getByRole('row', { name: 'February 2025' }));
    expect(onChange).toHaveBeenCalledWith('2025-02');
    expect(
      screen.getByRole('button', { name: 'Statement month January 2025' }),
    ).toBeInTheDocument();
  });

  it('ties description and error message to the trigger', () => {
    render(
      <MonthPicker
        label="Statement month"
        today={TODAY}
        description="Statements are ready on the 1st."
        errorMessage="Choose a month."
      />,
    );
    const trigger = screen.getByRole('button', { name: /Statement month/ });
    expect(trigger).toHaveAccessibleDescription('Statements are ready on the 1st. Choose a month.');
    expect(trigger).toHaveAttribute('data-invalid', 'true');
  });

  it('does not open when disabled', async () => {
    render(<MonthPicker label="Statement month" today={TODAY} isDisabled />);
    const trigger = screen.getByRole('button', { name: /Statement month/ });
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
