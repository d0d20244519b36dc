/** The remembered protected page from the navigation state (`{ from: '/path' }` or a location). */
export function rememberedPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null) {
    const { pathname, search = '', hash = '' } = from as Record<string, unknown>;
    if (typeof pathname === 'string') return `${pathname}${String(search)}${String(hash)}`;
  }
  return null;
}
