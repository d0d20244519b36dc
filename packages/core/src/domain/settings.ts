import type { BankClient } from '../api/client';

// Seed 000 §2.4, §2.5, §3: banner, terms, service status; seed 001 §3, §7: the wire deposit instructions.

export interface BannerSetting {
  enabled: boolean;
  header: string;
  body: string;
  /** ISO timestamp. */
  lastUpdatedAt: string;
}

/** What GET /bankSettings answers per settingName (seed 000 §2.4 the banner; seed 001 §7 the wire instructions). */
export const BANK_SETTING_NAMES = ['BANNER', 'WIRE_DEPOSIT_INFO'] as const;
export type BankSettingName = (typeof BANK_SETTING_NAMES)[number];

/**
 * Seed 001 §3: the bank's instructions for a wire deposit. `wireDepositInformation` is rich text (HTML) written by
 * the back office: the app sanitises it before showing it.
 */
export interface WireDepositInfo {
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bankAba: string;
  wireDepositInformation: string;
}

/** What GET /bankSettings answers for each settingName. */
export interface BankSettings extends Record<BankSettingName, unknown> {
  BANNER: BannerSetting;
  WIRE_DEPOSIT_INFO: WireDepositInfo;
}

/**
 * GET /bankSettings for one setting, typed by its name (the contract's response is the union of them all). Here,
 * not beside the client: the domain chunk loads without the contract's zod schemas, and the app reads the banner
 * before the contract loads.
 */
export function readBankSetting<N extends BankSettingName>(
  client: Pick<BankClient, 'getBankSetting'>,
  settingName: N,
): Promise<BankSettings[N]> {
  return client.getBankSetting({ query: { settingName } }) as Promise<BankSettings[N]>;
}

export interface TermsEntry {
  name: string;
  enabled: boolean;
  /** JSON text with header and body; malformed entries raise the 'Failed to retrieve terms…' error. */
  valueJson: string;
  agreed?: boolean;
}

export const SERVICE_STATUSES = [
  'operational',
  'partial_outage',
  'major_outage',
  'under_maintenance',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export interface ServiceStatusEntry {
  name: string;
  description: string;
  status: ServiceStatus;
}

export const ENVIRONMENTS = ['local', 'dev', 'uat', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * Sign-up's robot check, as /config.json tells the app: the sandbox identity's own tokens ('sandbox'), Google's
 * widget whose token the user pool's PreSignUp trigger verifies ('recaptcha'), or none shown (an external pool
 * without a site key: the pool decides who may sign up).
 */
export const ROBOT_CHECKS = ['sandbox', 'recaptcha', 'none'] as const;
export type RobotCheck = (typeof ROBOT_CHECKS)[number];
