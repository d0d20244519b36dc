import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('renders the title as a heading at the requested level, with the description', () => {
    render(
      <EmptyState
        title="No transactions yet"
        headingLevel={2}
        description="Deposits will appear here."
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'No transactions yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Deposits will appear here.')).toBeInTheDocument();
  });

  it('defaults to a level 3 heading and hides the icon from assistive tech', () => {
    const { container } = render(<EmptyState title="Nothing here" icon="file" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders its action', async () => {
    const onPress = vi.fn();
    render(
      <EmptyState title="No beneficiaries">
        <Button onPress={onPress}>Add beneficiary</Button>
      </EmptyState>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add beneficiary' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
