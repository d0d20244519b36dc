/**
 * react-aria's live announcer keeps an announcement for 7 s; a pending button's announcement is labelled by that
 * button's ids (`aria-labelledby`). When the button goes away first (a form that navigates on success), the
 * leftover points at nothing: an unnamed `role="img"` for assistive tech (axe: role-img-alt). This removes the
 * announcements whose labels no longer exist (or every labelled one with `all`, for a fresh start); call it after
 * a screen changes.
 */
export function pruneStaleAnnouncements({ all = false, root = document } = {}) {
  root.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (all || ids.some((id) => !root.getElementById(id))) node.remove();
  });
}

/**
 * Keeps the live announcer free of stale announcements for the life of the page: after every DOM change, the
 * announcements whose labels are gone are dropped. Returns the function that stops watching.
 */
export function watchStaleAnnouncements(root: Document = document): () => void {
  const observer = new MutationObserver(() => pruneStaleAnnouncements({ root }));
  observer.observe(root.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

export type Politeness = 'polite' | 'assertive';

/** How long an announcement stays in its live region: long enough to be read, short enough not to be found stale. */
const ANNOUNCEMENT_MS = 7000;

const regions = new Map<Politeness, HTMLElement>();

/**
 * The design system's own live regions, one per politeness, made on first use. They carry react-aria's top-layer
 * mark, so an open modal dialog does not hide them from assistive tech (it hides everything else outside it).
 */
function regionFor(politeness: Politeness): HTMLElement {
  const existing = regions.get(politeness);
  if (existing?.isConnected) return existing;
  const region = document.createElement('div');
  region.dataset.axiaAnnouncer = politeness;
  region.dataset.reactAriaTopLayer = '';
  // aria-live alone, no role: a status or alert role would make it one more landmark-like region that role
  // queries for the page's own status messages (a toast) also find.
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-atomic', 'false');
  // Visually hidden (the CSSOM, not a style attribute: the CSP allows it).
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  document.body.append(region);
  regions.set(politeness, region);
  return region;
}

/**
 * Says `message` to screen-reader users without moving focus: the text is added to a live region that is already
 * in the DOM (so it is announced) and removed after a few seconds. Returns a function that removes it earlier.
 */
export function announce(message: string, politeness: Politeness = 'polite'): () => void {
  const node = document.createElement('div');
  node.textContent = message;
  regionFor(politeness).append(node);
  const timer = setTimeout(() => node.remove(), ANNOUNCEMENT_MS);
  return () => {
    clearTimeout(timer);
    node.remove();
  };
}

/** The texts in the announcer's live regions now (tests). */
export function currentAnnouncements(politeness: Politeness = 'polite'): string[] {
  const region = regions.get(politeness);
  return region ? Array.from(region.children, (node) => node.textContent ?? '') : [];
}

/** Empties the announcer's live regions now (tests: each story starts without the last one's words). */
export function clearAnnouncements() {
  for (const region of regions.values()) region.replaceChildren();
}
