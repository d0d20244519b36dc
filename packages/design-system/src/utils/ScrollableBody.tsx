import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The name of a scrolling body: what it is, not the dialog's title again. Named by the title, a dialog said its
 * title three times, as the dialog, its heading and this region ('Transaction details', issue 43).
 */
const SCROLLABLE_BODY_LABEL = 'Scrollable content';

export interface ScrollableBodyProps {
  className: string;
  /** Names the region when it scrolls; not the title of the dialog or drawer holding it, which already says it. */
  label?: string;
  children: ReactNode;
}

/**
 * The scrolling body of a dialog or drawer. Keyboard users cannot scroll a region they cannot focus (axe:
 * scrollable-region-focusable), so while the content overflows it becomes a focusable, named region; short
 * content gets no useless tab stop. A component of its own so it measures from the moment the overlay opens.
 */
export function ScrollableBody({
  className,
  label = SCROLLABLE_BODY_LABEL,
  children,
}: ScrollableBodyProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isScrollable, setIsScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    // Content that changes without resizing the box (the body has a max height) still changes overflow.
    const mutations = new MutationObserver(measure);
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, []);
  return (
    <div
      ref={ref}
      className={className}
      {...(isScrollable ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
