import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTag } from './StatusTag';

describe('StatusTag', () => {
  it('shows its text and exposes the tone as data-tone', () => {
    render(<StatusTag tone="danger">Action Required</StatusTag>);
    const tag = screen.getByText('Action Required').parentElement;
    expect(tag).toHaveAttribute('data-tone', 'danger');
  });

  it('renders the icon hidden from assistive tech, so only the text is read', () => {
    const { container } = render(
      <StatusTag tone="success" icon="success">
        Verified
      </StatusTag>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe('Verified');
  });

  it('renders no icon unless asked', () => {
    const { container } = render(<StatusTag>Pending</StatusTag>);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('uses a different class per tone', () => {
    render(
      <>
        <StatusTag tone="success">One</StatusTag>
        <StatusTag tone="warning">Two</StatusTag>
      </>,
    );
    expect(screen.getByText('One').parentElement?.className).not.toBe(
      screen.getByText('Two').parentElement?.className,
    );
  });
});
