import { style } from '@vanilla-extract/css';
import { vars } from '@axia/design-system/theme';

// The wire deposit wizard's own styles (stories only: the screen is design-system components and kit's money
// styles).

/** A story's page: the app shell's main area, in the theme's colours. */
export const storyMain = style({
  padding: vars.space.lg,
  background: vars.color.page,
  color: vars.color.text,
  minHeight: '100vh',
});
