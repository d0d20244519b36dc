import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { id: 'fiat', label: 'Fiat' },
  { id: 'digital', label: 'Digital' },
  { id: 'all', label: 'All' },
];

describe('SegmentedControl', () => {
  it('is a radiogroup named by aria-label with the first option selected by default', () => {
    render(<SegmentedControl aria-label="Currency type" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Currency type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fiat' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Fiat' }).closest('label')).toHaveAttribute(
      'data-selected',
      'true',
    );
  });

  it('can be named by a visible label', () => {
    render(<SegmentedControl label="Show" options={options} defaultSelectedKey="all" />);
    expect(screen.getByRole('radiogroup', { name: 'Show' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('changes the selection with arrow keys and wraps around', async () => {
    const onSelectionChange = vi.fn();
    render(
      <SegmentedControl
        aria-label="Currency type"
        options={options}
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Fiat' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Digital' })).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith('digital');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  });

  it('is one Tab stop', async () => {
    render(
      <>
        <SegmentedControl aria-label="Currency type" options={options} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('follows a controlled selectedKey', async () => {
    function Controlled() {
      const [view, setView] = useState('transactions');
      return (
        <>
          <SegmentedControl
            aria-label="View"
            options={[
              { id: 'transactions', label: 'Transactions' },
              { id: 'rewards', label: 'Rewards' },
            ]}
            selectedKey={view}
            onSelectionChange={setView}
          />
          <output>{view}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByText('Rewards'));
    expect(screen.getByRole('radio', { name: 'Rewards' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('rewards');
  });

  it('skips a disabled option', async () => {
    render(
      <SegmentedControl
        aria-label="Currency type"
        options={[
          { id: 'fiat', label: 'Fiat' },
          { id: 'digital', label: 'Digital', isDisabled: true },
          { id: 'all', label: 'All' },
        ]}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Digital' })).toBeDisabled();
  });
});
