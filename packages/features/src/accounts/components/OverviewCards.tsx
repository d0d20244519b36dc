import { observer } from 'mobx-react-lite';
import { CRYPTO_DECIMALS, decimalsFor } from '@axia/core';
import { Amount, Card, Grid, Skeleton, SkeletonShape, Stack } from '@axia/design-system';
import { useServices } from '../../kit';
import { ACCOUNTS_TEXT } from '../messages';
import { amountIn, coinBalance, rewardsEarned } from '../model';
import { RateCard } from './RateCard';

export interface OverviewCardsProps {
  /** Show the AXC/USD rate card (feature GLOBAL_SPENDABLE_AMOUNT). */
  withRate: boolean;
  loading: boolean;
  clock?: () => Date;
}

/**
 * Seed 000 §2.6: up to four cards: the native-coin balance, Rewards Earned, Staking Balance (5 decimals, §9) and,
 * with GLOBAL_SPENDABLE_AMOUNT, the AXC/USD rate card.
 */
export const OverviewCards = observer(function OverviewCards({
  withRate,
  loading,
  clock,
}: OverviewCardsProps) {
  const { accounts: view } = useServices();
  const columns = { mobile: 1, tablet: 2, desktop: withRate ? 4 : 3 } as const;
  if (loading) {
    return (
      <Skeleton label={ACCOUNTS_TEXT.loadingOverview}>
        <Grid columns={columns}>
          {Array.from({ length: withRate ? 4 : 3 }, (_, index) => (
            <SkeletonShape key={index} height={112} />
          ))}
        </Grid>
      </Skeleton>
    );
  }
  return (
    <Grid columns={columns}>
      <Card title={ACCOUNTS_TEXT.coinBalance}>
        <Amount
          value={coinBalance(view.accounts)}
          currency="AXC"
          decimals={CRYPTO_DECIMALS}
          size="lg"
        />
      </Card>
      <Card title={ACCOUNTS_TEXT.rewardsEarned}>
        <Stack gap="xs">
          {rewardsEarned(
            view.overview?.accountTotalRewards,
            view.overview?.stakingTotalRewards,
          ).map(({ currency, amount }) => (
            <Amount
              key={currency}
              value={amount}
              currency={currency}
              decimals={decimalsFor(currency)}
              size="lg"
            />
          ))}
        </Stack>
      </Card>
      <Card title={ACCOUNTS_TEXT.stakingBalance}>
        <Amount
          value={amountIn(view.overview?.stakingTotalBalance, 'AXC')}
          currency="AXC"
          decimals={CRYPTO_DECIMALS}
          size="lg"
        />
      </Card>
      {withRate && <RateCard clock={clock} />}
    </Grid>
  );
});
