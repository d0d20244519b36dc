import { style } from '@vanilla-extract/css';
import { secondaryLink } from '../../kit/linkButton.css';
import { vars } from '@axia/design-system/theme';

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export { primaryLink as actionLink, secondaryLink } from '../../kit/linkButton.css';

/** A request's Edit link, the size of its small Details button beside it (32 px high, small text). */
export const smallSecondaryLink = style([
  secondaryLink,
  {
    minHeight: '32px',
    padding: `${vars.space.xs} ${vars.space.md}`,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
  },
]);

export const requests = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const request = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const requestHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const requestTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const files = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const fileName = style({ overflowWrap: 'anywhere', flex: '1 1 auto' });

export const form = style({ maxWidth: 640 });
