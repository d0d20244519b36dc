import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

describe('Slider', () => {
  it('is a slider named by its label, stepping by the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Slider label="Volume" defaultValue={10} step={5} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveValue('10');
    await userEvent.tab();
    expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveValue('15');
    expect(onChange).toHaveBeenLastCalledWith(15);
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('shows and announces a fraction as a percentage', () => {
    render(
      <Slider
        label="Share"
        minValue={0}
        maxValue={1}
        step={0.01}
        value={0.37}
        formatOptions={{ style: 'percent' }}
      />,
    );
    expect(screen.getByRole('slider', { name: 'Share' })).toHaveAttribute('aria-valuetext', '37%');
    expect(screen.getByText('37%')).toBeInTheDocument();
  });

  it('follows a controlled value and ties its description', async () => {
    function Controlled() {
      const [value, setValue] = useState(0.5);
      return (
        <>
          <Slider
            label="Share"
            description="Of the total"
            minValue={0}
            maxValue={1}
            step={0.01}
            value={value}
            onChange={setValue}
          />
          <button type="button" onClick={() => setValue(0.8)}>
            Set
          </button>
        </>
      );
    }
    render(<Controlled />);
    const slider = screen.getByRole('slider', { name: 'Share' });
    expect(slider).toHaveAccessibleDescription('Of the total');
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(slider).toHaveValue('0.8');
  });

  it('does not move when disabled', () => {
    render(<Slider label="Volume" defaultValue={10} isDisabled />);
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeDisabled();
  });
});
