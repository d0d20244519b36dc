import { useState, type ComponentProps } from 'react';
import { waitFor } from 'storybook/test';
import { createFakeServices, ScreenInRoute, type FakeServicesOptions } from './testing';

// Story helpers every feature's screen stories share (stories only: imports storybook/test).

/** Never settles: keeps a call pending (a loading or submitting state). */
export const forever = () => new Promise<never>(() => {});

// The project-wide Storybook beforeEach (.storybook/preview.tsx) clears leftovers before each story.
const STALE_ANNOUNCEMENT = '[data-live-announcer] [aria-labelledby]';

/** After a submit that ended, wait for react-aria's pending announcement to expire (as the design system's stories do). */
export async function announcementsExpired(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      if (canvasElement.ownerDocument.querySelector(STALE_ANNOUNCEMENT))
        throw new Error('announcement still live');
    },
    { timeout: 10_000 },
  );
}

/**
 * A story's screen (`children`) with fake services made from `options` once per story render (the fake accounts view
 * is observable, and the screens keep it), in a memory router at `path` matched by `route`, inside the main landmark.
 */
export function ServicesStory({
  options,
  ...screen
}: { options: FakeServicesOptions } & Omit<ComponentProps<typeof ScreenInRoute>, 'services'>) {
  const [services] = useState(() => createFakeServices(options));
  return <ScreenInRoute services={services} {...screen} />;
}
