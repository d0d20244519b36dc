import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { SERVICE_STATUSES, type StaffSettings } from '@axia/core';
import { Checkbox, PageHeader, Select, Stack, TextArea, TextField } from '@axia/design-system';
import { ActionDialog } from '../../components/ActionDialog';
import { DataTable } from '../../components/DataTable';
import { LoadState } from '../../components/LoadState';
import { useStaff } from '../../context';
import { formatDateTime, humanize } from '../../format';
import type { SettingsStore } from '../../stores/SettingsStore';
import { usePage } from '../../shell/usePage';
import * as shell from '../../shell/shell.css';
import * as common from '../../components/styles.css';

type Service = StaffSettings['serviceStatuses'][number];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={common.section}>
      <h2 id={id} className={common.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function BannerForm({ store, banner }: { store: SettingsStore; banner: StaffSettings['banner'] }) {
  const { toasts } = useStaff();
  const [draft, setDraft] = useState(banner);
  return (
    <Stack gap="sm">
      <Checkbox isSelected={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })}>
        Show the banner to customers
      </Checkbox>
      <TextField
        label="Banner header"
        value={draft.header}
        maxLength={200}
        onChange={(header) => setDraft({ ...draft, header })}
      />
      <TextArea
        label="Banner text"
        value={draft.body}
        maxLength={2000}
        rows={3}
        onChange={(body) => setDraft({ ...draft, body })}
      />
      <div>
        <ActionDialog
          label="Save the banner"
          title="Save the banner"
          confirmLabel="Save"
          onConfirm={async (reason) => {
            await store.setBanner(draft, reason);
            toasts.show({ tone: 'success', title: 'Banner saved.' });
          }}
        >
          <p>
            {draft.enabled ? `Customers will see “${draft.header}”.` : 'The banner will be hidden.'}
          </p>
        </ActionDialog>
      </div>
    </Stack>
  );
}

function ServiceStatusAction({ store, service }: { store: SettingsStore; service: Service }) {
  const { toasts } = useStaff();
  const [status, setStatus] = useState<Service['status']>(service.status);
  return (
    <ActionDialog
      label="Change"
      aria-label={`Change the status of ${service.name}`}
      title={`Change the status of ${service.name}`}
      confirmLabel="Change status"
      onConfirm={async (reason) => {
        await store.setServiceStatus(service, status, reason);
        toasts.show({ tone: 'success', title: `${service.name}: ${humanize(status)}.` });
      }}
    >
      <Select
        label="New status"
        items={SERVICE_STATUSES.map((s) => ({ id: s, label: humanize(s) }))}
        selectedKey={status}
        onSelectionChange={(id) => id && setStatus(id as Service['status'])}
      />
    </ActionDialog>
  );
}

/** The bank's settings: maintenance, banner, service statuses, rate limits, the rates source; each change with a reason. */
export const SettingsScreen = observer(function SettingsScreen({
  store,
}: {
  store: SettingsStore;
}) {
  const headingRef = usePage('Settings');
  const { session, toasts } = useStaff();
  const mayAct = session.may('operator');
  useEffect(() => {
    void store.settings.load();
  }, [store]);
  return (
    <div className={shell.page}>
      <PageHeader
        title="Settings"
        description="The bank's switches. Every change is on the audit trail with its reason."
        headingRef={headingRef}
      />
      <LoadState resource={store.settings} label="the settings">
        {(settings) => (
          <>
            <Section id="maintenance-heading" title="Maintenance">
              <p>
                Maintenance is <strong>{settings.maintenance ? 'on' : 'off'}</strong>
                {settings.maintenance ? ': customers see the maintenance page.' : '.'}
              </p>
              {mayAct && (
                <div>
                  <ActionDialog
                    label={settings.maintenance ? 'Turn maintenance off' : 'Turn maintenance on'}
                    title={settings.maintenance ? 'Turn maintenance off' : 'Turn maintenance on'}
                    confirmLabel={settings.maintenance ? 'Turn off' : 'Turn on'}
                    variant={settings.maintenance ? 'primary' : 'danger'}
                    onConfirm={async (reason) => {
                      await store.setMaintenance(!settings.maintenance, reason);
                      toasts.show({ tone: 'success', title: 'Maintenance changed.' });
                    }}
                  />
                </div>
              )}
            </Section>
            <Section id="banner-heading" title="Banner">
              {mayAct ? (
                <BannerForm store={store} banner={settings.banner} />
              ) : (
                <p>
                  {settings.banner.enabled
                    ? `Shown: “${settings.banner.header}” — ${settings.banner.body}`
                    : 'No banner is shown.'}
                </p>
              )}
            </Section>
            <DataTable
              caption="Service statuses"
              emptyText="No services."
              columns={[
                { id: 'name', name: 'Service' },
                { id: 'description', name: 'Description' },
                { id: 'status', name: 'Status' },
                ...(mayAct ? [{ id: 'actions', name: 'Actions' }] : []),
              ]}
              rows={settings.serviceStatuses.map((service) => ({
                id: service.name,
                name: service.name,
                description: service.description || '—',
                status: humanize(service.status),
                actions: <ServiceStatusAction store={store} service={service} />,
              }))}
            />
            <DataTable
              caption="Rate limits"
              emptyText="No rate limits."
              columns={[
                { id: 'name', name: 'Limit' },
                { id: 'budget', name: 'Budget' },
                { id: 'state', name: 'State' },
                ...(mayAct ? [{ id: 'actions', name: 'Actions' }] : []),
              ]}
              rows={settings.rateLimits.map((limit) => ({
                id: limit.name,
                name: limit.name,
                budget: `${limit.limit} per ${limit.windowSeconds} s`,
                state: limit.lifted ? 'Lifted' : 'In force',
                actions: (
                  <ActionDialog
                    label={limit.lifted ? 'Restore' : 'Lift'}
                    aria-label={`${limit.lifted ? 'Restore' : 'Lift'} ${limit.name}`}
                    title={`${limit.lifted ? 'Restore' : 'Lift'} the ${limit.name} limit`}
                    confirmLabel={limit.lifted ? 'Restore' : 'Lift'}
                    variant={limit.lifted ? 'primary' : 'danger'}
                    onConfirm={async (reason) => {
                      await store.setRateLimit(limit.name, !limit.lifted, reason);
                      toasts.show({ tone: 'success', title: `${limit.name} changed.` });
                    }}
                  />
                ),
              }))}
            />
            <DataTable
              caption={`Rates source (last moved ${formatDateTime(settings.ratesSource.updatedAt)})`}
              emptyText="No rates."
              columns={[
                { id: 'pair', name: 'Rate' },
                { id: 'value', name: 'Value', align: 'end' },
              ]}
              rows={Object.entries(settings.ratesSource.rates).map(([pair, value]) => ({
                id: pair,
                pair,
                value,
              }))}
            />
          </>
        )}
      </LoadState>
    </div>
  );
});
