import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { decimalsFor, roundDown, type Beneficiary } from '@axia/core';
import {
  AlertDialog,
  Amount,
  AmountField,
  Button,
  IconButton,
  PageHeader,
  Radio,
  RadioGroup,
  Skeleton,
  SkeletonText,
  Stack,
  TextArea,
} from '@axia/design-system';
import { useServices } from '../../kit';
import { useRecipientDialogs, type RecipientDialogRequest } from '../../kit/recipients';
import { usePending } from '../../kit/usePending';
import {
  SecondFactorDialog,
  useSecondFactor,
  type SecondFactorStore,
} from '../../kit/second-factor';
import {
  AccountChoice,
  AccountName,
  ConfirmCheckbox,
  OverviewRows,
} from '../components/TransferParts';
import { TRANSFERS_TEXT } from '../messages';
import { TransferWizardFrame } from '../components/TransferWizardFrame';
import { TRANSFER_LANDING } from '../paths';
import * as styles from '../transfers.css';
import { BETWEEN_MEMBERS_STEPS, BetweenMembersStore } from './BetweenMembersStore';
import { BETWEEN_MEMBERS_TEXT } from './messages';

export interface BetweenMembersViewProps {
  /** Starts with this state (stories and tests); a fresh wizard reading its lists by default. */
  store?: BetweenMembersStore;
  /** The second-factor flow (stories and tests: a pinned clock or an open dialog). */
  secondFactor?: SecondFactorStore;
  /** Opens on the confirm-information modal (stories). */
  confirming?: boolean;
  /** Opens the Select recipient step with this recipient dialog (stories). */
  recipientDialog?: RecipientDialogRequest<Beneficiary> | null;
}

/**
 * /transfer/between-members (seed 001 §2, §4, §5, §8): Select account, Select recipient, Transfer amount, Transaction
 * overview; Send → the confirm-information modal → POST /transfer/between-members/send, and when the customer has the
 * second factor on, the code dialog (207) → 'Transaction sent successfully!' and /transfer.
 */
export const BetweenMembersView = observer(function BetweenMembersView({
  store: given,
  secondFactor,
  confirming = false,
  recipientDialog = null,
}: BetweenMembersViewProps) {
  const services = useServices();
  const { api, notify, navigate } = services;
  const [store] = useState(() => given ?? new BetweenMembersStore(api));
  const ownFlow = useSecondFactor();
  const flow = secondFactor ?? ownFlow;
  const [confirmOpen, setConfirmOpen] = useState(confirming);
  useEffect(() => {
    if (!given) store.load();
  }, [given, store]);
  const leave = () => navigate(TRANSFER_LANDING);

  const [send, sending] = usePending(async () => {
    const call = store.sender();
    const body = store.body;
    if (!call || !body) return;
    const result = await flow.send(call, JSON.stringify(body));
    if (result.status === 'done') {
      notify({ tone: 'success', title: BETWEEN_MEMBERS_TEXT.sent });
      void services.accounts.refresh();
      leave();
    } else if (result.status === 'failed') {
      notify({ tone: 'error', title: result.message });
    }
  });
  const busy = sending || flow.pending;

  const account = store.account;
  const recipient = store.recipient;
  return (
    <Stack gap="xl">
      <PageHeader
        title={BETWEEN_MEMBERS_TEXT.title}
        description={BETWEEN_MEMBERS_TEXT.description}
      />
      <TransferWizardFrame
        steps={BETWEEN_MEMBERS_STEPS}
        step={store.step}
        stepperLabel={BETWEEN_MEMBERS_TEXT.progress}
        onLeave={leave}
        onBack={() => store.back()}
        canProceed={store.canProceed()}
        onNext={() => store.next()}
        canSend={store.confirmed}
        onSend={() => {
          if (!busy) setConfirmOpen(true);
        }}
        busy={busy}
      >
        {store.step === 0 ? (
          <AccountChoice
            label={BETWEEN_MEMBERS_TEXT.accountLabel}
            accounts={store.sources.status === 'ready' ? store.sources.value : null}
            failed={store.sources.status === 'failed' ? store.sources.message : null}
            onRetry={() => store.load()}
            value={store.accountId}
            onChange={(id) => store.chooseAccount(id)}
          />
        ) : store.step === 1 ? (
          <RecipientStep store={store} initialDialog={recipientDialog} />
        ) : store.step === 2 ? (
          <AmountStep store={store} />
        ) : (
          <Stack gap="lg">
            <p className={styles.muted}>{TRANSFERS_TEXT.overview}</p>
            <OverviewRows
              rows={[
                {
                  term: BETWEEN_MEMBERS_TEXT.overviewFrom,
                  value: <AccountName account={account} />,
                },
                {
                  term: BETWEEN_MEMBERS_TEXT.overviewTo,
                  value: recipient
                    ? `${recipient.beneficiaryName} (${recipient.beneficiaryEmail ?? ''})`
                    : '',
                },
                {
                  term: BETWEEN_MEMBERS_TEXT.overviewAmount,
                  value: account ? (
                    <Amount
                      value={store.amount}
                      currency={account.currency}
                      decimals={decimalsFor(account.currency)}
                    />
                  ) : null,
                },
                ...(store.memo.trim()
                  ? [{ term: BETWEEN_MEMBERS_TEXT.overviewMemo, value: store.memo.trim() }]
                  : []),
              ]}
            />
            <ConfirmCheckbox isSelected={store.confirmed} onChange={(v) => store.setConfirmed(v)} />
          </Stack>
        )}
      </TransferWizardFrame>
      <AlertDialog
        title={BETWEEN_MEMBERS_TEXT.confirmTitle}
        confirmLabel={BETWEEN_MEMBERS_TEXT.confirm}
        cancelLabel={BETWEEN_MEMBERS_TEXT.cancel}
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={() => {
          if (!busy) void send();
        }}
      >
        {account && recipient
          ? BETWEEN_MEMBERS_TEXT.confirmBody(
              `${roundDown(store.amount || '0', decimalsFor(account.currency))} ${account.currency}`,
              recipient.beneficiaryName,
              recipient.beneficiaryEmail ?? '',
            )
          : ''}
      </AlertDialog>
      <SecondFactorDialog flow={flow} />
    </Stack>
  );
});

/**
 * Select recipient: the member recipients to choose from, New recipient, and Edit/Done (edit and remove buttons per
 * recipient). The dialogs, toasts, error dialogs and focus are kit/recipients' (the same as /Beneficiaries').
 */
const RecipientStep = observer(function RecipientStep({
  store,
  initialDialog,
}: {
  store: BetweenMembersStore;
  initialDialog: RecipientDialogRequest<Beneficiary> | null;
}) {
  const newButton = useRef<HTMLButtonElement>(null);
  const recipients = store.recipients;
  const list = recipients.status === 'ready' ? recipients.value : [];
  const dialogs = useRecipientDialogs<Beneficiary>({
    describe: (recipient) => ({
      id: recipient.id,
      name: recipient.beneficiaryName,
      email: recipient.beneficiaryEmail ?? '',
    }),
    create: (values) => store.createRecipient(values),
    update: (recipient, values) => store.updateRecipient(recipient, values),
    remove: (recipient) => store.removeRecipient(recipient),
    order: list.map((recipient) => recipient.id),
    // The last recipient went (and Edit/Done with it): New recipient.
    fallbackFocus: () => newButton.current,
    createTitle: BETWEEN_MEMBERS_TEXT.createTitle,
    createLabel: BETWEEN_MEMBERS_TEXT.create,
    updateTitle: BETWEEN_MEMBERS_TEXT.editTitle,
    initial: initialDialog,
  });

  return (
    <Stack gap="md">
      <div className={styles.toolbar}>
        <Button ref={newButton} variant="secondary" onPress={dialogs.openCreate}>
          {BETWEEN_MEMBERS_TEXT.newRecipient}
        </Button>
        {list.length > 0 && (
          <Button variant="tertiary" onPress={() => store.toggleEditing()}>
            {store.editing ? BETWEEN_MEMBERS_TEXT.done : BETWEEN_MEMBERS_TEXT.edit}
          </Button>
        )}
      </div>
      {recipients.status === 'loading' ? (
        <Skeleton label={BETWEEN_MEMBERS_TEXT.recipientsLoading}>
          <SkeletonText lines={3} />
        </Skeleton>
      ) : recipients.status === 'failed' ? (
        <Stack gap="sm">
          <p className={styles.error} role="alert">
            {recipients.message}
          </p>
          <div>
            <Button variant="secondary" onPress={() => void store.loadRecipients()}>
              {TRANSFERS_TEXT.retry}
            </Button>
          </div>
        </Stack>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{BETWEEN_MEMBERS_TEXT.noRecipients}</p>
      ) : store.editing ? (
        <ul className={styles.recipients} aria-label={BETWEEN_MEMBERS_TEXT.recipientLabel}>
          {list.map((recipient) => (
            <li key={recipient.id} className={styles.recipient}>
              <span className={styles.recipientChoice}>
                {recipient.beneficiaryName}{' '}
                <span className={styles.muted}>{recipient.beneficiaryEmail}</span>
              </span>
              <IconButton
                ref={dialogs.editButtonRef(recipient.id)}
                icon="file"
                aria-label={BETWEEN_MEMBERS_TEXT.editRecipient(recipient.beneficiaryName)}
                onPress={() => dialogs.openUpdate(recipient)}
                isDisabled={dialogs.pending}
              />
              <IconButton
                icon="trash"
                aria-label={BETWEEN_MEMBERS_TEXT.removeRecipient(recipient.beneficiaryName)}
                onPress={() => dialogs.openRemove(recipient)}
                isDisabled={dialogs.pending}
              />
            </li>
          ))}
        </ul>
      ) : (
        <RadioGroup
          label={BETWEEN_MEMBERS_TEXT.recipientLabel}
          value={store.recipientId}
          onChange={(id) => store.chooseRecipient(id)}
          isRequired
        >
          {list.map((recipient) => (
            <Radio key={recipient.id} value={recipient.id} description={recipient.beneficiaryEmail}>
              {recipient.beneficiaryName}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {dialogs.dialogs}
    </Stack>
  );
});

const AmountStep = observer(function AmountStep({ store }: { store: BetweenMembersStore }) {
  const account = store.account;
  if (!account) return null;
  return (
    <Stack gap="md">
      <p className={styles.muted}>
        {BETWEEN_MEMBERS_TEXT.balance}:{' '}
        <Amount
          value={account.amount}
          currency={account.currency}
          decimals={decimalsFor(account.currency)}
        />
      </p>
      <AmountField
        label={BETWEEN_MEMBERS_TEXT.amountLabel}
        currency={account.currency}
        decimals={decimalsFor(account.currency)}
        value={store.amount}
        onChange={(value) => store.setAmount(value)}
        errorMessage={store.amountProblem ?? undefined}
        isRequired
      />
      <TextArea
        label={BETWEEN_MEMBERS_TEXT.memoLabel}
        description={BETWEEN_MEMBERS_TEXT.memoDescription}
        value={store.memo}
        onChange={(value) => store.setMemo(value)}
        errorMessage={store.memoProblem ?? undefined}
        maxLength={500}
        rows={2}
      />
    </Stack>
  );
});

export function BetweenMembersScreen() {
  return <BetweenMembersView />;
}
