import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './db/schema';

/** Bank-wide settings kept in the `settings` table (maintenance, banner, rates, service statuses…). */
export class Settings {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async get<T>(key: string, fallback: T): Promise<T> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? (row.value as T) : fallback;
  }

  async set(key: string, value: unknown): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value), updated_at: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }),
      )
      .execute();
  }

  async isMaintenance(): Promise<boolean> {
    return this.get('maintenance', false);
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
