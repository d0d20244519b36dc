import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// The detail screen's own layout; everything else is design-system components. The label/value rows, notes and
// headings are the staking screens' (../stakings.css), so the list, the detail and every dialog look alike.
export { code, detail, details, note, sectionHeading, term, value } from '../stakings.css';

/** The summary's label/value pairs: one column on phones, two pairs a row from tablet up. */
export const summary = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const pair = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const error = style({
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const detailSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const detailHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const storyMain = style({
  padding: vars.space.lg,
  maxWidth: '72rem',
  margin: '0 auto',
});
