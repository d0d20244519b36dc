import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const section = style({});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const printed = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// While a print is on, only the statement is printed (black on white, whatever the theme).
globalStyle('body:has([data-card-printing]) *', {
  '@media': { print: { visibility: 'hidden' } },
});
globalStyle('[data-card-printing], [data-card-printing] *', {
  '@media': { print: { visibility: 'visible', color: '#000', background: '#fff' } },
});
globalStyle('[data-card-printing]', {
  '@media': { print: { position: 'absolute', inset: '0 auto auto 0', width: '100%' } },
});
