import { Banner, PageHeader, Stack } from '@axia/design-system';

/**
 * '/accounts' inside the app shell. PLACEHOLDER: the overview cards and the accounts list come with the
 * accounts issue; this screen deliberately shows no made-up data.
 */
export function AccountsPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Account Overview" />
      <Banner header="Coming with the accounts issue" headingLevel={2}>
        The balances, rewards, staking balance, AXC/USD rate and the accounts list are not built
        yet.
      </Banner>
    </Stack>
  );
}
