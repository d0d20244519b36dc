import { useEffect, useId, useState } from 'react';
import { GENERAL_MESSAGES, NETWORK_V2_ASSET, type Network } from '@axia/core';
import {
  Banner,
  Button,
  CopyButton,
  PageHeader,
  QrCode,
  Skeleton,
  SkeletonText,
  Stack,
} from '@axia/design-system';
import { useServices } from '../../kit';
import { errorText } from '../../kit/errors';
import { NETWORK_TEXT } from './messages';
import * as styles from './network.css';
import { DEPOSIT_LANDING } from '../paths';

// Seed 001 §2 'Network deposit address pages (V1 and V2)', §7, §9: the customer's custody address on the AXIA
// network (GET /transfer/axcustody/deposit-address, asset=axiaV2 for V2) with a copy action and a QR code, the
// minimum deposit (1 AXC), the estimated network fee (0.001 AXC, paid by the sender) and the warnings (on V2: the
// address applies only to V2 AXC); the page for the native coin is titled 'Deposit'; Finish returns to /deposit.

type AddressState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; address: string };

export interface NetworkDepositViewProps {
  network: Network;
}

export function NetworkDepositView({ network }: NetworkDepositViewProps) {
  const { api, notify, navigate } = useServices();
  const [state, setState] = useState<AddressState>({ status: 'loading' });
  const addressId = useId();
  const detailsId = useId();

  // Read on arrival and on each retry; a read that ends after the page is left changes nothing.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .getCustodyDepositAddress({ query: network === 'V2' ? { asset: NETWORK_V2_ASSET } : {} })
      .then(
        (answer) => live && setState({ status: 'ready', address: answer.data }),
        (error: unknown) => live && setState({ status: 'failed', message: errorText(error) }),
      );
    return () => {
      live = false;
    };
  }, [api, network, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <Stack gap="xl">
      <PageHeader title={NETWORK_TEXT.title} description={NETWORK_TEXT.intro[network]} />
      <section aria-labelledby={addressId}>
        <Stack gap="md">
          <h2 id={addressId} className={styles.sectionHeading}>
            {NETWORK_TEXT.addressHeading[network]}
          </h2>
          {state.status === 'loading' ? (
            <Skeleton label={NETWORK_TEXT.loading}>
              <SkeletonText lines={2} />
            </Skeleton>
          ) : state.status === 'failed' ? (
            <Banner tone="danger" header={NETWORK_TEXT.loadFailed} headingLevel={3}>
              <Stack gap="sm">
                <p className={styles.text}>{state.message}</p>
                <div className={styles.actions}>
                  <Button variant="secondary" onPress={retry}>
                    {NETWORK_TEXT.retry}
                  </Button>
                </div>
              </Stack>
            </Banner>
          ) : (
            <div className={styles.addressRow}>
              <QrCode value={state.address} label={NETWORK_TEXT.qrLabel[network]} />
              <div className={styles.addressLine}>
                <span className={styles.address}>{state.address}</span>
                <CopyButton
                  text={state.address}
                  label={NETWORK_TEXT.copyAddress}
                  onCopied={() => notify({ tone: 'success', title: GENERAL_MESSAGES.copied })}
                  onCopyError={(error) => notify({ tone: 'error', title: errorText(error) })}
                />
              </div>
            </div>
          )}
        </Stack>
      </section>
      <section aria-labelledby={detailsId}>
        <Stack gap="md">
          <h2 id={detailsId} className={styles.sectionHeading}>
            {NETWORK_TEXT.detailsHeading}
          </h2>
          <dl className={styles.details}>
            <div className={styles.detailRow}>
              <dt className={styles.term}>{NETWORK_TEXT.minimumLabel}</dt>
              <dd className={styles.definition}>{NETWORK_TEXT.minimum}</dd>
            </div>
            <div className={styles.detailRow}>
              <dt className={styles.term}>{NETWORK_TEXT.feeLabel}</dt>
              <dd className={styles.definition}>
                {NETWORK_TEXT.fee} <span className={styles.note}>({NETWORK_TEXT.feeNote})</span>
              </dd>
            </div>
          </dl>
        </Stack>
      </section>
      <Banner tone="warning" header={NETWORK_TEXT.warningsHeading}>
        <ul className={styles.warnings}>
          {NETWORK_TEXT.warnings[network].map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </Banner>
      <div className={styles.actions}>
        <Button onPress={() => navigate(DEPOSIT_LANDING)}>{NETWORK_TEXT.finish}</Button>
      </div>
    </Stack>
  );
}

/** /deposit/axia-network-deposit */
export function NetworkDepositScreen() {
  return <NetworkDepositView network="V1" />;
}

/** /deposit/axia-network-v2-deposit */
export function NetworkV2DepositScreen() {
  return <NetworkDepositView network="V2" />;
}
