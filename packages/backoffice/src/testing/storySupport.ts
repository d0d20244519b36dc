import { waitFor } from 'storybook/test';

// Story helpers (stories only: imports storybook/test).

const STALE_ANNOUNCEMENT = '[data-live-announcer] [aria-labelledby]';

/** After a submit that ended, wait for react-aria's pending announcement to expire (as the features' stories do). */
export async function announcementsExpired(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      if (canvasElement.ownerDocument.querySelector(STALE_ANNOUNCEMENT))
        throw new Error('announcement still live');
    },
    { timeout: 10_000 },
  );
}
