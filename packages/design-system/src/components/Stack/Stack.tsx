import { mapResponsive, type Responsive } from '../../utils/responsive';
import { Box, type BoxProps } from '../Box';

export type StackAlign = 'start' | 'center' | 'end' | 'stretch';

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems'> {
  /** Space between children; one value or one per breakpoint. Default `md`. */
  gap?: BoxProps['gap'];
  /** Horizontal alignment of the children. Default `stretch` (full width). */
  align?: Responsive<StackAlign>;
}

/** Children stacked vertically with even spacing. Use `as="ul"` with `Box as="li"` children for lists. */
export function Stack({ gap = 'md', align = 'stretch', ...rest }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={mapResponsive(align, (value) => alignItems[value])}
      {...rest}
    />
  );
}
