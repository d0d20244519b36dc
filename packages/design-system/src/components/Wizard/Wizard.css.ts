import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';
import { focusRingStyle } from '../../styles/shared.css';

/* WizardStepper */

// The full list from tablet up; on mobile the compact 'Step 2 of 4: Label' line replaces it.
export const stepList = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space.sm,
  '@media': { [mediaQueries.tablet]: { display: 'flex' } },
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 0',
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    // The connector line to the next step.
    '&::after': {
      content: '""',
      flex: '1 1 auto',
      minWidth: vars.space.md,
      height: '2px',
      backgroundColor: vars.color.border,
    },
    '&:last-child': { flex: '0 1 auto' },
    '&:last-child::after': { display: 'none' },
  },
});

export const stepCurrent = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });
export const stepCompleted = style({
  color: vars.color.text,
  selectors: { '&::after': { backgroundColor: vars.color.primary } },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const markerCurrent = style({
  borderColor: vars.color.primary,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const markerCompleted = style({
  borderColor: vars.color.primary,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
});

export const stepLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const compact = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

export const compactCount = style({ fontWeight: vars.fontWeight.bold });

/* Wizard */

export const wizard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  outline: 'none',
  // Focus lands here on every step change; the ring shows when the user is on the keyboard.
  selectors: { '&:focus-visible': focusRingStyle },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const actionGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

// Keeps the primary action on the right even when there is no back action.
export const actionGroupEnd = style({ marginInlineStart: 'auto' });
