/** The breakpoint conditions of the responsive sprinkles (mobile first; see tokens/scale breakpoints). */
export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/** A value for every width, or one per breakpoint: `gap={{ mobile: 'sm', desktop: 'lg' }}`. */
export type Responsive<Value extends string | number> = Value | Partial<Record<Breakpoint, Value>>;

/** Maps a friendly prop value (e.g. align 'start') to a sprinkle value, keeping its breakpoints. */
export function mapResponsive<Value extends string | number, Output extends string | number>(
  value: Responsive<Value> | undefined,
  map: (value: Value) => Output,
): Responsive<Output> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object') return map(value);
  const mapped: Partial<Record<Breakpoint, Output>> = {};
  for (const [breakpoint, inner] of Object.entries(value) as [Breakpoint, Value | undefined][]) {
    if (inner !== undefined) mapped[breakpoint] = map(inner);
  }
  return mapped;
}
