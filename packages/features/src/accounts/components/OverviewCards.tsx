import { observer } from 'mobx-react-lite';
import { CRYPTO_DECIMALS, decimalsFor } from '@axia/core';
import { Amount, Card, Grid, Skeleton, SkeletonShape, Stack } from '@axia/design-system';
import { useServices } from '../../kit';
import { ACCOUNTS_TEXT } from '../messages';
import { amountIn, coinBalance, rewardsEarned } from '../model';

export interface OverviewCardsProps {
  loading: boolean;
}

/**
 * Seed 000 §2.6's cards: the native-coin balance, Rewards Earned and Staking Balance (5 decimals, §9), each as tall
 * as its content (issue 43: they stretched to the rate card's height). The fourth, the AXC/USD rate card, stands
 * beside the holdings picture further down (the overview screen), where its chart has the width it needs.
 */
export const OverviewCards = observer(function OverviewCards({ loading }: OverviewCardsProps) {
  const { accounts: view } = useServices();
  const columns = { mobile: 1, tablet: 3 } as const;
  if (loading) {
    return (
      <Skeleton label={ACCOUNTS_TEXT.loadingOverview}>
        <Grid columns={columns}>
          {Array.from({ length: 3 }, (_, index) => (
            <SkeletonShape key={index} height={88} />
          ))}
        </Grid>
      </Skeleton>
    );
  }
  return (
    <Grid columns={columns} alignItems="flex-start">
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
    </Grid>
  );
});
