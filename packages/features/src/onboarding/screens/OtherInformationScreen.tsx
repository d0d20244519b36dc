import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ONBOARDING_MESSAGES, PEP_STATUS_LABEL, pepSchema, type PepStatus } from '@axia/core';
import { Button, Radio, Stack } from '@axia/design-system';
import type { z } from 'zod';
import { useServices } from '../../kit';
import { FormRadioGroup } from '../../kit/fields';
import { usePending } from '../../kit/usePending';
import { LoadState } from '../components/LoadState';
import { OnboardingLayout, onboardingStyles as styles } from '../components/OnboardingLayout';
import { StatusBanner } from '../components/status';
import { checklistPath, ITEM_TITLES, pepVerificationStatus } from '../registration';
import { reportError, useAfterChange, useRegistration } from '../useRegistration';

/**
 * /onboarding/individual/other-information (seed 000 §4): the PEP declaration, NONE ('Nothing to declare') or
 * PEP, saved through POST /user/pep/registration ('Updated PEP status').
 */
export const OtherInformationScreen = observer(function OtherInformationScreen() {
  const store = useRegistration('individual');
  const registration = store.registration;
  return (
    <OnboardingLayout
      title={ITEM_TITLES['other-information']}
      description="Regulations ask us whether you hold a prominent public function."
      back={{ href: checklistPath('individual'), label: 'Back to checklist' }}
    >
      {!registration ? (
        <LoadState
          label="Loading your information"
          error={store.loadError}
          onRetry={() => void store.load()}
        />
      ) : (
        <Stack gap="lg">
          <StatusBanner status={pepVerificationStatus(registration.pepStatus)} what="declaration" />
          <PepForm initial={registration.pepStatus} />
        </Stack>
      )}
    </OnboardingLayout>
  );
});

function PepForm({ initial }: { initial: PepStatus | null }) {
  const services = useServices();
  const afterChange = useAfterChange('individual');
  const { control, handleSubmit } = useForm<
    z.input<typeof pepSchema>,
    unknown,
    z.output<typeof pepSchema>
  >({
    resolver: zodResolver(pepSchema),
    defaultValues: { pepStatus: initial ?? undefined },
  });
  const [submit, submitting] = usePending(async ({ pepStatus }: { pepStatus: PepStatus }) => {
    try {
      const next = await services.api.registerPep({ body: { pepStatus } });
      await afterChange(next, ONBOARDING_MESSAGES.pepUpdated);
    } catch (error) {
      reportError(services, error);
    }
  });
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <Stack gap="lg">
        <FormRadioGroup control={control} name="pepStatus" label={PEP_STATUS_LABEL}>
          <Radio value="NONE">Nothing to declare</Radio>
          <Radio
            value="PEP"
            description="You hold or held a prominent public function, or you are a family member or close associate of someone who does."
          >
            Politically exposed person (PEP)
          </Radio>
        </FormRadioGroup>
        <div className={styles.actions}>
          <Button type="submit" isPending={submitting}>
            Save
          </Button>
        </div>
      </Stack>
    </form>
  );
}
