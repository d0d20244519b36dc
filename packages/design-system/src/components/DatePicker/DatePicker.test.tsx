import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';
import { segment, segments } from './segments.test-support';

describe('DatePicker', () => {
  it('types a date segment by segment and reports it as an ISO string', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Date of Incorporation" onChange={onChange} name="incorporatedOn" />);
    const [month, day, year] = [segment(0), segment(1), segment(2)];
    expect(month).toHaveAccessibleName(/month.*Date of Incorporation/i);
    await userEvent.click(month);
    await userEvent.keyboard('03152024');
    expect(day).toHaveTextContent('15');
    expect(year).toHaveTextContent('2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15');
    expect(document.querySelector('input[name="incorporatedOn"]')).toHaveValue('2024-03-15');
  });

  it('shows a controlled value and follows changes from the caller', () => {
    const { rerender } = render(<DatePicker label="Birth date" value="1990-07-04" />);
    const [month, day, year] = [segment(0), segment(1), segment(2)];
    expect(month).toHaveTextContent('7');
    expect(day).toHaveTextContent('4');
    expect(year).toHaveTextContent('1990');
    rerender(<DatePicker label="Birth date" value="2001-12-25" />);
    expect(segment(0)).toHaveTextContent('12');
    expect(segment(2)).toHaveTextContent('2001');
  });

  it('reports an empty string once the date is cleared', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Birth date" defaultValue="1990-07-04" onChange={onChange} />);
    for (const segment of segments()) {
      await userEvent.click(segment);
      await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    }
    // A partly cleared date is not reported; the empty value is, once every segment is cleared.
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('treats an empty string or null as no date', () => {
    const { rerender } = render(<DatePicker label="Birth date" value="" />);
    expect(segment(0)).toHaveAttribute('aria-valuetext', 'Empty');
    rerender(<DatePicker label="Birth date" value={null} />);
    expect(segment(0)).toHaveAttribute('aria-valuetext', 'Empty');
  });

  it("ties the caller's error message to the segments and marks the field invalid", () => {
    render(
      <DatePicker
        label="Date of Incorporation"
        value="2999-01-01"
        errorMessage="Date of Incorporation must be before current date."
      />,
    );
    const message = screen.getByText('Date of Incorporation must be before current date.');
    const describedBy = segment(0).getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(message.id);
    expect(segment(0)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid', 'true');
  });

  it('flags a date after maxValue without a caller message', async () => {
    render(<DatePicker label="Date of Incorporation" maxValue="2024-06-30" />);
    const group = screen.getByRole('group');
    expect(group).not.toHaveAttribute('data-invalid');
    await userEvent.click(segment(0));
    await userEvent.keyboard('07012024');
    expect(group).toHaveAttribute('data-invalid', 'true');
    expect(segment(0)).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens a calendar from a named button, navigates months and picks a day', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        label="Date of Incorporation"
        defaultValue="2024-03-15"
        maxValue="2024-03-20"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Next month' });
    expect(next).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    expect(within(dialog).getByRole('heading')).toHaveTextContent('February 2024');
    await userEvent.click(within(dialog).getByRole('button', { name: /February 10, 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith('2024-02-10');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables days after maxValue in the calendar', async () => {
    render(
      <DatePicker label="Date of Incorporation" defaultValue="2024-03-15" maxValue="2024-03-20" />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    const dialog = await screen.findByRole('dialog');
    const late = within(dialog).getByText('21');
    expect(late).toHaveAttribute('data-disabled', 'true');
    expect(late).toHaveAttribute('aria-disabled', 'true');
  });

  it('does not accept input when disabled', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Date of Incorporation" isDisabled onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Choose date/ })).toBeDisabled();
    expect(segment(0)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(segment(0));
    await userEvent.keyboard('03');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks the segments required', () => {
    render(<DatePicker label="Date of Incorporation" isRequired />);
    expect(segment(0)).toHaveAttribute('aria-required', 'true');
  });
});
