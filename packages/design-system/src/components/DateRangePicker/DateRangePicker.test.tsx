import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker';
import { segment, segments } from '../DatePicker/segments.test-support';

describe('DateRangePicker', () => {
  it('types both ends and reports the range as ISO strings', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Statement period"
        onChange={onChange}
        startName="from"
        endName="to"
      />,
    );
    expect(segments()).toHaveLength(6);
    await userEvent.click(segment(0));
    await userEvent.keyboard('01012024');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('01312024');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2024-01-01', end: '2024-01-31' });
    expect(document.querySelector('input[name="from"]')).toHaveValue('2024-01-01');
    expect(document.querySelector('input[name="to"]')).toHaveValue('2024-01-31');
  });

  it('shows a controlled range and treats null as empty', () => {
    const { rerender } = render(
      <DateRangePicker
        label="Statement period"
        value={{ start: '2024-02-01', end: '2024-02-29' }}
      />,
    );
    expect(segment(1)).toHaveTextContent('1');
    expect(segment(4)).toHaveTextContent('29');
    rerender(<DateRangePicker label="Statement period" value={null} />);
    expect(segment(4)).toHaveAttribute('aria-valuetext', 'Empty');
  });

  it('picks a range in the calendar with two presses', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Statement period"
        defaultValue={{ start: '2024-03-04', end: '2024-03-08' }}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Choose dates/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('heading')).toHaveTextContent('April 2024');
    await userEvent.click(within(dialog).getByRole('button', { name: /April 10, 2024/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /April 12, 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2024-04-10', end: '2024-04-12' });
  });

  it("ties the caller's error message to the inputs", () => {
    render(
      <DateRangePicker
        label="Statement period"
        defaultValue={{ start: '2024-03-04', end: '2024-03-08' }}
        errorMessage="Choose a period of at most one year."
      />,
    );
    const message = screen.getByText('Choose a period of at most one year.');
    for (const segment of segments()) {
      expect(segment.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
      expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('flags a range before minValue', () => {
    render(
      <DateRangePicker
        label="Statement period"
        minValue="2024-01-01"
        defaultValue={{ start: '2023-12-01', end: '2024-01-08' }}
      />,
    );
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid', 'true');
  });

  it('is inert when disabled', () => {
    render(<DateRangePicker label="Statement period" isDisabled />);
    expect(screen.getByRole('button', { name: /Choose dates/ })).toBeDisabled();
    for (const segment of segments()) expect(segment).toHaveAttribute('aria-disabled', 'true');
  });
});
