import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visuallyHidden } from '../../styles/shared.css';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while applying the hidden style', () => {
    render(
      <a href="/terms">
        Terms <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Terms (opens in a new tab)' })).toBeInTheDocument();
    const hidden = screen.getByText('(opens in a new tab)');
    expect(hidden.tagName).toBe('SPAN');
    expect(hidden).toHaveClass(visuallyHidden);
  });

  it('renders a div when asked, with an id for aria-labelledby', () => {
    render(
      <section aria-labelledby="title">
        <VisuallyHidden as="div" id="title">
          Quick actions
        </VisuallyHidden>
      </section>,
    );
    expect(screen.getByText('Quick actions').tagName).toBe('DIV');
    expect(screen.getByRole('region', { name: 'Quick actions' })).toBeInTheDocument();
  });
});
