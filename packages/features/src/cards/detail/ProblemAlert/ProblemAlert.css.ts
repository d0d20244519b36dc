import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const region = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.md });

export const problem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.border}`,
  backgroundColor: vars.color.danger.background,
  color: vars.color.danger.text,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const icon = style({ flexShrink: 0, color: vars.color.danger.text });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });
