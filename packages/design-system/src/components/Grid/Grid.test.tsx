import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../tokens/sprinkles.css';
import { Grid } from './Grid';

describe('Grid', () => {
  it('defaults to one column with the md gap', () => {
    render(
      <Grid data-testid="grid">
        <div>Cell</div>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveClass(sprinkles({ display: 'grid' }));
    expect(grid).toHaveClass(sprinkles({ gridTemplateColumns: '1' }));
    expect(grid).toHaveClass(sprinkles({ gap: 'md' }));
  });

  it('sets a column count per breakpoint', () => {
    render(
      <Grid data-testid="grid" columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
        <div>Cell</div>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    const expected = sprinkles({ gridTemplateColumns: { mobile: '1', tablet: '2', desktop: '4' } });
    expect(expected.split(' ')).toHaveLength(3);
    for (const name of expected.split(' ')) expect(grid).toHaveClass(name);
  });
});
