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
