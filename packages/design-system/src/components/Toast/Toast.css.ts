import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { overlay as modalOverlay } from '../Dialog/Dialog.css';
import { vars } from '../../tokens/contract.css';
import { mediaQueries } from '../../tokens/scale';

const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' } });

/** Fixed strip at the bottom of the viewport; it lets clicks through except on the toast itself. */
export const viewport = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.lg,
  zIndex: 200,
  display: 'flex',
  justifyContent: 'center',
  padding: `0 ${vars.space.md}`,
  pointerEvents: 'none',
});

// While a modal dialog is open the toast goes to the top: at the bottom it covered the dialog's footer (Close,
// Confirm).
globalStyle(`:root:has(${modalOverlay}) ${viewport}`, { top: vars.space.lg, bottom: 'auto' });

/**
 * The card. It stays in the DOM while empty (its live regions must exist before a message arrives, or
 * screen readers miss it) and only takes a visual shape while it holds a toast.
 */
export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  width: 'min(480px, 100%)',
  selectors: {
    '&[data-tone]': {
      pointerEvents: 'auto',
      padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderLeftWidth: '6px',
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
      animation: `${riseIn} ${vars.duration.normal} ease-out`,
    },
  },
  '@media': {
    [mediaQueries.reducedMotion]: { selectors: { '&[data-tone]': { animation: 'none' } } },
  },
});

export const toneBorder = styleVariants({
  info: { selectors: { '&[data-tone]': { borderLeftColor: vars.color.info.border } } },
  success: { selectors: { '&[data-tone]': { borderLeftColor: vars.color.success.border } } },
  warning: { selectors: { '&[data-tone]': { borderLeftColor: vars.color.warning.border } } },
  error: { selectors: { '&[data-tone]': { borderLeftColor: vars.color.danger.border } } },
});

export const live = style({
  flex: '1 1 auto',
  minWidth: 0,
  selectors: { '&:empty': { display: 'contents' } },
});

export const content = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  // Vertically centre the first line with the 32 px dismiss button.
  paddingTop: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
});

export const icon = styleVariants({
  info: { flexShrink: 0, color: vars.color.info.text },
  success: { flexShrink: 0, color: vars.color.success.text },
  warning: { flexShrink: 0, color: vars.color.warning.text },
  error: { flexShrink: 0, color: vars.color.danger.text },
});

export const text = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const toneLabel = styleVariants({
  info: { fontWeight: vars.fontWeight.bold, color: vars.color.info.text },
  success: { fontWeight: vars.fontWeight.bold, color: vars.color.success.text },
  warning: { fontWeight: vars.fontWeight.bold, color: vars.color.warning.text },
  error: { fontWeight: vars.fontWeight.bold, color: vars.color.danger.text },
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
