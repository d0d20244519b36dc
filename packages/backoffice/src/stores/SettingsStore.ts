import { makeAutoObservable } from 'mobx';
import type { StaffSettings } from '@axia/core';
import type { StaffApi } from '../api/client';
import { Resource } from './Resource';

type ServiceStatus = StaffSettings['serviceStatuses'][number];

/** The bank's settings; every change carries a reason and answers with the settings as they now are. */
export class SettingsStore {
  readonly settings: Resource<StaffSettings>;

  constructor(private readonly api: StaffApi) {
    this.settings = new Resource(() => api.staffSettings());
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  async setMaintenance(on: boolean, reason: string) {
    this.settings.set(await this.api.staffSetMaintenance({ body: { on, reason } }));
  }

  async setBanner(banner: StaffSettings['banner'], reason: string) {
    this.settings.set(await this.api.staffSetBanner({ body: { ...banner, reason } }));
  }

  async setServiceStatus(service: ServiceStatus, status: ServiceStatus['status'], reason: string) {
    this.settings.set(
      await this.api.staffSetServiceStatus({
        body: { name: service.name, description: service.description, status, reason },
      }),
    );
  }

  async setRateLimit(name: string, lifted: boolean, reason: string) {
    this.settings.set(await this.api.staffSetRateLimit({ body: { name, lifted, reason } }));
  }
}
