import { useCallback, useEffect, useRef, useState } from 'react';
import { readBankSetting, type BankClient, type WireDepositInfo } from '@axia/core';
import { Button, CopyButton, Icon, Skeleton, SkeletonText, Stack } from '@axia/design-system';
import { useServices } from '../services';
import { errorText } from '../errors';
import { MONEY_TEXT } from './messages';
import * as styles from './money.css';
import { SanitizedHtml } from './SanitizedHtml';

// The bank's wire deposit instructions (seed 001 §2, §3, §7 'Wire deposit info by config key'): read with
// GET /bankSettings?settingName=WIRE_DEPOSIT_INFO and shown as label/value pairs plus the sanitised rich text. The
// pending wire deposit's dialog shows them, and the wire deposit wizard's last step shows the same.

export type WireDepositInfoState =
  { status: 'loading' } | { status: 'ready'; info: WireDepositInfo } | { status: 'failed' };

const FIELDS = ['bankName', 'bankAccountName', 'bankAccountNumber', 'bankAba'] as const;

/** Instructions a customer can wire to: every bank field present and not blank (§8: empty counts as failing). */
export function isUsableWireDepositInfo(value: unknown): value is WireDepositInfo {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    FIELDS.every((key) => typeof record[key] === 'string' && record[key].trim() !== '') &&
    typeof record.wireDepositInformation === 'string'
  );
}

/** Reads the instructions; rejects when they cannot be read or are empty. */
async function loadWireDepositInfo(api: BankClient): Promise<WireDepositInfo> {
  const info = await readBankSetting(api, 'WIRE_DEPOSIT_INFO');
  if (!isUsableWireDepositInfo(info)) throw new Error(MONEY_TEXT.wireInfoFailed);
  return info;
}

/** The instructions for a screen or dialog: read on mount, with `retry` after a failure. */
export function useWireDepositInfo() {
  const { api } = useServices();
  const [state, setState] = useState<WireDepositInfoState>({ status: 'loading' });
  const request = useRef(0);
  const read = useCallback(() => {
    const id = ++request.current;
    loadWireDepositInfo(api).then(
      (info) => {
        if (id === request.current) setState({ status: 'ready', info });
      },
      () => {
        if (id === request.current) setState({ status: 'failed' });
      },
    );
  }, [api]);
  useEffect(() => {
    read();
    return () => {
      // A late answer after unmount is dropped.
      request.current += 1;
    };
  }, [read]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    read();
  }, [read]);
  return [state, retry] as const;
}

export interface WireDepositInstructionsProps {
  state: WireDepositInfoState;
  onRetry?: () => void;
  /** The level of the 'Send your wire to' heading (3 inside a dialog, whose title is the h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The bank details to wire to and the bank's notes. While loading a placeholder; on failure the spec's error
 * 'There was an error fetching Bank Wire Deposit Information', announced, with Try again.
 */
export function WireDepositInstructions({
  state,
  onRetry,
  headingLevel = 3,
}: WireDepositInstructionsProps) {
  const { notify } = useServices();
  const Heading = `h${headingLevel}` as const;
  const copied = () => notify({ tone: 'success', title: MONEY_TEXT.copied });
  const copyFailed = (error: unknown) => notify({ tone: 'error', title: errorText(error) });
  return (
    <Stack gap="sm">
      <Heading className={styles.groupHeading}>{MONEY_TEXT.bankDetails}</Heading>
      {state.status === 'loading' ? (
        <Skeleton label={MONEY_TEXT.loadingWireInfo}>
          <SkeletonText lines={5} />
        </Skeleton>
      ) : state.status === 'failed' ? (
        <Stack gap="sm" align="start">
          <p role="alert" className={styles.errorMessage}>
            <Icon name="error" />
            <span>{MONEY_TEXT.wireInfoFailed}</span>
          </p>
          {onRetry && (
            <Button variant="secondary" size="small" onPress={onRetry}>
              {MONEY_TEXT.tryAgain}
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <dl className={styles.details}>
            <dt className={styles.term}>{MONEY_TEXT.bankName}</dt>
            <dd className={styles.definition}>{state.info.bankName}</dd>
            <dt className={styles.term}>{MONEY_TEXT.bankAccountName}</dt>
            <dd className={styles.definition}>{state.info.bankAccountName}</dd>
            <dt className={styles.term}>{MONEY_TEXT.bankAccountNumber}</dt>
            <dd className={styles.definition}>
              <span className={styles.code}>{state.info.bankAccountNumber}</span>
              <CopyButton
                size="small"
                text={state.info.bankAccountNumber}
                label={MONEY_TEXT.copyBankAccountNumber}
                onCopied={copied}
                onCopyError={copyFailed}
              />
            </dd>
            <dt className={styles.term}>{MONEY_TEXT.bankAba}</dt>
            <dd className={styles.definition}>
              <span className={styles.code}>{state.info.bankAba}</span>
              <CopyButton
                size="small"
                text={state.info.bankAba}
                label={MONEY_TEXT.copyBankAba}
                onCopied={copied}
                onCopyError={copyFailed}
              />
            </dd>
          </dl>
          {state.info.wireDepositInformation.trim() && (
            <SanitizedHtml html={state.info.wireDepositInformation} />
          )}
        </>
      )}
    </Stack>
  );
}
