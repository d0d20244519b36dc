import {
  CARD_LIMITS,
  CARD_MESSAGES,
  decimalsFor,
  isHiddenLimit,
  type Card,
  type CardLimit,
} from '@axia/core';
import { useId } from 'react';
import { formatAmount, Link, StatusTag, Table } from '@axia/design-system';
import { cardKycPath } from '../../paths';
import { SUMMARY_TEXT } from '../messages';
import * as styles from './CardSummary.css';

// The Summary tab (seed 002 §2 'Summary (limits and fees)', §3 Card limit, §4 KYC, §9): the card's limits by period
// (rows at 999999, 'no limit', hidden), its fees, and the KYC state: 'KYC Verified' (green) or 'KYC Not Verified
// (please upload documents)' linking to /upload-document.

const PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
type Period = (typeof PERIODS)[number];

type Group = {
  label: string;
  amount: (p: Period) => keyof CardLimit;
  count: (p: Period) => keyof CardLimit;
};

const GROUPS: Group[] = [
  {
    label: SUMMARY_TEXT.load,
    amount: (p) => `${p}LoadLimit` as keyof CardLimit,
    count: (p) => `${p}LoadFrequencyLimit` as keyof CardLimit,
  },
  {
    label: SUMMARY_TEXT.pos,
    amount: (p) => `${p}PosUnloadLimit` as keyof CardLimit,
    count: (p) => `${p}PosFrequencyLimit` as keyof CardLimit,
  },
  {
    label: SUMMARY_TEXT.atm,
    amount: (p) => `${p}AtmUnloadLimit` as keyof CardLimit,
    count: (p) => `${p}AtmFrequencyLimit` as keyof CardLimit,
  },
];

/** The rows of a group: a period whose amount or count is 999999 is left out (§9). */
function limitRows(limit: CardLimit, group: Group) {
  return PERIODS.filter(
    (p) => !isHiddenLimit(limit[group.amount(p)]) && !isHiddenLimit(limit[group.count(p)]),
  ).map((p) => ({ period: p, amount: limit[group.amount(p)], count: limit[group.count(p)] }));
}

export function CardSummary({ card }: { card: Card }) {
  const { limit, currency } = card;
  const ids = useId();
  const money = (value: string) =>
    formatAmount(value, currency, { decimals: decimalsFor(currency) });
  return (
    <div className={styles.grid}>
      <section className={styles.block} aria-labelledby={`${ids}-limits`}>
        <h2 id={`${ids}-limits`} className={styles.heading}>
          {SUMMARY_TEXT.limits}
        </h2>
        <dl className={styles.pairs}>
          <div className={styles.pair}>
            <dt className={styles.term}>{SUMMARY_TEXT.maxCardBalance}</dt>
            <dd className={styles.value}>{money(limit.maxCardBalance)}</dd>
          </div>
        </dl>
        {GROUPS.map((group) => {
          const rows = limitRows(limit, group);
          if (rows.length === 0) return null;
          return (
            <div key={group.label} className={styles.group}>
              <h3 className={styles.subheading}>{group.label}</h3>
              <Table
                aria-label={`${group.label} ${SUMMARY_TEXT.limits.toLowerCase()}`}
                columns={[
                  { id: 'period', name: SUMMARY_TEXT.periodColumn, isRowHeader: true },
                  { id: 'amount', name: SUMMARY_TEXT.amountLimit, align: 'end' },
                  { id: 'count', name: SUMMARY_TEXT.frequencyLimit, align: 'end' },
                ]}
                rows={rows.map((row) => ({
                  id: row.period,
                  period: SUMMARY_TEXT.period[row.period],
                  amount: money(row.amount),
                  count: row.count,
                }))}
              />
            </div>
          );
        })}
      </section>
      <div className={styles.column}>
        <section className={styles.block} aria-labelledby={`${ids}-fees`}>
          <h2 id={`${ids}-fees`} className={styles.heading}>
            {SUMMARY_TEXT.fees}
          </h2>
          <dl className={styles.pairs}>
            <div className={styles.pair}>
              <dt className={styles.term}>{SUMMARY_TEXT.loadFee}</dt>
              <dd className={styles.value}>{limit.loadFeeStr}</dd>
            </div>
            <div className={styles.pair}>
              <dt className={styles.term}>{SUMMARY_TEXT.platformFee}</dt>
              <dd className={styles.value}>{CARD_LIMITS.platformLoadFeePercent}</dd>
            </div>
            <div className={styles.pair}>
              <dt className={styles.term}>{SUMMARY_TEXT.atmDomestic}</dt>
              <dd className={styles.value}>{money(limit.atmCashWithdrawalDomesticFee)}</dd>
            </div>
            <div className={styles.pair}>
              <dt className={styles.term}>{SUMMARY_TEXT.atmInternational}</dt>
              <dd className={styles.value}>{money(limit.atmCashWithdrawalInternationalFee)}</dd>
            </div>
            <div className={styles.pair}>
              <dt className={styles.term}>{SUMMARY_TEXT.posDomestic}</dt>
              <dd className={styles.value}>{money(limit.posDomesticFee)}</dd>
            </div>
            <div className={styles.pair}>
              <dt className={styles.term}>{SUMMARY_TEXT.posInternational}</dt>
              <dd className={styles.value}>{money(limit.posInternationalFee)}</dd>
            </div>
          </dl>
        </section>
        <section className={styles.block} aria-labelledby={`${ids}-kyc`}>
          <h2 id={`${ids}-kyc`} className={styles.heading}>
            {SUMMARY_TEXT.kyc}
          </h2>
          <p className={styles.kyc}>
            {card.isFullKyc ? (
              <StatusTag tone="success" icon="success">
                {CARD_MESSAGES.kycVerified}
              </StatusTag>
            ) : (
              <Link href={cardKycPath(card.id)} variant="standalone">
                {CARD_MESSAGES.kycNotVerified}
              </Link>
            )}
          </p>
        </section>
      </div>
    </div>
  );
}
