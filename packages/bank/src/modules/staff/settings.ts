import type { StaffSettings } from '@axia/core';
import type { BankContext } from '../../context';
import { limitStates } from '../../limits';
import { SETTING_KEYS } from '../../settings';
import { usdRates } from '../currency/service';
import { getBanner, getStatusPage } from '../settings/service';

/** The bank's settings as the staff console shows them (each read as the customers' side reads it). */
export async function staffSettings(ctx: BankContext): Promise<StaffSettings> {
  const banner = await getBanner(ctx);
  const ratesRow = await ctx.db
    .selectFrom('settings')
    .select('updated_at')
    .where('key', '=', SETTING_KEYS.rates)
    .executeTakeFirst();
  return {
    maintenance: await ctx.settings.get(SETTING_KEYS.maintenance, false),
    banner: { enabled: banner.enabled, header: banner.header, body: banner.body },
    serviceStatuses: (await getStatusPage(ctx, ctx.config.statusPageId)).map((s) => ({
      name: s.name,
      description: s.description,
      status: s.status,
    })),
    ratesSource: {
      updatedAt: ratesRow ? new Date(ratesRow.updated_at).toISOString() : null,
      rates: await usdRates(ctx),
    },
    rateLimits: (await limitStates(ctx)).map(({ name, rule, lifted }) => ({
      name,
      limit: rule.max,
      windowSeconds: Math.round(rule.windowMs / 1000),
      lifted,
    })),
  };
}
