import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { Beneficiary } from '@axia/core';
import {
  Banner,
  Button,
  EmptyState,
  Icon,
  Link,
  PageHeader,
  Skeleton,
  SkeletonText,
  Stack,
  StatusTag,
} from '@axia/design-system';
import { useServices } from '../../kit';
import { useRecipientDialogs } from '../../kit/recipients';
import { SERVICES_TEXT } from '../messages';
import { beneficiaryDetail, beneficiaryName, isActive, statusLabel } from '../model';
import { SERVICES_PATH } from '../paths';
import * as styles from '../services.css';
import { BeneficiariesStore } from './BeneficiariesStore';

function BeneficiaryRow({
  beneficiary,
  onEdit,
  onRemove,
  register,
}: {
  beneficiary: Beneficiary;
  onEdit: (beneficiary: Beneficiary) => void;
  onRemove: (beneficiary: Beneficiary) => void;
  register: (element: HTMLElement | null) => void;
}) {
  const name = beneficiaryName(beneficiary);
  const active = isActive(beneficiary);
  // 'Action Required' says what it calls for (issue 42): a line in the row, the description of its buttons.
  const reasonId = `beneficiary-${beneficiary.id}-reason`;
  const describedBy = active ? undefined : reasonId;
  return (
    <li className={styles.row}>
      <span className={styles.who}>
        <span className={styles.name}>{name}</span>
        <span className={styles.detail}>{beneficiaryDetail(beneficiary)}</span>
        {!active && (
          <span id={reasonId} className={styles.detail}>
            {SERVICES_TEXT.actionRequiredHelp}
          </span>
        )}
      </span>
      <span className={styles.actions}>
        <StatusTag tone={active ? 'success' : 'warning'} icon={active ? undefined : 'warning'}>
          {statusLabel(beneficiary)}
        </StatusTag>
        <Button
          ref={register}
          variant="secondary"
          size="small"
          aria-label={SERVICES_TEXT.editLabel(name)}
          aria-describedby={describedBy}
          onPress={() => onEdit(beneficiary)}
        >
          {SERVICES_TEXT.edit}
        </Button>
        <Button
          variant="tertiary"
          size="small"
          icon={<Icon name="trash" />}
          aria-label={SERVICES_TEXT.removeLabel(name)}
          aria-describedby={describedBy}
          onPress={() => onRemove(beneficiary)}
        >
          {SERVICES_TEXT.remove}
        </Button>
      </span>
    </li>
  );
}

export interface BeneficiariesViewProps {
  /** The screen's store (stories and tests pass one in a given state); a fresh one by default. */
  store?: BeneficiariesStore;
}

/**
 * /Beneficiaries (seed 001 §2 'Beneficiaries', §3, §8): 'My Beneficiaries' with 'Back to services', the customer's
 * beneficiaries of every kind (name, email or kind, 'active' or 'Action Required'), 'New bendficiary' opening
 * 'Create recipient', an 'Update beneficiary' dialog per beneficiary and removal after a confirmation; each change
 * is persisted (beyond the spec's local list) and told in a toast, a failure in its error dialog.
 */
export const BeneficiariesView = observer(function BeneficiariesView({
  store: given,
}: BeneficiariesViewProps) {
  const services = useServices();
  const [store] = useState(() => given ?? new BeneficiariesStore(services.api));
  useEffect(() => {
    if (!store.loaded && !store.loading) void store.load();
  }, [store]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const listHeadingId = useId();
  const list = store.sorted;
  const recipients = useRecipientDialogs<Beneficiary>({
    describe: (beneficiary) => ({
      id: beneficiary.id,
      name: beneficiaryName(beneficiary),
      email: beneficiary.beneficiaryEmail ?? '',
    }),
    create: (values) => store.create(values),
    update: (beneficiary, values) => store.update(beneficiary, values),
    remove: (beneficiary) => store.remove(beneficiary),
    order: list.map((beneficiary) => beneficiary.id),
    // The last row went: 'New bendficiary', else the heading.
    fallbackFocus: () => newButton.current ?? headingRef.current,
  });

  const firstLoad = !store.loaded;

  return (
    <Stack gap="xl">
      <PageHeader
        headingRef={headingRef}
        title={SERVICES_TEXT.myBeneficiaries}
        backLink={
          <Link href={SERVICES_PATH} variant="standalone">
            {SERVICES_TEXT.backToServices}
          </Link>
        }
        actions={
          <Button ref={newButton} icon={<Icon name="plus" />} onPress={recipients.openCreate}>
            {SERVICES_TEXT.newBeneficiary}
          </Button>
        }
      />
      {store.error !== null && (
        <Banner tone="warning" header={SERVICES_TEXT.loadFailed}>
          <Stack gap="sm" align="start">
            <span>{store.error}</span>
            <Button
              variant="secondary"
              size="small"
              isPending={store.loading}
              onPress={() => void store.load()}
            >
              {SERVICES_TEXT.tryAgain}
            </Button>
          </Stack>
        </Banner>
      )}
      <section aria-labelledby={listHeadingId}>
        <Stack gap="md">
          <h2 id={listHeadingId} className={styles.sectionHeading}>
            {SERVICES_TEXT.listLabel}
          </h2>
          {firstLoad && store.error === null ? (
            <Skeleton label={SERVICES_TEXT.loading}>
              <SkeletonText lines={6} />
            </Skeleton>
          ) : firstLoad ? null : list.length === 0 ? (
            <EmptyState
              title={SERVICES_TEXT.empty}
              description={SERVICES_TEXT.emptyDescription}
              icon="user"
              headingLevel={3}
            />
          ) : (
            // role="list" keeps list semantics in Safari, which drops them when list-style is none.
            <ul role="list" className={styles.list} aria-labelledby={listHeadingId}>
              {list.map((beneficiary) => (
                <BeneficiaryRow
                  key={beneficiary.id}
                  beneficiary={beneficiary}
                  register={recipients.editButtonRef(beneficiary.id)}
                  onEdit={recipients.openUpdate}
                  onRemove={recipients.openRemove}
                />
              ))}
            </ul>
          )}
        </Stack>
      </section>

      {recipients.dialogs}
    </Stack>
  );
});

export function BeneficiariesScreen() {
  return <BeneficiariesView />;
}
