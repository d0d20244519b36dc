import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@axia/design-system/theme';

// The money pieces' own styles (the declaration, the wire instructions, rich text); everything else is
// design-system components. The accounts feature's pending dialogs lay out their details with the same ones.

/** Label/value pairs: stacked on phones, two columns from tablets. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      columnGap: vars.space.lg,
      rowGap: vars.space.sm,
      alignItems: 'center',
    },
  },
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const definition = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Account numbers, references, addresses: digits that must be read exactly. */
export const code = style({
  fontFamily: vars.font.mono,
});

/** A part of a dialog or step with its own small heading. */
export const groupHeading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  margin: 0,
});

export const muted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
});

/** An error in place (the wire instructions that could not be read). */
export const errorMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger.text,
  fontWeight: vars.fontWeight.medium,
});

/** The source-of-funds declaration: a fieldset without the browser's frame. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const signature = style({
  fontStyle: 'italic',
  fontWeight: vars.fontWeight.medium,
});

/** Rich text from the bank (sanitised): readable spacing for its paragraphs and lists. */
export const richText = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
globalStyle(`${richText} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${richText} p, ${richText} ul, ${richText} ol`, { margin: 0 });
globalStyle(`${richText} ul, ${richText} ol`, { paddingInlineStart: vars.space.lg });
globalStyle(`${richText} ul`, { listStyle: 'disc' });
globalStyle(`${richText} ol`, { listStyle: 'decimal' });
globalStyle(`${richText} li + li`, { marginTop: vars.space.xxs });
globalStyle(`${richText} a`, { color: vars.color.link, textDecoration: 'underline' });
