import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  isVerificationReadOnly,
  ONBOARDING_MESSAGES as M,
  taxIdSchema,
  TAX_ID_NOT_APPLICABLE,
  type RegistrationStatus,
} from '@axia/core';
import { Banner, Stack } from '@axia/design-system';
import type { z } from 'zod';
import { useServices } from '../../kit';
import { FormComboBox, FormTextArea, FormTextField } from '../../kit/fields';
import { usePending } from '../../kit/usePending';
import { COUNTRY_ITEMS, countryName } from '../components/countries';
import { FormDocumentField, formatStoredFile } from '../components/DocumentField';
import { FormActions } from '../components/FormActions';
import { LoadState } from '../components/LoadState';
import { OnboardingLayout } from '../components/OnboardingLayout';
import { ReadOnlySummary } from '../components/ReadOnlySummary';
import { StatusBanner } from '../components/status';
import {
  checklistPath,
  ITEM_TITLES,
  taxIdFormValues,
  taxIdPayload,
  type OnboardingKind,
  type TaxIdFormValues,
} from '../registration';
import type { RegistrationStore } from '../stores/RegistrationStore';
import { useFormDraft, useKeepDraft } from '../formDraft';
import { showServerErrors, useAfterChange, useLoad, useRegistration } from '../useRegistration';

type TaxIdInput = z.input<ReturnType<typeof taxIdSchema>>;

/** What the tax ID form's draft keeps (see TaxIdForm). */
const DRAFT_FIELDS = ['taxIdCountryCode'] as const satisfies readonly (keyof TaxIdInput)[];
type TaxIdOutput = z.output<ReturnType<typeof taxIdSchema>>;

/** The server's tax ID messages belong under these fields. */
const FIELD_OF_MESSAGE: Record<string, keyof TaxIdFormValues> = {
  [M.taxCountryRequired]: 'taxIdCountryCode',
  [M.taxIdRequired]: 'taxId',
  [M.taxProofRequired]: 'hasProof',
};
const fieldOfServerMessage = (message: string): [keyof TaxIdFormValues, string] | null => {
  const field = FIELD_OF_MESSAGE[message];
  return field ? [field, message] : null;
};

/**
 * /onboarding/{individual,business}/tax-id (seed 000 §5): the tax country from a searchable list, the number
 * and a proof unless the country is tax-ID exempt ('N/A' is sent), an optional memo. Save and exit keeps a
 * draft without validation; Submit validates. Read-only once submitted, completed or not required.
 */
export const TaxIdScreen = observer(function TaxIdScreen({ kind }: { kind: OnboardingKind }) {
  const { api } = useServices();
  const store = useRegistration(kind);
  const exempt = useLoad(() => api.getTaxIdExemptCountries());
  const registration = store.registration;
  return (
    <OnboardingLayout
      title={ITEM_TITLES['tax-id']}
      description="Where you pay tax, and your tax identification number."
      back={{ href: checklistPath(kind), label: 'Back to checklist' }}
    >
      {!registration || !exempt.data ? (
        <LoadState
          label="Loading your tax ID"
          error={store.loadError ?? exempt.error}
          onRetry={() => {
            if (store.loadError) void store.load();
            if (exempt.error) exempt.retry();
          }}
        />
      ) : (
        <TaxIdContent
          kind={kind}
          store={store}
          registration={registration}
          exemptCountries={exempt.data}
        />
      )}
    </OnboardingLayout>
  );
});

function TaxIdContent({
  kind,
  store,
  registration,
  exemptCountries,
}: {
  kind: OnboardingKind;
  store: RegistrationStore;
  registration: RegistrationStatus;
  exemptCountries: readonly string[];
}) {
  const data = registration.userRegistrationData;
  const status = data.taxIdStatus;
  if (isVerificationReadOnly(status, 'taxId')) {
    return (
      <Stack gap="lg">
        <StatusBanner status={status} what="tax ID" />
        <ReadOnlySummary
          rows={[
            { term: 'Country of tax residence', value: countryName(data.taxIdCountryCode) },
            { term: 'Tax identification number', value: data.taxId },
            { term: 'Memo', value: data.taxIdMemo },
            {
              term: 'Proof of Tax ID',
              value:
                data.taxId === TAX_ID_NOT_APPLICABLE
                  ? 'Not required'
                  : formatStoredFile(data.proofOfTaxIdFile),
            },
          ]}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <StatusBanner status={status} what="tax ID" />
      <TaxIdForm
        kind={kind}
        store={store}
        registration={registration}
        exemptCountries={exemptCountries}
      />
    </Stack>
  );
}

function TaxIdForm({
  kind,
  store,
  registration,
  exemptCountries,
}: {
  kind: OnboardingKind;
  store: RegistrationStore;
  registration: RegistrationStatus;
  exemptCountries: readonly string[];
}) {
  const services = useServices();
  const afterChange = useAfterChange(kind);
  const schema = useMemo(() => taxIdSchema(exemptCountries), [exemptCountries]);
  // The draft keeps the country only: the tax ID is a national identifier, kept in no browser storage, and the
  // memo may repeat it; the proof is a file the bank holds (issue 42).
  const draft = useFormDraft<TaxIdInput>('tax-id', DRAFT_FIELDS);
  const { control, handleSubmit, getValues, setError, watch } = useForm<
    TaxIdInput,
    unknown,
    TaxIdOutput
  >({
    resolver: zodResolver(schema),
    defaultValues: draft.restore(taxIdFormValues(registration.userRegistrationData)),
  });
  useKeepDraft(draft, watch);
  const country = useWatch({ control, name: 'taxIdCountryCode' });
  const isExempt = country !== '' && exemptCountries.includes(country);

  const send = async (values: TaxIdInput, submit: boolean) => {
    try {
      const next = await services.api.updateRegistration({
        body: taxIdPayload(values, exemptCountries, submit),
      });
      draft.clear();
      await afterChange(next, submit ? M.submitted : M.saved);
    } catch (error) {
      showServerErrors(services, error, fieldOfServerMessage, setError);
    }
  };
  const [submit, submitting] = usePending((values: TaxIdOutput) => send(values, true));
  // Save and exit keeps whatever is typed, without validation (seed 000 §5).
  const [save, saving] = usePending(() => send(getValues(), false));

  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <Stack gap="lg">
        <FormComboBox
          control={control}
          name="taxIdCountryCode"
          label="Country of tax residence"
          placeholder="Search for a country"
          items={COUNTRY_ITEMS}
        />
        {isExempt ? (
          <Banner header="No tax identification number needed" tone="info">
            {countryName(country)} does not issue tax identification numbers, so none is needed and
            no proof either. We record your number as {TAX_ID_NOT_APPLICABLE}.
          </Banner>
        ) : (
          <>
            <FormTextField
              control={control}
              name="taxId"
              label="Tax identification number"
              autoComplete="off"
            />
            <FormDocumentField
              control={control}
              name="hasProof"
              documentType="proof_of_tax_id"
              label="Proof of Tax ID"
              description="A document that shows your tax identification number."
              stored={registration.userRegistrationData.proofOfTaxIdFile}
              onUploaded={store.apply}
            />
          </>
        )}
        <FormTextArea
          control={control}
          name="memo"
          label="Memo (optional)"
          maxLength={500}
          rows={3}
        />
        <FormActions saving={saving} submitting={submitting} onSave={() => void save()} />
      </Stack>
    </form>
  );
}

export const IndividualTaxIdScreen = () => <TaxIdScreen kind="individual" />;
export const BusinessTaxIdScreen = () => <TaxIdScreen kind="business" />;
