import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../tokens/sprinkles.css';
import { Inline } from './Inline';

describe('Inline', () => {
  it('is a wrapping row with centred items and the sm gap by default', () => {
    render(
      <Inline data-testid="inline">
        <span>One</span>
      </Inline>,
    );
    const inline = screen.getByTestId('inline');
    for (const name of [
      sprinkles({ display: 'flex' }),
      sprinkles({ flexDirection: 'row' }),
      sprinkles({ flexWrap: 'wrap' }),
      sprinkles({ gap: 'sm' }),
      sprinkles({ alignItems: 'center' }),
      sprinkles({ justifyContent: 'flex-start' }),
    ]) {
      expect(inline).toHaveClass(name);
    }
  });

  it('maps justify, align and wrap, per breakpoint', () => {
    render(
      <Inline
        data-testid="inline"
        justify={{ mobile: 'start', tablet: 'between' }}
        align="baseline"
        wrap={false}
      >
        <span>One</span>
      </Inline>,
    );
    const inline = screen.getByTestId('inline');
    for (const name of [
      ...sprinkles({ justifyContent: { mobile: 'flex-start', tablet: 'space-between' } }).split(
        ' ',
      ),
      sprinkles({ alignItems: 'baseline' }),
      sprinkles({ flexWrap: 'nowrap' }),
    ]) {
      expect(inline).toHaveClass(name);
    }
    expect(inline).not.toHaveClass(sprinkles({ flexWrap: 'wrap' }));
  });
});
