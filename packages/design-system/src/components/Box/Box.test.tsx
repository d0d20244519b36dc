import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../tokens/sprinkles.css';
import { Box } from './Box';
import { mapResponsive } from '../../utils/responsive';

describe('Box', () => {
  it('renders the requested element with its DOM attributes and ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Box as="section" aria-label="Summary" ref={ref} id="summary">
        Content
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('id', 'summary');
    expect(ref.current).toBe(region);
  });

  it('turns sprinkle props into classes instead of DOM attributes', () => {
    render(
      <Box padding="md" color="text" background="surface" display="flex">
        Content
      </Box>,
    );
    const box = screen.getByText('Content');
    for (const name of sprinkles({
      padding: 'md',
      color: 'text',
      background: 'surface',
      display: 'flex',
    }).split(' ')) {
      expect(box).toHaveClass(name);
    }
    expect(box).not.toHaveAttribute('color');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('display');
  });

  it('adds one class per breakpoint for responsive values', () => {
    render(<Box gap={{ mobile: 'sm', desktop: 'lg' }}>Content</Box>);
    const box = screen.getByText('Content');
    const mobileOnly = sprinkles({ gap: 'sm' });
    const responsive = sprinkles({ gap: { mobile: 'sm', desktop: 'lg' } }).split(' ');
    expect(responsive).toHaveLength(2);
    expect(responsive).toContain(mobileOnly);
    for (const name of responsive) expect(box).toHaveClass(name);
  });

  it('keeps list semantics when rendered as a list', () => {
    render(
      <Box as="ul" aria-label="Payees">
        <Box as="li">Ada</Box>
        <Box as="li">Grace</Box>
      </Box>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Payees' }).className).not.toBe('');
  });
});

describe('mapResponsive', () => {
  it('maps single values and per-breakpoint values', () => {
    const double = (value: number) => value * 2;
    expect(mapResponsive(2, double)).toBe(4);
    expect(mapResponsive({ mobile: 1, desktop: 3 }, double)).toEqual({ mobile: 2, desktop: 6 });
    expect(mapResponsive(undefined, double)).toBeUndefined();
  });
});
