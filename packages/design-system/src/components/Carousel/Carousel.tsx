import {
  Children,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { IconButton } from '../IconButton';
import * as styles from './Carousel.css';

export interface CarouselProps {
  /** Names the carousel region, e.g. 'Offers for you'. */
  label: string;
  /**
   * The slides; each child becomes one list item. Slides with focusable content (a link or button) are reached by
   * Tab; without any, the row itself takes focus so the keyboard can scroll it (arrow keys).
   */
  children?: ReactNode;
  /** Pixels moved by each Scroll left/right press. Default 150. */
  scrollStep?: number;
}

type Direction = 'previous' | 'next';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function prefersReducedMotion() {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A horizontally scrolling row of slides with 'Scroll left'/'Scroll right' buttons. Everything works without
 * dragging: the buttons scroll by `scrollStep`, Tab reaches each slide's content (the browser scrolls it into
 * view), and the buttons are disabled at either end. Scrolling is instant under prefers-reduced-motion.
 */
export function Carousel({ label, children, scrollStep = 150 }: CarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(true);
  const [trackFocusable, setTrackFocusable] = useState(false);

  const updateEnds = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // A pixel of tolerance: zoomed layouts report fractional scroll positions.
    setAtStart(track.scrollLeft <= 1);
    setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 1);
  }, []);

  const slideCount = Children.count(children);
  useLayoutEffect(updateEnds, [updateEnds, slideCount]);
  // A scrolling region must be reachable by keyboard: when no slide has anything focusable, the row is a tab stop.
  useLayoutEffect(() => {
    setTrackFocusable(slideCount > 0 && !trackRef.current?.querySelector(FOCUSABLE));
  }, [children, slideCount]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(updateEnds);
    observer.observe(track);
    return () => observer.disconnect();
  }, [updateEnds]);

  // Pressing a button until its end disables it, and a disabled button drops keyboard focus to the page.
  // Remember which button was pressed so focus can move to the other one instead.
  const handoff = useRef<Direction | null>(null);
  useEffect(() => {
    const pending = handoff.current;
    const active = document.activeElement;
    const focusLost = !active || active === document.body;
    if (pending === 'next' && atEnd && !atStart) {
      handoff.current = null;
      if (focusLost || active === nextRef.current) previousRef.current?.focus();
    } else if (pending === 'previous' && atStart && !atEnd) {
      handoff.current = null;
      if (focusLost || active === previousRef.current) nextRef.current?.focus();
    }
  }, [atStart, atEnd]);

  // Focus moved elsewhere on purpose: nothing to hand over any more.
  const forgetHandoff = (event: FocusEvent<Element>) => {
    if (event.relatedTarget) handoff.current = null;
  };

  const scroll = (direction: Direction) => {
    handoff.current = direction;
    trackRef.current?.scrollBy({
      left: direction === 'next' ? scrollStep : -scrollStep,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.root}>
      <div className={styles.controls}>
        <IconButton
          ref={previousRef}
          icon="chevronLeft"
          aria-label="Scroll left"
          variant="outlined"
          isDisabled={atStart}
          onPress={() => scroll('previous')}
          onBlur={forgetHandoff}
        />
        <IconButton
          ref={nextRef}
          icon="chevronRight"
          aria-label="Scroll right"
          variant="outlined"
          isDisabled={atEnd}
          onPress={() => scroll('next')}
          onBlur={forgetHandoff}
        />
      </div>
      <ul
        ref={trackRef}
        className={styles.track}
        onScroll={updateEnds}
        tabIndex={trackFocusable ? 0 : undefined}
        aria-label={trackFocusable ? `${label}, scrollable` : undefined}
      >
        {Children.map(children, (child) => (
          <li className={styles.slide}>{child}</li>
        ))}
      </ul>
    </section>
  );
}
