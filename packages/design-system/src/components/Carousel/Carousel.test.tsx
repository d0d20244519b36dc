import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

// jsdom has no layout: give every element a 300 px viewport over 1000 px of content, and a scrollBy that
// moves scrollLeft (clamped like a browser) and fires a scroll event.
const CLIENT_WIDTH = 300;
let scrollWidth = 1000;
const positions = new WeakMap<Element, number>();
const scrollBy = vi.fn(function (this: HTMLElement, options: ScrollToOptions) {
  const max = scrollWidth - CLIENT_WIDTH;
  const next = Math.min(max, Math.max(0, (positions.get(this) ?? 0) + (options.left ?? 0)));
  positions.set(this, next);
  this.dispatchEvent(new Event('scroll'));
});
const saved = ['scrollWidth', 'clientWidth', 'scrollLeft', 'scrollBy'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const,
);

beforeEach(() => {
  scrollWidth = 1000;
  scrollBy.mockClear();
  Object.defineProperty(Element.prototype, 'scrollWidth', {
    configurable: true,
    get: () => scrollWidth,
  });
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get: () => CLIENT_WIDTH,
  });
  Object.defineProperty(Element.prototype, 'scrollLeft', {
    configurable: true,
    get(this: Element) {
      return positions.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      positions.set(this, value);
    },
  });
  Object.defineProperty(Element.prototype, 'scrollBy', { configurable: true, value: scrollBy });
});

afterEach(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
    else delete (Element.prototype as unknown as Record<string, unknown>)[name];
  }
  vi.restoreAllMocks();
});

function renderCarousel(props: { scrollStep?: number; slides?: number } = {}) {
  const { slides = 6, scrollStep } = props;
  render(
    <Carousel label="Offers for you" scrollStep={scrollStep}>
      {Array.from({ length: slides }, (_, index) => (
        <a key={index} href={`#offer-${index + 1}`}>
          Offer {index + 1}
        </a>
      ))}
    </Carousel>,
  );
  return {
    track: screen.getByRole('list'),
    left: screen.getByRole('button', { name: 'Scroll left' }),
    right: screen.getByRole('button', { name: 'Scroll right' }),
  };
}

describe('Carousel', () => {
  it('is a named carousel region holding one list item per slide', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Offers for you' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('makes the row a tab stop only when no slide has anything focusable', async () => {
    const { track } = renderCarousel();
    expect(track).not.toHaveAttribute('tabindex');
    render(
      <Carousel label="Pools">
        <p>Flex 30</p>
        <p>Quarter</p>
      </Carousel>,
    );
    const plain = screen.getByRole('list', { name: 'Pools, scrollable' });
    expect(plain).toHaveAttribute('tabindex', '0');
    await userEvent.click(screen.getAllByRole('button', { name: 'Scroll right' })[1]!);
    await userEvent.tab();
    expect(plain).toHaveFocus();
  });

  it('scrolls by 150 px per press and disables each button at its end', async () => {
    const { track, left, right } = renderCarousel();
    expect(left).toBeDisabled();
    expect(right).toBeEnabled();

    await userEvent.click(right);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 150 }));
    expect(track.scrollLeft).toBe(150);
    expect(left).toBeEnabled();

    // 150 × 5 would overshoot; the last press stops at the end (1000 - 300).
    for (let press = 0; press < 4; press++) await userEvent.click(right);
    expect(track.scrollLeft).toBe(700);
    expect(right).toBeDisabled();

    await userEvent.click(left);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -150 }));
    expect(track.scrollLeft).toBe(550);
    expect(right).toBeEnabled();
  });

  it('honours a custom scrollStep', async () => {
    const { track, right } = renderCarousel({ scrollStep: 320 });
    await userEvent.click(right);
    expect(track.scrollLeft).toBe(320);
  });

  it('is operable by keyboard and hands focus over when a button hits its end', async () => {
    const { track, left, right } = renderCarousel();
    await userEvent.tab();
    expect(right).toHaveFocus();
    for (let press = 0; press < 5; press++) await userEvent.keyboard('{Enter}');
    expect(track.scrollLeft).toBe(700);
    expect(right).toBeDisabled();
    expect(left).toHaveFocus();
    // Tab skips the disabled button and reaches the slides' own content.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Offer 1' })).toHaveFocus();
  });

  it('scrolls smoothly by default and instantly under prefers-reduced-motion', async () => {
    const { right } = renderCarousel();
    await userEvent.click(right);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 150, behavior: 'smooth' });

    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    await userEvent.click(right);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 150, behavior: 'auto' });
  });

  it('disables both buttons when the slides fit', () => {
    scrollWidth = CLIENT_WIDTH;
    const { left, right } = renderCarousel({ slides: 2 });
    expect(left).toBeDisabled();
    expect(right).toBeDisabled();
  });

  it('updates the buttons when the track is scrolled another way (Tab, trackpad)', () => {
    const { track, left } = renderCarousel();
    act(() => {
      track.scrollLeft = 200;
      track.dispatchEvent(new Event('scroll'));
    });
    expect(left).toBeEnabled();
  });
});
