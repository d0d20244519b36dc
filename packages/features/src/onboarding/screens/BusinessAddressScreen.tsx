import { useMemo, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  businessAddressFormSchema,
  ONBOARDING_MESSAGES as M,
  PROOF_OF_ADDRESS_LABEL,
  requiredMessage,
  type RegistrationStatus,
} from '@axia/core';
import { Stack } from '@axia/design-system';
import { useServices } from '../../kit';
import { FormCheckbox, FormComboBox, FormTextField } from '../../kit/fields';
import { usePending } from '../../kit/usePending';
import { COUNTRY_ITEMS, countryName } from '../components/countries';
import { FormDocumentField, formatStoredFile } from '../components/DocumentField';
import { BusinessStepScreen } from '../components/BusinessStepScreen';
import { FormActions } from '../components/FormActions';
import { onboardingStyles as styles } from '../components/OnboardingLayout';
import { ReadOnlySummary } from '../components/ReadOnlySummary';
import {
  ADDRESS_SUFFIXES,
  businessAddressFormValues,
  businessAddressPayload,
  hasDifferentTradingAddress,
  type BusinessAddressFormValues,
} from '../registration';
import type { RegistrationStore } from '../stores/RegistrationStore';
import { useFormDraft, useKeepDraft } from '../formDraft';
import { showServerErrors, useAfterChange } from '../useRegistration';

const DIFFERENT_TRADING_ADDRESS = 'Different trading address';

type Prefix = 'businessAddress' | 'businessTradingAddress';

const proofOfServerMessage = (message: string): ['hasProof', string] | null =>
  message === requiredMessage(PROOF_OF_ADDRESS_LABEL) ? ['hasProof', message] : null;

/**
 * /onboarding/business/business-address (seed 000 §4, §5): the registered address, a 'Different trading
 * address' box (ticked when the stored trading address differs; unticked, the trading address copies the
 * registered one) and a proof of address. Save and exit keeps a draft without validation.
 */
export const BusinessAddressScreen = () => (
  <BusinessStepScreen
    step="business-address"
    description="Where your company is registered, and where it trades if that is elsewhere."
    what="business address"
    statusOf={(registration) => registration.userRegistrationData.businessAddressStatus}
    Summary={AddressSummary}
    Form={AddressForm}
  />
);
function formatAddress(values: Record<string, string | undefined>, prefix: Prefix) {
  const part = (suffix: string) => values[`${prefix}${suffix}`] ?? '';
  return [
    part('Line1'),
    part('Line2'),
    [part('City'), part('State'), part('PostalCode')].filter(Boolean).join(', '),
    countryName(part('CountryCode')),
  ]
    .filter(Boolean)
    .join('\n');
}

function AddressSummary({ registration }: { registration: RegistrationStatus }) {
  const data = registration.userRegistrationData;
  const values = data as unknown as Record<string, string | undefined>;
  return (
    <ReadOnlySummary
      rows={[
        {
          term: 'Registered address',
          value: <span className={styles.preLine}>{formatAddress(values, 'businessAddress')}</span>,
        },
        {
          term: 'Trading address',
          value: hasDifferentTradingAddress(data) ? (
            <span className={styles.preLine}>
              {formatAddress(values, 'businessTradingAddress')}
            </span>
          ) : (
            'Same as the registered address'
          ),
        },
        { term: PROOF_OF_ADDRESS_LABEL, value: formatStoredFile(data.businessProofOfAddressFile) },
      ]}
    />
  );
}

/** The six fields of one address; only Address 2 is optional. */
function AddressFields({
  control,
  prefix,
  legend,
}: {
  control: ReturnType<typeof useForm<BusinessAddressFormValues>>['control'];
  prefix: Prefix;
  legend: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <FormTextField
        control={control}
        name={`${prefix}Line1`}
        label="Address 1"
        autoComplete="address-line1"
      />
      <FormTextField
        control={control}
        name={`${prefix}Line2`}
        label="Address 2 (optional)"
        autoComplete="address-line2"
      />
      <FormTextField
        control={control}
        name={`${prefix}City`}
        label="City"
        autoComplete="address-level2"
      />
      <FormTextField
        control={control}
        name={`${prefix}State`}
        label="State/Province"
        autoComplete="address-level1"
      />
      <FormComboBox
        control={control}
        name={`${prefix}CountryCode`}
        label="Country"
        placeholder="Search for a country"
        items={COUNTRY_ITEMS}
      />
      <FormTextField
        control={control}
        name={`${prefix}PostalCode`}
        label="Post Code / Zip Code"
        autoComplete="postal-code"
      />
    </fieldset>
  );
}

/** What the draft keeps (issue 42): both addresses and the trading-address box; not the proof, which the bank holds. */
const DRAFT_FIELDS = [
  ...ADDRESS_SUFFIXES.map((suffix) => `businessAddress${suffix}` as const),
  ...ADDRESS_SUFFIXES.map((suffix) => `businessTradingAddress${suffix}` as const),
  'differentTradingAddress',
] as const satisfies readonly (keyof BusinessAddressFormValues)[];

function AddressForm({
  store,
  registration,
}: {
  store: RegistrationStore;
  registration: RegistrationStatus;
}) {
  const services = useServices();
  const afterChange = useAfterChange('business');
  const intent = useRef<'save' | 'submit'>('submit');

  // Submit validates (trading fields only with the box ticked); save and exit does not.
  const resolver = useMemo<Resolver<BusinessAddressFormValues>>(
    () => async (values, context, options) => {
      if (intent.current === 'save') return { values, errors: {} };
      const schema = businessAddressFormSchema(values.differentTradingAddress);
      const result = await (zodResolver(schema) as unknown as Resolver<BusinessAddressFormValues>)(
        values,
        context,
        options,
      );
      return Object.keys(result.errors).length === 0 ? { values, errors: {} } : result;
    },
    [],
  );
  const draft = useFormDraft<BusinessAddressFormValues>('business-address', DRAFT_FIELDS);
  const { control, handleSubmit, getValues, setError, watch } = useForm<BusinessAddressFormValues>({
    resolver,
    defaultValues: draft.restore(businessAddressFormValues(registration.userRegistrationData)),
  });
  useKeepDraft(draft, watch);
  const different = useWatch({ control, name: 'differentTradingAddress' });

  const send = async (submit: boolean) => {
    try {
      const next = await services.api.updateRegistration({
        body: businessAddressPayload(getValues(), submit),
      });
      draft.clear();
      await afterChange(next, submit ? M.submitted : M.saved);
    } catch (error) {
      showServerErrors(services, error, proofOfServerMessage, setError);
    }
  };
  const [submit, submitting] = usePending(() => send(true));
  const [save, saving] = usePending(() => send(false));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        intent.current = 'submit';
        return handleSubmit(submit)(event);
      }}
    >
      <Stack gap="lg">
        <AddressFields control={control} prefix="businessAddress" legend="Registered address" />
        <FormCheckbox
          control={control}
          name="differentTradingAddress"
          label={DIFFERENT_TRADING_ADDRESS}
        />
        {different && (
          <AddressFields
            control={control}
            prefix="businessTradingAddress"
            legend="Trading address"
          />
        )}
        <FormDocumentField
          control={control}
          name="hasProof"
          documentType="business_proof_of_address"
          label={PROOF_OF_ADDRESS_LABEL}
          description="A recent utility bill, bank statement or lease in the company's name."
          stored={registration.userRegistrationData.businessProofOfAddressFile}
          onUploaded={store.apply}
        />
        <FormActions
          saving={saving}
          submitting={submitting}
          onSave={() => {
            intent.current = 'save';
            void handleSubmit(save)();
          }}
        />
      </Stack>
    </form>
  );
}
