import { observer } from 'mobx-react-lite';
import { CARD_MESSAGES, CARD_REGION_LABELS } from '@axia/core';
import { Button, Checkbox, Dialog, Link, Skeleton, SkeletonText, Stack } from '@axia/design-system';
import { ReadFailed } from '../components/ReadFailed';
import type { ApplyStore } from './ApplyStore';
import { APPLY_TEXT as TEXT } from './messages';
import * as styles from './apply.css';

/**
 * Step 3, Agreement (§2, §4, §5, §8): the region's agreement (header, body, image, a link to the full document),
 * opened in an Agree/Cancel modal; the checkbox ('Please read our condition and check for continue!' when Order Card
 * is pressed without it); 'Failed to retrieve terms and conditions, please contact customer support.' when the terms
 * lack a header or a body.
 */
export const AgreementStep = observer(function AgreementStep({ store }: { store: ApplyStore }) {
  const agreement = store.agreement.terms;
  if (!agreement || agreement.status === 'loading')
    return (
      <Skeleton label={TEXT.agreementLoading}>
        <SkeletonText lines={4} />
      </Skeleton>
    );
  if (agreement.status === 'failed')
    return (
      <ReadFailed
        message={agreement.message}
        retryLabel={TEXT.retry}
        onRetry={() => void store.agreement.loadAgreement()}
      />
    );
  const terms = store.agreement.agreementReady;
  if (!terms)
    return (
      <p className={styles.error} role="alert">
        {CARD_MESSAGES.termsMissing}
      </p>
    );
  const shown = store.showErrors.includes(3);
  const region = CARD_REGION_LABELS[terms.region];
  return (
    <Stack gap="lg">
      <h3 className={styles.sectionHeading}>{terms.header}</h3>
      <p className={styles.text}>{terms.body}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => store.agreement.openAgreement()}>
          {TEXT.readAgreement}
        </Button>
      </div>
      <Checkbox
        isSelected={store.agreement.agreed}
        onChange={(selected) => store.agreement.setAgreed(selected)}
        errorMessage={shown && !store.agreement.agreed ? CARD_MESSAGES.checkTerms : undefined}
      >
        {TEXT.agreeCheckbox}
      </Checkbox>
      <Dialog
        title={terms.header ?? ''}
        isOpen={store.agreement.agreementOpen}
        onOpenChange={(open) => {
          if (!open) store.agreement.closeAgreement(false);
        }}
        size="large"
        footer={
          <>
            <Button variant="secondary" onPress={() => store.agreement.closeAgreement(false)}>
              {TEXT.cancel}
            </Button>
            <Button onPress={() => store.agreement.closeAgreement(true)}>{TEXT.agree}</Button>
          </>
        }
      >
        <Stack gap="md">
          <img
            src={terms.imageUrl}
            alt={TEXT.agreementImage(region)}
            className={styles.agreementImage}
          />
          <p className={styles.text}>{terms.body}</p>
          <p className={styles.text}>
            <Link href={terms.url} target="_blank" rel="noopener noreferrer">
              {/* The design system's Link says '(opens in a new tab)' itself. */}
              {TEXT.fullDocument}
            </Link>
          </p>
        </Stack>
      </Dialog>
    </Stack>
  );
});
