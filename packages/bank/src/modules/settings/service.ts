import {
  serviceStatusEntrySchema,
  type BannerSetting,
  type ServiceStatusEntry,
  type TermsEntry,
  type WireDepositInfo,
} from '@axia/core';
import { z } from 'zod';
import type { BankContext } from '../../context';
import { notFound } from '../../http/errors';
import { SETTING_KEYS } from '../../settings';

// Bank-wide settings the app reads: the banner, terms and conditions, the tax-ID-exempt countries and the status
// page. Each reads its `settings` row and falls back to a sandbox default when the row is absent or malformed,
// so a bad admin edit never turns into a 500.

const storedBannerSchema = z.object({
  enabled: z.boolean(),
  header: z.string(),
  body: z.string(),
  lastUpdatedAt: z.string().optional(),
});

/** No banner configured: a disabled, empty one (the app shows nothing). */
const NO_BANNER: BannerSetting = {
  enabled: false,
  header: '',
  body: '',
  lastUpdatedAt: new Date(0).toISOString(),
};

export async function getBanner(ctx: BankContext): Promise<BannerSetting> {
  const row = await ctx.db
    .selectFrom('settings')
    .select(['value', 'updated_at'])
    .where('key', '=', SETTING_KEYS.banner)
    .executeTakeFirst();
  const parsed = storedBannerSchema.safeParse(row?.value);
  if (!row || !parsed.success) return NO_BANNER;
  return {
    enabled: parsed.data.enabled,
    header: parsed.data.header,
    body: parsed.data.body,
    lastUpdatedAt: parsed.data.lastUpdatedAt ?? new Date(row.updated_at).toISOString(),
  };
}

/** Back office: publishes a banner; lastUpdatedAt moves so users who dismissed it see it again. */
export async function setBanner(
  ctx: BankContext,
  banner: { enabled: boolean; header: string; body: string },
) {
  const value = storedBannerSchema.parse({
    ...banner,
    lastUpdatedAt: ctx.clock.now().toISOString(),
  });
  await ctx.settings.set(SETTING_KEYS.banner, value);
  return value as BannerSetting;
}

const storedWireDepositInfoSchema = z.object({
  bankName: z.string().trim().min(1).max(200),
  bankAccountName: z.string().trim().min(1).max(200),
  bankAccountNumber: z.string().trim().min(1).max(64),
  bankAba: z.string().trim().min(1).max(64),
  wireDepositInformation: z.string().max(20_000),
});

/**
 * GET /bankSettings?settingName=WIRE_DEPOSIT_INFO: where customers send a wire deposit. Unlike the other settings
 * there is no default: instructions the back office did not write (absent or malformed) answer 404, because made-up
 * bank details would send customers' money astray. The rich text goes out as written: the app sanitises it.
 */
export async function getWireDepositInfo(ctx: BankContext): Promise<WireDepositInfo> {
  const stored = await ctx.settings.get<unknown>(SETTING_KEYS.wireDepositInfo, null);
  const parsed = storedWireDepositInfoSchema.safeParse(stored);
  if (!parsed.success) throw notFound('Wire deposit information is not available');
  return parsed.data;
}

/** Back office (and the seed): publishes the wire deposit instructions. */
export async function setWireDepositInfo(ctx: BankContext, info: WireDepositInfo) {
  const value = storedWireDepositInfoSchema.parse(info);
  await ctx.settings.set(SETTING_KEYS.wireDepositInfo, value);
  return value;
}

/** Every terms entry with whether this user agreed (consent[name] === true). */
export async function getTermsConditions(
  ctx: BankContext,
  consent: Record<string, boolean>,
): Promise<TermsEntry[]> {
  const rows = await ctx.db.selectFrom('terms').selectAll().orderBy('name').execute();
  return rows.map((row) => ({
    name: row.name,
    enabled: row.enabled,
    valueJson: row.value_json,
    agreed: consent[row.name] === true,
  }));
}

const DEFAULT_TAX_ID_EXEMPT_COUNTRIES = [
  'AE',
  'BH',
  'BM',
  'BS',
  'KY',
  'KW',
  'MC',
  'OM',
  'QA',
  'VG',
] as const;

const countryListSchema = z.array(z.string().regex(/^[A-Z]{2}$/)).max(300);

export async function getTaxIdExemptCountries(ctx: BankContext): Promise<string[]> {
  const stored = await ctx.settings.get<unknown>(SETTING_KEYS.taxIdExemptCountries, null);
  const parsed = countryListSchema.safeParse(stored);
  return parsed.success ? parsed.data : [...DEFAULT_TAX_ID_EXEMPT_COUNTRIES];
}

const DEFAULT_SERVICE_STATUSES: ServiceStatusEntry[] = [
  { name: 'Web app', description: 'Sign-in and the customer web app', status: 'operational' },
  { name: 'Accounts', description: 'Balances and account overview', status: 'operational' },
  { name: 'Transfers', description: 'Transfers between members and wires', status: 'operational' },
  { name: 'Deposits', description: 'Fiat and crypto deposits', status: 'operational' },
  { name: 'Cards', description: 'Card issuing and card loads', status: 'operational' },
  { name: 'Staking', description: 'Staking products and rewards', status: 'operational' },
];

/** The status page of `pageId` (only the configured page exists). */
export async function getStatusPage(
  ctx: BankContext,
  pageId: string,
): Promise<ServiceStatusEntry[]> {
  if (pageId !== ctx.config.statusPageId) throw notFound('Status page not found');
  const stored = await ctx.settings.get<unknown>(SETTING_KEYS.serviceStatuses, null);
  const parsed = z.array(serviceStatusEntrySchema).max(100).safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SERVICE_STATUSES;
}

/** The back office (sandbox admin and staff API): maintenance on or off (every API call but staff's answers 503). */
export async function setMaintenance(ctx: BankContext, on: boolean) {
  await ctx.settings.set(SETTING_KEYS.maintenance, on);
  return { maintenance: on };
}

/**
 * The back office (sandbox admin and staff API): one service of the status page as customers see it (the defaults
 * until the first change); an unknown name is added, an empty description keeps the current one. The page after.
 */
export async function setServiceStatus(ctx: BankContext, entry: ServiceStatusEntry) {
  const current = await getStatusPage(ctx, ctx.config.statusPageId);
  const known = current.some((s) => s.name === entry.name);
  const next = known
    ? current.map((s) =>
        s.name === entry.name ? { ...entry, description: entry.description || s.description } : s,
      )
    : [...current, entry];
  await ctx.settings.set(SETTING_KEYS.serviceStatuses, next);
  return next;
}
