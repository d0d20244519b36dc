export { Inline, type InlineProps, type InlineAlign, type InlineJustify } from './Inline';
