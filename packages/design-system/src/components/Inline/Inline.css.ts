// Inline is built entirely from sprinkles (see Box); this file keeps the folder convention and holds
// story-only styles.
import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** A visible sample child for stories. */
export const sample = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
