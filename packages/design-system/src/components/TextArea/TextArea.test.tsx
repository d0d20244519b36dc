import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Message" rows={6} onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '6');
    await userEvent.type(textarea, 'Hi{Enter}there');
    expect(onChange).toHaveBeenLastCalledWith('Hi\nthere');
  });

  it('shows a live character count tied to the textarea and stops at the limit', async () => {
    render(<TextArea label="Reference" description="Shown to the payee." maxLength={10} />);
    const textarea = screen.getByRole('textbox', { name: 'Reference' });
    expect(screen.getByText('0/10')).toBeInTheDocument();
    expect(textarea).toHaveAttribute('maxlength', '10');
    await userEvent.type(textarea, 'Rent March');
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('Shown to the payee. 10/10');
    await userEvent.type(textarea, 'X');
    expect(textarea).toHaveValue('Rent March');
  });

  it('announces the count politely once typing pauses, not on load', async () => {
    const { container } = render(
      <TextArea label="Reference" maxLength={200} defaultValue="Hello" />,
    );
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reference' }), '!');
    await waitFor(() => expect(live).toHaveTextContent('6 of 200 characters'));
  });

  it('counts a controlled value', () => {
    render(<TextArea label="Note" maxLength={200} value="twelve chars" onChange={() => {}} />);
    expect(screen.getByText('12/200')).toBeInTheDocument();
  });

  it('has no count without maxLength', () => {
    const { container } = render(<TextArea label="Note" />);
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-describedby');
  });

  it('marks itself invalid with the caller’s message', () => {
    render(<TextArea label="Reason" errorMessage="Tell us why you are closing the account." />);
    const textarea = screen.getByRole('textbox', { name: 'Reason' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Tell us why you are closing the account.');
  });
});
