import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './Card';
import { Tile } from './Tile';

describe('Card', () => {
  it('renders its title as a heading at the requested level', () => {
    render(
      <Card title="Recent activity" headingLevel={3}>
        Body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Recent activity' })).toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });

  it('is a region named by its title only when rendered as a section', () => {
    const { rerender } = render(<Card title="Balances">Body</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(
      <Card title="Balances" as="section">
        Body
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Balances' })).toBeInTheDocument();
  });
});

describe('Tile', () => {
  it('is a real link when given href', async () => {
    const onPress = vi.fn();
    render(
      <Tile href="/accounts/1" title="Main account" description="AX-1001" onPress={onPress} />,
    );
    const link = screen.getByRole('link', { name: 'Main account AX-1001' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/accounts/1');
    // Keep jsdom from navigating; the press still runs.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('is a real button when given onPress, activated by mouse, Enter and Space', async () => {
    const onPress = vi.fn();
    render(<Tile onPress={onPress} title="Deposit" description="From a bank account" />);
    const button = screen.getByRole('button', { name: 'Deposit From a bank account' });
    expect(button.tagName).toBe('BUTTON');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('is reachable by Tab and shows a keyboard focus state', async () => {
    render(<Tile onPress={() => {}} title="Withdraw" />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    render(<Tile onPress={onPress} title="Stake" isDisabled />);
    const button = screen.getByRole('button', { name: 'Stake' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('marks a disabled link aria-disabled', () => {
    render(<Tile href="/cards" title="Cards" isDisabled />);
    const link = screen.getByRole('link', { name: 'Cards' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it('flags a dimmed tile with data-dimmed but keeps it usable', async () => {
    const onPress = vi.fn();
    render(<Tile onPress={onPress} title="Closed account" isDimmed />);
    const button = screen.getByRole('button', { name: 'Closed account' });
    expect(button).toHaveAttribute('data-dimmed');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });
});
