import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../styles/shared.css';
import { vars } from '../../tokens/contract.css';

/** Scrolls the table sideways on narrow screens instead of squeezing columns. */
export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

/** A visible caption: the table's title, at the top of its frame. */
export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** A caption for assistive technology only. */
export const captionHidden = style([visuallyHidden]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

const insetFocus = {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
} as const;

const alignVariants = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  // Numbers and amounts align on the end and never wrap.
  end: { textAlign: 'end', whiteSpace: 'nowrap' },
} as const;

export const column = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${vars.color.borderStrong}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': insetFocus,
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting][data-hovered]': { backgroundColor: vars.color.secondaryHover },
    },
  },
  variants: { align: alignVariants },
  defaultVariants: { align: 'start' },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.touchTarget.min,
});

export const sortIcon = style({ flexShrink: 0 });
export const sortIconIdle = style({ flexShrink: 0, opacity: 0.6 });

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-focus-visible]': insetFocus,
  },
});

export const cell = recipe({
  base: {
    padding: `${vars.space.md} ${vars.space.md}`,
    minWidth: '7rem',
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
    outline: 'none',
    selectors: { '&[data-focus-visible]': insetFocus },
  },
  variants: {
    align: alignVariants,
    isRowHeader: {
      true: { fontWeight: vars.fontWeight.medium },
      false: {},
    },
  },
  defaultVariants: { align: 'start', isRowHeader: false },
});

export const emptyCell = style({
  padding: vars.space.md,
  color: vars.color.text,
});
