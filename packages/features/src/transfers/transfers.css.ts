import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// The transfer screens' own layout (the landing, the between-accounts and member wizards, the shared parts);
// everything else is design-system components and kit/money's detail styles.

export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** The landing's wizards: one tile each, in a column. */
export const kinds = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** An error in place (no target account, not enough balance). */
export const error = style({
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

/** The two linked amount fields side by side, stacked on narrow screens. */
export const amounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** The recipient list (member transfers). */
export const recipients = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const recipient = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const recipientChoice = style({ flex: '1 1 16rem', minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  alignItems: 'center',
});

/** Stories: a page-wide main like the app's shell. */
export const storyMain = style({ maxWidth: '48rem', padding: vars.space.lg });
