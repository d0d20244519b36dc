import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount } from './Amount';

describe('Amount', () => {
  it('renders the formatted amount with an ASCII minus when not signed', () => {
    render(<Amount value="-1234.567" currency="USD" decimals={2} />);
    const amount = screen.getByText('-$1,234.56');
    expect(amount).toHaveAttribute('data-sign', 'negative');
  });

  it.each([
    ['10', '+$10.00', 'positive', 'Deposit +$10.00'],
    ['-5', '\u2212$5.00', 'negative', 'Withdrawal \u2212$5.00'],
    ['0', '$0.00', 'zero', '$0.00'],
  ])('signed %s shows %s with sign %s and reads %j', (value, visible, sign, spoken) => {
    const { container } = render(
      <Amount
        value={value}
        currency="USD"
        decimals={2}
        signed
        creditLabel="Deposit"
        debitLabel="Withdrawal"
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-sign', sign);
    expect(root.textContent).toBe(spoken);
    expect(root.textContent?.endsWith(visible)).toBe(true);
  });

  it('gives credits and debits different tone classes, and none to unsigned amounts', () => {
    const { container } = render(
      <>
        <Amount value="10" currency="EUR" decimals={2} signed />
        <Amount value="-10" currency="EUR" decimals={2} signed />
        <Amount value="10" currency="EUR" decimals={2} />
      </>,
    );
    const [credit, debit, plain] = Array.from(container.children);
    expect(credit?.className).not.toBe(debit?.className);
    expect(plain?.className).not.toBe(credit?.className);
    expect(plain?.className).not.toBe(debit?.className);
  });

  it('ignores the credit/debit words when not signed', () => {
    render(<Amount value="10" currency="AXC" decimals={5} creditLabel="Deposit" />);
    expect(screen.queryByText(/Deposit/)).not.toBeInTheDocument();
    expect(screen.getByText('10.00000 AXC')).toBeInTheDocument();
  });

  it('throws on invalid input instead of showing a wrong amount', () => {
    expect(() => render(<Amount value="1e3" currency="USD" decimals={2} />)).toThrow(TypeError);
  });
});
