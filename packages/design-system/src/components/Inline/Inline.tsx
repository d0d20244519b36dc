import { mapResponsive, type Responsive } from '../../utils/responsive';
import { Box, type BoxProps } from '../Box';

export type InlineAlign = 'start' | 'center' | 'end' | 'baseline' | 'stretch';
export type InlineJustify = 'start' | 'center' | 'end' | 'between' | 'around';

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
} as const;

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent'
> {
  /** Space between children, both across and between wrapped rows. Default `sm`. */
  gap?: BoxProps['gap'];
  /** Vertical alignment of the children. Default `center`. */
  align?: Responsive<InlineAlign>;
  /** Horizontal distribution of the children. Default `start`. */
  justify?: Responsive<InlineJustify>;
  /** Whether children wrap onto new rows when space runs out. Default `true`, so nothing overflows. */
  wrap?: boolean;
}

/** Children in a row that wraps on narrow screens: button groups, tags, label/value pairs. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  ...rest
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={mapResponsive(align, (value) => alignItems[value])}
      justifyContent={mapResponsive(justify, (value) => justifyContent[value])}
      {...rest}
    />
  );
}
