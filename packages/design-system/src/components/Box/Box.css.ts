import { globalStyle, style } from '@vanilla-extract/css';

// Lists rendered by Box lose the browser's bullets and indent. `:where` keeps the reset at zero specificity
// so padding and margin sprinkles always win over it.
export const listReset = style({});
globalStyle(`:where(.${listReset})`, { listStyle: 'none', margin: 0, padding: 0 });
