import {
  aprPercent,
  CRYPTO_DECIMALS,
  STAKING_FREQUENCY_LABELS,
  termLabel,
  type StakingProduct,
} from '@axia/core';
import { Button, Carousel, EmptyState, formatAmount } from '@axia/design-system';
import { STAKINGS_TEXT as TEXT } from '../messages';
import * as styles from '../stakings.css';

// 'Staking Pools' (seed 002 §2 Staking, §4, §9): one card per listed pool in the design system's carousel, whose
// Scroll left/right buttons move STAKING_LIMITS.carouselScrollPx (150 px); Apply only with STAKINGS_APPLY.

interface PoolCardProps {
  pool: StakingProduct;
  /** Null: applying is off (no STAKINGS_APPLY), no button. */
  onApply: ((pool: StakingProduct, button: HTMLElement | null) => void) | null;
}

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** A pool: name, short description, APR ('12.00%'), term ('30 days'), reward frequency, remaining room, Apply. */
function PoolCard({ pool, onApply }: PoolCardProps) {
  return (
    <article className={styles.poolCard} aria-label={pool.name}>
      <h3 className={styles.poolName}>{pool.name}</h3>
      <p className={styles.note}>{pool.shortDesc}</p>
      <p className={styles.poolApr}>
        {aprPercent(pool.annualInterestRate)}% <span className={styles.term}>{TEXT.apr}</span>
      </p>
      <dl className={styles.details}>
        <Row term={TEXT.term}>{termLabel(pool.term, pool.termUnit)}</Row>
        <Row term={TEXT.rewards}>{STAKING_FREQUENCY_LABELS[pool.frequency]}</Row>
        {/* A pool's capacity, not money held: no run of zeros after it ('49,999,990 AXC', issue 43); its real
            digits, down to 5 decimals, stay. */}
        <Row term={TEXT.room}>
          {formatAmount(pool.roomRemain, pool.currency, {
            decimals: CRYPTO_DECIMALS,
            minDecimals: 0,
          })}
        </Row>
      </dl>
      {onApply && (
        <div className={styles.poolAction}>
          <Button
            aria-label={TEXT.applyTo(pool.name)}
            onPress={(event) => onApply(pool, event.target as HTMLElement)}
          >
            {TEXT.apply}
          </Button>
        </div>
      )}
    </article>
  );
}

export interface PoolCarouselProps {
  /** The pools §4 lists. */
  pools: readonly StakingProduct[];
  onApply: PoolCardProps['onApply'];
  scrollStep: number;
}

export function PoolCarousel({ pools, onApply, scrollStep }: PoolCarouselProps) {
  if (pools.length === 0) return <EmptyState title={TEXT.noPools} icon="info" />;
  return (
    <Carousel label={TEXT.poolsLabel} scrollStep={scrollStep}>
      {pools.map((pool) => (
        <PoolCard key={pool.code} pool={pool} onApply={onApply} />
      ))}
    </Carousel>
  );
}
