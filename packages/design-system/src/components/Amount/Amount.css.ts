import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const amount = recipe({
  base: {
    fontFamily: vars.font.body,
    // Tabular numerals keep digits aligned in columns and lists.
    fontVariantNumeric: 'tabular-nums',
    // An amount never breaks between the sign, the digits and the currency code.
    whiteSpace: 'nowrap',
    color: 'inherit',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium },
      xl: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
    },
    // Tone text colours are designed to contrast on surface and page backgrounds.
    tone: {
      inherit: {},
      credit: { color: vars.color.success.text },
      debit: { color: vars.color.danger.text },
    },
  },
  defaultVariants: { size: 'md', tone: 'inherit' },
});
