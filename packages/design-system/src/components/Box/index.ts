export { Box, type BoxProps, type BoxElement } from './Box';
export { mapResponsive, type Responsive, type Breakpoint } from '../../utils/responsive';
