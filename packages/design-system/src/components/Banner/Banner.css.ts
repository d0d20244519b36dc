import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: '1px solid',
  borderRadius: vars.radius.md,
  minWidth: 0,
});

// Each tone keeps its own text colour on its own background: the pair designed to contrast.
export const tone = styleVariants({
  info: {
    backgroundColor: vars.color.info.background,
    borderColor: vars.color.info.border,
    color: vars.color.info.text,
  },
  warning: {
    backgroundColor: vars.color.warning.background,
    borderColor: vars.color.warning.border,
    color: vars.color.warning.text,
  },
  success: {
    backgroundColor: vars.color.success.background,
    borderColor: vars.color.success.border,
    color: vars.color.success.text,
  },
  danger: {
    backgroundColor: vars.color.danger.background,
    borderColor: vars.color.danger.border,
    color: vars.color.danger.text,
  },
});

export const icon = style({ flexShrink: 0, marginTop: '2px' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const header = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

// Pulls the 44 px close button into the padding so it lines up with the header.
export const dismiss = style({
  flexShrink: 0,
  marginTop: `calc(-1 * ${vars.space.sm})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
});
