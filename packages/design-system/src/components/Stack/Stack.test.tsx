import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../tokens/sprinkles.css';
import { Stack } from './Stack';

function classesOf(element: HTMLElement) {
  return element.className.split(' ');
}

describe('Stack', () => {
  it('is a vertical flex column with the default md gap', () => {
    render(
      <Stack data-testid="stack">
        <span>One</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(classesOf(stack)).toEqual(
      expect.arrayContaining([
        sprinkles({ display: 'flex' }),
        sprinkles({ flexDirection: 'column' }),
        sprinkles({ gap: 'md' }),
        sprinkles({ alignItems: 'stretch' }),
      ]),
    );
  });

  it('maps align and responsive gap to sprinkles per breakpoint', () => {
    render(
      <Stack
        data-testid="stack"
        align={{ mobile: 'start', desktop: 'center' }}
        gap={{ mobile: 'sm', desktop: 'lg' }}
      >
        <span>One</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    for (const name of [
      ...sprinkles({ alignItems: { mobile: 'flex-start', desktop: 'center' } }).split(' '),
      ...sprinkles({ gap: { mobile: 'sm', desktop: 'lg' } }).split(' '),
    ]) {
      expect(stack).toHaveClass(name);
    }
    expect(stack).not.toHaveClass(sprinkles({ gap: 'md' }));
  });

  it('renders as a list when asked', () => {
    render(
      <Stack as="ol" aria-label="Steps">
        <li>First</li>
        <li>Second</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('OL');
  });
});
