import { useEffect, useId, useMemo, useRef } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import {
  BUSINESS_RECORD_FIELDS,
  businessRecordsFormSchema,
  CERTIFICATE_LABEL,
  entityValue,
  MONTHLY_VOLUME_OPTIONS,
  ONBOARDING_MESSAGES as M,
  requiredMessage,
  type RegistrationStatus,
} from '@axia/core';
import { Button, Icon, Stack } from '@axia/design-system';
import { useServices } from '../../kit';
import {
  FormAmountField,
  FormComboBox,
  FormDatePicker,
  FormSelect,
  FormTextField,
} from '../../kit/fields';
import { usePending } from '../../kit/usePending';
import { COUNTRY_ITEMS, countryName } from '../components/countries';
import { FormDocumentField, formatStoredFile } from '../components/DocumentField';
import { BusinessStepScreen } from '../components/BusinessStepScreen';
import { FormActions } from '../components/FormActions';
import { onboardingStyles as styles } from '../components/OnboardingLayout';
import { ReadOnlySummary } from '../components/ReadOnlySummary';
import {
  automaticEntity,
  businessRecordsFormValues,
  businessRecordsPayload,
  directorEmailErrors,
  EMPTY_DIRECTOR,
  isServerWebsiteError,
  type BusinessRecordsFormValues,
} from '../registration';
import type { RegistrationStore } from '../stores/RegistrationStore';
import { useFormDraft, useKeepDraft } from '../formDraft';
import { useEntities } from '../useEntities';
import { showServerErrors, useAfterChange } from '../useRegistration';

/** The labels, which are also the names in the '<Field> is required!' messages (core's schema). */
const LABELS = {
  businessName: 'Business Name',
  businessWebsite: 'Website',
  businessRegistrationNumber: 'Registration Number',
  businessDateOfIncorporation: 'Date of Incorporation',
  businessCountryCode: 'Country of Incorporation',
  businessEntity: 'Entity',
  businessMonthlyTransferVolume: 'Monthly Transfer Volume',
  businessMonthlyPaymentNumber: 'Monthly Number of Payments',
  businessMaximumSinglePayment: 'Maximum Single Payment',
} as const;

const VOLUME_ITEMS = MONTHLY_VOLUME_OPTIONS.map((option) => ({ id: option, label: option }));

type Field = keyof BusinessRecordsFormValues;

/** What the draft keeps (issue 42): every typed field; not the certificate, which the bank holds. */
const DRAFT_FIELDS = BUSINESS_RECORD_FIELDS satisfies readonly Field[];

/** The server's messages that belong under a field (the website's in the user's words). */
function fieldOfServerMessage(message: string): [Field, string] | null {
  if (isServerWebsiteError(message)) return ['businessWebsite', M.websiteInvalid];
  if (message === M.incorporationDateFuture) return ['businessDateOfIncorporation', message];
  if (message === M.directorRequired) return ['businessDirectors', message];
  if (message === M.maximumPaymentInvalid) return ['businessMaximumSinglePayment', message];
  if (message === requiredMessage(CERTIFICATE_LABEL)) return ['hasCertificate', message];
  for (const [field, label] of Object.entries(LABELS))
    if (message === requiredMessage(label)) return [field as Field, message];
  return null;
}

const today = () => dayjs().format('YYYY-MM-DD');

/**
 * /onboarding/business/business-records (seed 000 §4, §5): company details, the entity from the country's
 * list (NANA chosen by itself when it is the only one; a new country clears it), the certificate, activity and
 * at least one director. Save and exit checks only director emails; Submit checks everything.
 */
export const BusinessRecordsScreen = () => (
  <BusinessStepScreen
    step="business-records"
    description="Tell us about your company, what it does and who runs it."
    what="business records"
    statusOf={(registration) => registration.userRegistrationData.businessRecordsStatus}
    Summary={RecordsSummary}
    Form={RecordsForm}
  />
);
function RecordsSummary({ registration }: { registration: RegistrationStatus }) {
  const data = registration.userRegistrationData;
  const entities = useEntities(data.businessCountryCode ?? '');
  const entity = entities.options.find((o) => entityValue(o) === data.businessEntity);
  const directors = data.businessDirectors ?? [];
  return (
    <ReadOnlySummary
      rows={[
        { term: LABELS.businessName, value: data.businessName },
        { term: LABELS.businessWebsite, value: data.businessWebsite },
        { term: LABELS.businessRegistrationNumber, value: data.businessRegistrationNumber },
        { term: LABELS.businessDateOfIncorporation, value: data.businessDateOfIncorporation },
        { term: LABELS.businessCountryCode, value: countryName(data.businessCountryCode) },
        { term: LABELS.businessEntity, value: entity?.local_name ?? data.businessEntity },
        {
          term: CERTIFICATE_LABEL,
          value: formatStoredFile(data.businessProofOfIncorporateCertificateFile),
        },
        { term: LABELS.businessMonthlyTransferVolume, value: data.businessMonthlyTransferVolume },
        { term: LABELS.businessMonthlyPaymentNumber, value: data.businessMonthlyPaymentNumber },
        {
          term: LABELS.businessMaximumSinglePayment,
          value: data.businessMaximumSinglePayment
            ? `USD ${data.businessMaximumSinglePayment}`
            : '',
        },
        {
          term: 'Directors',
          value:
            directors.length > 0 ? (
              <ul className={styles.plainList}>
                {directors.map((d, index) => (
                  <li key={index}>
                    {d.firstName} {d.lastName} ({d.email})
                  </li>
                ))}
              </ul>
            ) : (
              ''
            ),
        },
      ]}
    />
  );
}

function RecordsForm({
  store,
  registration,
}: {
  store: RegistrationStore;
  registration: RegistrationStatus;
}) {
  const services = useServices();
  const afterChange = useAfterChange('business');
  const intent = useRef<'save' | 'submit'>('submit');
  const addDirectorRef = useRef<HTMLButtonElement>(null);
  const directorsErrorId = useId();

  // Submit validates everything (core's schema); save and exit only the director emails.
  const resolver = useMemo<Resolver<BusinessRecordsFormValues>>(() => {
    const submitResolver = zodResolver(
      businessRecordsFormSchema(today()),
    ) as unknown as Resolver<BusinessRecordsFormValues>;
    return async (values, context, options) => {
      if (intent.current === 'submit') return submitResolver(values, context, options);
      const emailErrors = directorEmailErrors(values.businessDirectors);
      if (emailErrors.length === 0) return { values, errors: {} };
      const businessDirectors: { email: { type: string; message: string } }[] = [];
      for (const { index, message } of emailErrors)
        businessDirectors[index] = { email: { type: 'save', message } };
      return {
        values: {},
        errors: { businessDirectors } as FieldErrors<BusinessRecordsFormValues>,
      };
    };
  }, []);

  const draft = useFormDraft<BusinessRecordsFormValues>('business-records', DRAFT_FIELDS);
  const { control, handleSubmit, getValues, setValue, setError, formState, watch } =
    useForm<BusinessRecordsFormValues>({
      resolver,
      defaultValues: draft.restore(businessRecordsFormValues(registration.userRegistrationData)),
    });
  useKeepDraft(draft, watch);
  const directors = useFieldArray({ control, name: 'businessDirectors' });
  const country = useWatch({ control, name: 'businessCountryCode' });
  const entities = useEntities(country);

  // A country whose only option is NANA gets it by itself (seed 000 §4).
  useEffect(() => {
    const automatic = automaticEntity(entities.options);
    if (automatic && getValues('businessEntity') !== automatic)
      setValue('businessEntity', automatic, { shouldValidate: formState.isSubmitted });
  }, [entities.options, getValues, setValue, formState.isSubmitted]);

  const send = async (submit: boolean) => {
    try {
      const next = await services.api.updateRegistration({
        body: businessRecordsPayload(getValues(), submit),
      });
      draft.clear();
      await afterChange(next, submit ? M.submitted : M.saved);
    } catch (error) {
      showServerErrors(services, error, fieldOfServerMessage, setError);
    }
  };
  const [submit, submitting] = usePending(() => send(true));
  const [save, saving] = usePending(() => send(false));

  // The only problem is no director: the message is tied to 'Add director', which takes focus.
  const onInvalid = (errors: FieldErrors<BusinessRecordsFormValues>) => {
    const keys = Object.keys(errors);
    if (keys.length === 1 && keys[0] === 'businessDirectors' && directorsMessage(errors))
      addDirectorRef.current?.focus();
  };
  const directorsError = directorsMessage(formState.errors);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        intent.current = 'submit';
        return handleSubmit(submit, onInvalid)(event);
      }}
    >
      <Stack gap="lg">
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Company</legend>
          <FormTextField control={control} name="businessName" label={LABELS.businessName} />
          <FormTextField
            control={control}
            name="businessWebsite"
            label={`${LABELS.businessWebsite} (optional)`}
            description="For example https://example.com"
            autoComplete="url"
          />
          <FormTextField
            control={control}
            name="businessRegistrationNumber"
            label={LABELS.businessRegistrationNumber}
          />
          <FormDatePicker
            control={control}
            name="businessDateOfIncorporation"
            label={LABELS.businessDateOfIncorporation}
          />
          <FormComboBox
            control={control}
            name="businessCountryCode"
            label={LABELS.businessCountryCode}
            placeholder="Search for a country"
            items={COUNTRY_ITEMS}
            // A new country clears the entity (seed 000 §4).
            onValueChange={() => setValue('businessEntity', '')}
          />
          <FormSelect
            control={control}
            name="businessEntity"
            label={LABELS.businessEntity}
            description={entities.error ?? undefined}
            placeholder={country ? 'Select an entity type' : 'Choose the country first'}
            items={entities.options.map((option) => ({
              id: entityValue(option),
              label: option.local_name,
            }))}
            isLoading={entities.loading}
            isDisabled={!country}
            emptyText="No entity types for this country"
          />
          <FormDocumentField
            control={control}
            name="hasCertificate"
            documentType="business_proof_of_incorporate_certificate"
            label={CERTIFICATE_LABEL}
            stored={registration.userRegistrationData.businessProofOfIncorporateCertificateFile}
            onUploaded={store.apply}
          />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Activity</legend>
          <FormSelect
            control={control}
            name="businessMonthlyTransferVolume"
            label={LABELS.businessMonthlyTransferVolume}
            items={VOLUME_ITEMS}
          />
          <FormSelect
            control={control}
            name="businessMonthlyPaymentNumber"
            label={LABELS.businessMonthlyPaymentNumber}
            items={VOLUME_ITEMS}
          />
          <FormAmountField
            control={control}
            name="businessMaximumSinglePayment"
            label={LABELS.businessMaximumSinglePayment}
            description="The largest single payment you expect to make, in US dollars."
            currency="USD"
            decimals={2}
          />
        </fieldset>

        <fieldset
          className={styles.fieldset}
          aria-describedby={directorsError ? directorsErrorId : undefined}
        >
          <legend className={styles.legend}>Directors</legend>
          <p className={styles.muted}>Add every director of the company.</p>
          {directors.fields.map((director, index) => (
            <fieldset key={director.id} className={styles.fieldset}>
              <legend className={styles.legend}>Director {index + 1}</legend>
              <FormTextField
                control={control}
                name={`businessDirectors.${index}.firstName`}
                label="First name"
                autoComplete="off"
              />
              <FormTextField
                control={control}
                name={`businessDirectors.${index}.lastName`}
                label="Last name"
                autoComplete="off"
              />
              <FormTextField
                control={control}
                name={`businessDirectors.${index}.email`}
                label="Email"
                type="email"
                autoComplete="off"
              />
              <div>
                <Button
                  variant="tertiary"
                  icon={<Icon name="trash" />}
                  onPress={() => {
                    directors.remove(index);
                    addDirectorRef.current?.focus();
                  }}
                >
                  Remove director {index + 1}
                </Button>
              </div>
            </fieldset>
          ))}
          {directorsError && (
            <p id={directorsErrorId} className={styles.error}>
              <Icon name="error" size={16} />
              <span>{directorsError}</span>
            </p>
          )}
          <div>
            <Button
              ref={addDirectorRef}
              variant="secondary"
              icon={<Icon name="plus" />}
              aria-describedby={directorsError ? directorsErrorId : undefined}
              onPress={() => directors.append({ ...EMPTY_DIRECTOR })}
            >
              Add director
            </Button>
          </div>
        </fieldset>

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

/** The message of the directors list itself ('Please add at least one director!'). */
function directorsMessage(errors: FieldErrors<BusinessRecordsFormValues>) {
  const list = errors.businessDirectors as
    { message?: string; root?: { message?: string } } | undefined;
  return list?.message ?? list?.root?.message;
}
