import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// The pending sections' own styles; everything else is design-system components. Their dialogs lay out details
// like the money pieces they show (kit/money: the declaration, the wire instructions).

export {
  code,
  definition,
  details,
  errorMessage,
  groupHeading,
  muted,
  term,
} from '../../kit/money/money.css';

/** The component's wrapper: no box of its own, so its sections are items of the page's stack (its gap). */
export const root = style({ display: 'contents' });

/** A section heading with its badge beside it. */
export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** One dt/dd pair, grouped for the markup, laid out by the list's grid. */
export const detailRow = style({ display: 'contents' });
