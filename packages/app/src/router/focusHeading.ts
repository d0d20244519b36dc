/**
 * How long a page's heading is waited for: a lazy screen's chunk on a slow network (or a busy test machine) can take
 * seconds, and focus must still reach it; past this the page is taken to have no heading.
 */
export const HEADING_WAIT_MS = 30_000;

/**
 * Focuses the heading `find` gives once there is one and it takes focus (looked for per frame), then calls `then`.
 * A heading in the page may not take focus yet: React hides content that suspends again (a nested lazy chunk still
 * loading) with `display: none`, and focusing a hidden element does nothing — so the next frame tries again.
 */
export function focusHeadingWhenThere(
  find: () => HTMLElement | null,
  then: (found: boolean) => void,
): () => void {
  let frame = 0;
  const started = performance.now();
  const attempt = () => {
    const heading = find();
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      if (document.activeElement === heading) {
        then(true);
        return;
      }
    }
    if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(attempt);
    else then(false);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
