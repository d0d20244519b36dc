import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

export const page = style({ display: 'grid', gap: vars.space.xl });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xl,
});

export const image = style({
  width: 200,
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  alignItems: 'center',
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const definition = style({ margin: 0 });

export const section = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });

export const vouchers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const voucher = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const secret = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.mono,
  wordBreak: 'break-all',
});

/** §3 info texts: plain text, their line breaks kept. */
export const text = style({ margin: 0, whiteSpace: 'pre-line' });

export const note = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
