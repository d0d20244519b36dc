import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  accountStatusHelp,
  FIAT_DECIMALS,
  isAccountActive,
  needsSourceOfFunds,
  sourceOfFundsProblem,
  type Transaction,
} from '@axia/core';
import {
  AccountPicker,
  Amount,
  Button,
  Checkbox,
  Dialog,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import { useServices } from '../../kit';
import { errorText } from '../../kit/errors';
import { usePending } from '../../kit/usePending';
import { DetailList, ReturnFocus, type ItemDialogProps } from './dialogs';
import { PENDING_TEXT } from './messages';
import {
  formatDateTime,
  fullName,
  providerText,
  recordedUsd,
  targetAccounts,
  targetCurrencies,
  usdAt,
  decimalsOf,
} from './model';
import * as styles from './pending.css';
import {
  DeclarationAnnouncement,
  EMPTY_SOURCE_OF_FUNDS,
  isSignerProblem,
  SourceOfFundsFields,
  sourceOfFundsDeclaration,
} from '../../kit/money';
import { localDay } from '../../kit/dates';

/** The deposit's value in USD: 'loading', or the value (null when it could not be worked out). */
type UsdValue = { status: 'loading' } | { status: 'ready'; value: string | null };

/**
 * Seed 001 §5: the USD value the declaration threshold is measured in: the provider's amountInUsd when it carries
 * one, else the amount at the bank's conversion rate; null when that fails (the declaration is then required).
 */
function useUsdValue(item: Transaction): UsdValue {
  const { api } = useServices();
  const recorded = recordedUsd(item);
  const [state, setState] = useState<UsdValue>(() =>
    recorded !== null
      ? { status: 'ready', value: recorded }
      : item.currency === 'USD'
        ? { status: 'ready', value: item.amount }
        : { status: 'loading' },
  );
  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    api
      .getConversionRate({ query: { fromCurrency: item.currency, toCurrency: 'USD' } })
      .then(
        (answer) => usdAt(item, answer.conversionRate),
        () => null,
      )
      .catch(() => null)
      .then((value) => {
        if (live) setState({ status: 'ready', value });
      });
    return () => {
      live = false;
    };
    // Read once per dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

export interface ConfirmDepositDialogProps extends ItemDialogProps {
  /** Today's source (the declaration's date). */
  clock: () => Date;
  onConfirmed: (item: Transaction) => void;
}

/**
 * 'Pending Transactions' (seed 001 §2, §4, §5): confirm a deposit awaiting the customer's choice of account. The
 * account (ACTIVE ones of the currencies the deposit may go to), the source-of-funds declaration at 10,000 USD or
 * more (or when the value in USD is unknown) and the information-is-correct checkbox; Confirm stays disabled until
 * all are given, then POST /deposit/confirm.
 */
export const ConfirmDepositDialog = observer(function ConfirmDepositDialog({
  item,
  isOpen,
  onOpenChange,
  returnFocus,
  clock,
  onConfirmed,
}: ConfirmDepositDialogProps) {
  const services = useServices();
  const { api, notify } = services;
  const usd = useUsdValue(item);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [sourceOfFunds, setSourceOfFunds] = useState(EMPTY_SOURCE_OF_FUNDS);
  const [correct, setCorrect] = useState(false);
  const [signerError, setSignerError] = useState<string | null>(null);

  const options = targetAccounts(item, services.accounts.accounts);
  const chosen = options.find((account) => account.id === accountId && isAccountActive(account));
  // The bank measures the threshold at its own rates: when it asks for the declaration, the form does too.
  const [bankWantsDeclaration, setBankWantsDeclaration] = useState(false);
  const needsDeclaration =
    usd.status === 'ready' && (bankWantsDeclaration || needsSourceOfFunds(usd.value));
  const signature = fullName(services.session.user);
  const date = localDay(clock());
  const declaration = needsDeclaration
    ? sourceOfFundsDeclaration(sourceOfFunds, signature, date)
    : null;
  const ready =
    usd.status === 'ready' &&
    chosen !== undefined &&
    correct &&
    (!needsDeclaration || declaration !== null);

  const [confirm, confirming] = usePending(async () => {
    if (!ready || !chosen) return;
    try {
      await api.confirmDeposit({
        body: {
          externalTransactionId: item.id,
          accountId: chosen.id,
          ...(declaration ? { sourceOfFund: declaration } : {}),
        },
      });
    } catch (error) {
      const message = errorText(error);
      if (message === sourceOfFundsProblem(undefined)) setBankWantsDeclaration(true);
      // The signature or the date refused: said on the declaration, where they are shown.
      if (isSignerProblem(message)) setSignerError(message);
      else notify({ tone: 'error', title: message });
      return;
    }
    notify({ tone: 'success', title: PENDING_TEXT.depositConfirmed });
    onConfirmed(item);
  });

  const hash = providerText(item, 'transactionHash');
  return (
    <Dialog
      title={PENDING_TEXT.confirmTitle}
      description={PENDING_TEXT.confirmIntro}
      size="large"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={confirming}
      isDismissable={!confirming}
      footer={
        <>
          <Button variant="secondary" slot="close" isDisabled={confirming}>
            {PENDING_TEXT.cancel}
          </Button>
          <Button isDisabled={!ready} isPending={confirming} onPress={() => void confirm()}>
            {PENDING_TEXT.confirm}
          </Button>
        </>
      }
    >
      <ReturnFocus to={returnFocus} />
      <Stack gap="lg">
        <DetailList
          rows={[
            [
              PENDING_TEXT.amount,
              <Amount
                key="amount"
                value={item.amount}
                currency={item.currency}
                decimals={decimalsOf(item)}
              />,
            ],
            [
              PENDING_TEXT.valueInUsd,
              usd.status === 'loading' ? null : usd.value === null ? (
                PENDING_TEXT.valueUnavailable
              ) : (
                <Amount key="usd" value={usd.value} currency="USD" decimals={FIAT_DECIMALS} />
              ),
            ],
            [PENDING_TEXT.date, formatDateTime(item.createdAt)],
            [PENDING_TEXT.reference, <span className={styles.code}>{item.publicId}</span>],
            [PENDING_TEXT.transactionHash, hash && <span className={styles.code}>{hash}</span>],
          ]}
        />
        {options.some(isAccountActive) ? (
          <AccountPicker
            label={PENDING_TEXT.targetAccount}
            actionRequiredLabel={PENDING_TEXT.actionRequired}
            accounts={options.map((account) => ({
              id: account.id,
              name: account.typePublicName,
              publicId: account.publicId,
              amount: account.amount,
              currency: account.currency,
              decimals: decimalsOf(account),
              actionRequired: !isAccountActive(account),
              actionRequiredDescription: accountStatusHelp(account) ?? undefined,
            }))}
            value={accountId}
            onChange={setAccountId}
            isRequired
            isDisabled={confirming}
          />
        ) : (
          <p className={styles.errorMessage}>
            {PENDING_TEXT.noTargetAccount(targetCurrencies(item).join(' or ') || item.currency)}
          </p>
        )}
        <DeclarationAnnouncement shown={usd.status !== 'loading' && needsDeclaration} />
        {usd.status === 'loading' ? (
          <Skeleton label={PENDING_TEXT.checkingValue}>
            <SkeletonText lines={3} />
          </Skeleton>
        ) : needsDeclaration ? (
          <SourceOfFundsFields
            value={sourceOfFunds}
            onChange={setSourceOfFunds}
            signature={signature}
            date={date}
            signerError={signerError}
            description={
              usd.value === null
                ? PENDING_TEXT.declarationNeededUnknown
                : PENDING_TEXT.declarationNeededAmount
            }
            isDisabled={confirming}
          />
        ) : null}
        <Checkbox
          isSelected={correct}
          onChange={setCorrect}
          isRequired
          isDisabled={confirming}
          validationBehavior="aria"
        >
          {PENDING_TEXT.informationCorrect}
        </Checkbox>
        {!ready && <p className={styles.muted}>{PENDING_TEXT.confirmHint}</p>}
      </Stack>
    </Dialog>
  );
});
