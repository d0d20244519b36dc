import { entityOptionSchema, entityValue, NO_ENTITY_CODE, type EntityOption } from '@axia/core';
import { isCountryCode } from '@axia/core/countries';
import { z } from 'zod';
import type { BankContext } from '../../context';
import { SETTING_KEYS } from '../../settings';

// The sandbox's legal-entity table per country (settings.businessEntities, over these defaults). Codes are
// shaped like ISO 20275 ELF codes; 'NANA' is the "no applicable entity" option, which the app picks
// automatically when it is a country's only one.

const option = (
  elf_code: string,
  language_code: string,
  country_code: string,
  local_name: string,
) => ({
  elf_code,
  language_code,
  country_code,
  local_name,
});

const DEFAULT_BUSINESS_ENTITIES: Record<string, EntityOption[]> = {
  US: [
    option('HZEH', 'en', 'US', 'Limited Liability Company'),
    option('XSNP', 'en', 'US', 'Corporation'),
    option('T91T', 'en', 'US', 'Limited Partnership'),
  ],
  GB: [
    option('H0PO', 'en', 'GB', 'Private Limited Company'),
    option('B6ES', 'en', 'GB', 'Public Limited Company'),
    option('Z0EY', 'en', 'GB', 'Limited Liability Partnership'),
  ],
  DE: [
    option('2HBR', 'de', 'DE', 'Gesellschaft mit beschränkter Haftung'),
    option('6QQB', 'de', 'DE', 'Aktiengesellschaft'),
    option('8Z6G', 'de', 'DE', 'Unternehmergesellschaft (haftungsbeschränkt)'),
  ],
  SG: [
    option('LWXI', 'en', 'SG', 'Private Company Limited by Shares'),
    option('BSZ8', 'en', 'SG', 'Public Company Limited by Shares'),
  ],
  KY: [option('NANA', 'en', 'KY', 'Not applicable')],
  VG: [option('NANA', 'en', 'VG', 'Not applicable')],
};

const tableSchema = z.record(z.string().regex(/^[A-Z]{2}$/), z.array(entityOptionSchema).max(200));

async function entityTable(ctx: BankContext): Promise<Record<string, EntityOption[]>> {
  const stored = await ctx.settings.get<unknown>(SETTING_KEYS.businessEntities, null);
  const parsed = tableSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_BUSINESS_ENTITIES;
}

/**
 * The entity options of a country. A country the table does not list has one option, 'Not applicable' (NANA),
 * which the app chooses by itself, so a business from any country can be onboarded; a code that is no country
 * has none.
 */
export async function businessEntities(ctx: BankContext, countryCode: string) {
  const code = countryCode.toUpperCase();
  const table = await entityTable(ctx);
  const listed = table[code];
  if (listed) return listed;
  return isCountryCode(code) ? [option(NO_ENTITY_CODE, 'en', code, 'Not applicable')] : [];
}

/** Whether `value` (entity/language/country) is one of the country's options; any value when it has none. */
export function isEntityOf(options: EntityOption[], value: string) {
  return options.length === 0 || options.some((candidate) => entityValue(candidate) === value);
}
