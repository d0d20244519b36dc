// Seed 000 §2.4, §2.5, §3: banner, terms, service status.

export interface BannerSetting {
  enabled: boolean;
  header: string;
  body: string;
  /** ISO timestamp. */
  lastUpdatedAt: string;
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
