import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../../styles/shared.css';
import { Icon } from '../Icon';
import * as styles from './Link.css';

export type LinkVariant = 'inline' | 'standalone';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** `inline` inside running text (default); `standalone` on its own line, with a 24 px target. */
  variant?: LinkVariant;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link, always underlined, with a visible keyboard focus ring. With `target="_blank"` it warns that it
 * opens a new tab: an icon, plus '(opens in a new tab)' for screen readers, and `rel="noopener noreferrer"`.
 *
 * Client-side routing: it is a react-aria Link, so it works with any router. Wrap the app once in
 * react-aria-components' `RouterProvider` with the router's navigate function:
 *
 * ```tsx
 * import { RouterProvider } from 'react-aria-components';
 * const navigate = useNavigate(); // React Router, TanStack Router, Next.js (router.push)…
 * <RouterProvider navigate={navigate} useHref={useHref}>
 *   <App />
 * </RouterProvider>
 * ```
 *
 * A plain click on a same-origin link then calls `navigate(href, routerOptions)` instead of loading a page;
 * modifier clicks (new tab/window), downloads and `target="_blank"` keep the browser's behaviour.
 */
export function Link({ children, variant = 'inline', target, rel, ref, ...rest }: LinkProps) {
  const opensNewTab = target === '_blank';
  return (
    <AriaLink
      {...rest}
      ref={ref}
      target={target}
      rel={opensNewTab ? (rel ?? 'noopener noreferrer') : rel}
      className={styles.link({ variant })}
    >
      {children}
      {opensNewTab && (
        <>
          {/* A real space, so the accessible name reads 'Terms (opens in a new tab)'. */}{' '}
          <Icon name="externalLink" size="1em" className={styles.externalIcon} />
          <span className={visuallyHidden}>(opens in a new tab)</span>
        </>
      )}
    </AriaLink>
  );
}
