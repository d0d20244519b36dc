import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../tokens/sprinkles.css';
import * as styles from './Box.css';

/** The elements a Box may render; pick the one that carries the right semantics. */
export type BoxElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'dt'
  | 'dd'
  | 'p'
  | 'span'
  | 'form'
  | 'fieldset';

export interface BoxProps
  extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'className'> {
  /** The element to render. Default `div`. */
  as?: BoxElement;
  /** Extra classes, for composition inside the design system. */
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The layout primitive: any element with sprinkle props. Layout props take one value or one per breakpoint
 * (`padding={{ mobile: 'md', desktop: 'xl' }}`); colour props take theme roles (`background="surfaceSunken"`).
 * `ul`/`ol` lose their bullets and indent.
 */
export function Box({ as = 'div', className, children, ref, ...rest }: BoxProps) {
  const sprinkleProps: Record<string, unknown> = {};
  const domProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else domProps[key] = value;
  }
  const classes = [
    as === 'ul' || as === 'ol' ? styles.listReset : undefined,
    sprinkles(sprinkleProps as Sprinkles),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { ...domProps, ref, className: classes || undefined }, children);
}
