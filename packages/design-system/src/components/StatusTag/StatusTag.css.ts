import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const toneStyle = (tone: 'success' | 'danger' | 'warning' | 'neutral' | 'info') => ({
  // tone.text on tone.background is a pair designed to contrast in every theme.
  color: vars.color[tone].text,
  backgroundColor: vars.color[tone].background,
  borderColor: vars.color[tone].border,
});

export const statusTag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    border: '1px solid',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      success: toneStyle('success'),
      danger: toneStyle('danger'),
      warning: toneStyle('warning'),
      neutral: toneStyle('neutral'),
      info: toneStyle('info'),
    },
    size: {
      sm: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.xs },
      md: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
