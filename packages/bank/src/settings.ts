import { sql, type Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './db/schema';

/** How long a setting read through `cached` is used before it is read again (real time, not the bank's clock). */
const SETTINGS_CACHE_MS = 1000;

/** Bank-wide settings kept in the `settings` table (maintenance, banner, rates, service statuses…). */
export class Settings {
  /** `cached`'s values: the stored value (undefined: no row) and when it was read (performance.now()). */
  private readonly cache = new Map<string, { value: unknown; readAt: number }>();
  /** Bumped by every `set`: a read that started before it must not fill the cache with what it read. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async get<T>(key: string, fallback: T): Promise<T> {
    const value = await this.read(key);
    return value === undefined ? fallback : (value as T);
  }

  /**
   * `get` for the settings every request reads (maintenance, rates): kept in memory at most SETTINGS_CACHE_MS, so
   * a change by another process shows within a second; `set` in this process drops it at once.
   */
  async cached<T>(key: string, fallback: T): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && performance.now() - hit.readAt < SETTINGS_CACHE_MS)
      return hit.value === undefined ? fallback : (hit.value as T);
    const generation = this.generation;
    const readAt = performance.now();
    const value = await this.read(key);
    if (generation === this.generation) this.cache.set(key, { value, readAt });
    return value === undefined ? fallback : (value as T);
  }

  private async read(key: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? row.value : undefined;
  }

  async set(key: string, value: unknown): Promise<void> {
    const now = this.clock.now();
    await this.changing(key, () =>
      this.db
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value), updated_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }),
        )
        .execute(),
    );
  }

  /** Adds `delta` to a numeric setting (0 when absent) in one statement, so concurrent adds all count; the sum. */
  async addNumber(key: string, delta: number): Promise<number> {
    const now = this.clock.now();
    const row = await this.changing(key, () =>
      this.db
        .insertInto('settings')
        .values({ key, value: JSON.stringify(delta), updated_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            value: sql`to_jsonb(coalesce((settings.value #>> '{}')::numeric, 0) + ${delta})`,
            updated_at: now,
          }),
        )
        .returning('value')
        .executeTakeFirstOrThrow(),
    );
    return Number(row.value);
  }

  /**
   * Drops `key`'s cached value: after a `set` made inside a database transaction, once it has committed (a read
   * between the write and the commit may have cached the value from before).
   */
  forget(key: string) {
    this.generation++;
    this.cache.delete(key);
  }

  /** Runs a write of `key` with its cached value dropped before and after it. */
  private async changing<T>(key: string, write: () => Promise<T>): Promise<T> {
    this.generation++;
    this.cache.delete(key);
    try {
      return await write();
    } finally {
      // A read between the delete and the write's commit may have cached the old value.
      this.generation++;
      this.cache.delete(key);
    }
  }

  async isMaintenance(): Promise<boolean> {
    return this.cached('maintenance', false);
  }
}

export const SETTING_KEYS = {
  maintenance: 'maintenance',
  banner: 'banner',
  wireDepositInfo: 'wireDepositInfo',
  rates: 'rates',
  serviceStatuses: 'serviceStatuses',
  taxIdExemptCountries: 'taxIdExemptCountries',
  businessEntities: 'businessEntities',
  clockOffsetMs: 'clockOffsetMs',
} as const;
