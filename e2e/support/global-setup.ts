import { admin, PINNED_NOW } from './bank';

/** The bank's clock starts at the instant the browsers are pinned to, so dates agree on both sides. */
export default async function globalSetup() {
  await admin('/clock', { set: PINNED_NOW.toISOString() });
}
