import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** Wide enough for '+1 United States'; wraps above the number on narrow screens. */
export const countryCode = style({
  flex: '1 1 13rem',
  maxWidth: '16rem',
  minWidth: 0,
});

export const number = style({
  flex: '999 1 10rem',
  minWidth: 0,
  display: 'flex',
});
