import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  accountStatusHelp,
  CRYPTO_DECIMALS,
  isAccountActive,
  needsTokenDepositConsent,
  TOKEN_DEPOSIT_CONSENT_FORM,
  TOKEN_DEPOSIT_RELOAD_MS,
  tokenDepositAmountProblem,
  tokenDepositCredit,
  tokenDepositMultiplier,
  type TokenWallet,
} from '@axia/core';
import {
  AccountPicker,
  Amount,
  AmountField,
  Banner,
  Button,
  EmptyState,
  formatAmount,
  Link,
  PageHeader,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import { useServices } from '../../kit';
import { errorText } from '../../kit/errors';
import { usePending } from '../../kit/usePending';
import { TOKEN_TEXT, TOKEN_WALLET_ROUTE_HASH } from './messages';
import * as styles from './token.css';
import { DEPOSIT_LANDING } from '../paths';

// Seed 001 §2 'Token wallet deposit' (/deposit/{hash}), §5, §8, §9: the legacy ERC-20 token wallet (its balance and
// email), the migration terms first for legacy token holders (created before 2022-07-29 with
// TOKEN_MIGRATION_CONSENT: the network V2 token-migration consent), then an AXC account and an amount; the
// multiplier (13.43 or 1) and what it credits are shown; 'Deposit succeeded!' and the page reloads after 500 ms.

type WalletState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; wallet: TokenWallet | null };

interface FieldErrors {
  account?: string;
  amount?: string;
}

export interface TokenDepositViewProps {
  /** What 'the screen reloads' does, 500 ms after a deposit (§4); tests and stories pass a spy. */
  reload?: () => void;
}

const defaultReload = () => window.location.reload();

function DetailList({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.detailRow}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /deposit/{hash}: the token wallet deposit. */
export const TokenDepositView = observer(function TokenDepositView({
  reload = defaultReload,
}: TokenDepositViewProps) {
  const services = useServices();
  const { api } = services;
  const { hash } = useParams();
  const known = hash === TOKEN_WALLET_ROUTE_HASH;
  const [state, setState] = useState<WalletState>({ status: 'loading' });

  // Read on arrival and on each retry; a read that ends after the page is left changes nothing.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!known) return;
    let live = true;
    api.getTokenWallet().then(
      (wallet) => live && setState({ status: 'ready', wallet }),
      (error: unknown) => live && setState({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, known, attempt]);
  // The AXC accounts to choose from, read once per visit.
  useEffect(() => {
    if (known) void services.accounts.refresh();
  }, [services.accounts, known]);

  const back = (
    <Link href={DEPOSIT_LANDING} variant="standalone">
      {TOKEN_TEXT.backToDeposit}
    </Link>
  );
  let body: ReactNode;
  if (!known) {
    body = (
      <EmptyState
        title={TOKEN_TEXT.notFound}
        description={TOKEN_TEXT.notFoundBody}
        icon="info"
        headingLevel={2}
      />
    );
  } else if (state.status === 'loading') {
    body = (
      <Skeleton label={TOKEN_TEXT.loading}>
        <SkeletonText lines={4} />
      </Skeleton>
    );
  } else if (state.status === 'failed') {
    body = (
      <Banner tone="danger" header={TOKEN_TEXT.loadFailed}>
        <Stack gap="sm">
          <p className={styles.text}>{state.message}</p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onPress={() => {
                setState({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {TOKEN_TEXT.retry}
            </Button>
          </div>
        </Stack>
      </Banner>
    );
  } else if (!state.wallet) {
    body = (
      <Banner tone="warning" header={TOKEN_TEXT.noWallet}>
        {TOKEN_TEXT.noWalletBody}
      </Banner>
    );
  } else {
    body = <TokenWalletDeposit wallet={state.wallet} reload={reload} />;
  }
  return (
    <Stack gap="xl">
      <PageHeader title={TOKEN_TEXT.title} description={TOKEN_TEXT.intro} backLink={back} />
      {body}
    </Stack>
  );
});

/** The wallet, then the terms (legacy token holders who have not agreed) or the deposit form. */
const TokenWalletDeposit = observer(function TokenWalletDeposit({
  wallet,
  reload,
}: {
  wallet: TokenWallet;
  reload: () => void;
}) {
  const { api, notify, session } = useServices();
  const user = session.user;
  const [agreed, setAgreed] = useState(false);
  const holder = {
    createdAt: user?.createdAt ?? '',
    features: user?.features ?? [],
    consent: { ...user?.consent, ...(agreed ? { [TOKEN_DEPOSIT_CONSENT_FORM]: true } : {}) },
  };
  const multiplier = tokenDepositMultiplier(holder);
  const needsTerms = needsTokenDepositConsent(holder);
  const walletId = useId();

  const [agree, agreeing] = usePending(async () => {
    try {
      await api.agreeUserConsent({ body: { consentFormName: TOKEN_DEPOSIT_CONSENT_FORM } });
    } catch (error) {
      notify({ tone: 'error', title: errorText(error) });
      return;
    }
    setAgreed(true);
  });

  return (
    <Stack gap="xl">
      <section aria-labelledby={walletId}>
        <Stack gap="md">
          <h2 id={walletId} className={styles.sectionHeading}>
            {TOKEN_TEXT.walletHeading}
          </h2>
          <DetailList
            rows={[
              [
                TOKEN_TEXT.walletBalance,
                <Amount
                  key="balance"
                  value={wallet.axc}
                  currency="AXC"
                  decimals={CRYPTO_DECIMALS}
                  size="lg"
                />,
              ],
              [TOKEN_TEXT.walletEmail, wallet.email],
              [
                TOKEN_TEXT.walletAddress,
                <span key="address" className={styles.code}>
                  {wallet.eth_wallet_address}
                </span>,
              ],
              [TOKEN_TEXT.multiplier, `×${multiplier}`],
            ]}
          />
        </Stack>
      </section>
      {needsTerms ? (
        <MigrationTerms multiplier={multiplier} agreeing={agreeing} onAgree={() => void agree()} />
      ) : (
        <DepositForm
          wallet={wallet}
          multiplier={multiplier}
          reload={reload}
          focusOnMount={agreed}
        />
      )}
    </Stack>
  );
});

function MigrationTerms({
  multiplier,
  agreeing,
  onAgree,
}: {
  multiplier: string;
  agreeing: boolean;
  onAgree: () => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack gap="md">
        <h2 id={id} className={styles.sectionHeading}>
          {TOKEN_TEXT.termsHeading}
        </h2>
        <p className={styles.text}>{TOKEN_TEXT.termsBody}</p>
        <p className={styles.text}>
          {TOKEN_TEXT.multiplier}: ×{multiplier}
        </p>
        <div className={styles.actions}>
          <Button onPress={onAgree} isPending={agreeing}>
            {TOKEN_TEXT.termsAgree}
          </Button>
          <Link href={DEPOSIT_LANDING} variant="standalone">
            {TOKEN_TEXT.termsCancel}
          </Link>
        </div>
      </Stack>
    </section>
  );
}

/** The amount's problem in the page's words (§5 'Please enter a valid amount' for anything not above 0). */
function amountError(amount: string, balance: string): string | undefined {
  return tokenDepositAmountProblem(amount, balance) ?? undefined;
}

const DepositForm = observer(function DepositForm({
  wallet,
  multiplier,
  reload,
  focusOnMount,
}: {
  wallet: TokenWallet;
  multiplier: string;
  reload: () => void;
  focusOnMount: boolean;
}) {
  const { api, notify, accounts } = useServices();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);

  // A submit with errors moves focus to the first field in error (its message is read with it).
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const form = formRef.current;
    const target = errors.account
      ? form?.querySelector<HTMLElement>('[role="radiogroup"] input:not(:disabled)')
      : form?.querySelector<HTMLElement>('input[aria-invalid="true"]');
    target?.focus();
  });

  // After the terms, focus moves to this step's heading.
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  // §4: the page reloads 500 ms after a deposit.
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const axcAccounts = accounts.accounts.filter((account) => account.currency === 'AXC');
  const chosen = axcAccounts.find(
    (account) => account.id === accountId && isAccountActive(account),
  );
  const credit =
    tokenDepositAmountProblem(amount, wallet.axc) === null
      ? tokenDepositCredit(amount, multiplier)
      : null;

  const [submit, submitting] = usePending(async () => {
    const next: FieldErrors = {
      account: chosen ? undefined : TOKEN_TEXT.selectAccount,
      amount: amountError(amount, wallet.axc),
    };
    setErrors(next);
    if (next.account || next.amount || !chosen) {
      focusFirstError.current = true;
      return;
    }
    try {
      await api.depositTokenWallet({ body: { toAccountId: chosen.id, amountAxc: amount } });
    } catch (error) {
      notify({ tone: 'error', title: errorText(error) });
      return;
    }
    setDone(true);
    notify({ tone: 'success', title: TOKEN_TEXT.succeeded });
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(reload, TOKEN_DEPOSIT_RELOAD_MS);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!done) void submit();
  };

  return (
    <section aria-labelledby={headingId}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
            {TOKEN_TEXT.formHeading}
          </h2>
          {axcAccounts.length === 0 ? (
            <Stack gap="xs">
              <p className={styles.text}>{TOKEN_TEXT.noAccount}</p>
              {errors.account && (
                <p className={styles.error} role="alert">
                  {errors.account}
                </p>
              )}
            </Stack>
          ) : (
            <AccountPicker
              label={TOKEN_TEXT.account}
              actionRequiredLabel={TOKEN_TEXT.actionRequired}
              accounts={axcAccounts.map((account) => ({
                id: account.id,
                name: account.typePublicName,
                publicId: account.publicId,
                amount: account.amount,
                currency: account.currency,
                decimals: CRYPTO_DECIMALS,
                actionRequired: !isAccountActive(account),
                actionRequiredDescription: accountStatusHelp(account) ?? undefined,
              }))}
              value={accountId}
              onChange={(id) => {
                setAccountId(id);
                setErrors((current) => ({ ...current, account: undefined }));
              }}
              errorMessage={errors.account}
              isDisabled={done}
            />
          )}
          <AmountField
            label={TOKEN_TEXT.amount}
            currency="AXC"
            decimals={CRYPTO_DECIMALS}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
            description={
              credit
                ? TOKEN_TEXT.willReceive(formatAmount(credit, 'AXC', { decimals: CRYPTO_DECIMALS }))
                : `${TOKEN_TEXT.multiplier}: ×${multiplier}`
            }
            errorMessage={errors.amount}
            isDisabled={done}
          />
          <div className={styles.actions}>
            <Button type="submit" isPending={submitting} isDisabled={done}>
              {TOKEN_TEXT.submit}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
});

export function TokenDepositScreen() {
  return <TokenDepositView />;
}
