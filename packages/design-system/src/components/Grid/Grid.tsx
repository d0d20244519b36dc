import { mapResponsive, type Responsive } from '../../utils/responsive';
import { Box, type BoxProps } from '../Box';

export type GridColumns = 1 | 2 | 3 | 4;

export interface GridProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns'> {
  /** Equal-width columns, one count or one per breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }`. Default 1. */
  columns?: Responsive<GridColumns>;
  /** Space between cells. Default `md`. */
  gap?: BoxProps['gap'];
}

/** Equal columns that can change per breakpoint; cells never overflow (minmax(0, 1fr)). */
export function Grid({ columns = 1, gap = 'md', ...rest }: GridProps) {
  return (
    <Box
      display="grid"
      gap={gap}
      gridTemplateColumns={mapResponsive(columns, (count) => String(count) as `${GridColumns}`)}
      {...rest}
    />
  );
}
