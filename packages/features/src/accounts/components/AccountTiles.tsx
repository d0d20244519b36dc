import {
  accountStatusHelp,
  CRYPTO_DECIMALS,
  decimalsFor,
  isAccountActive,
  type Account,
} from '@axia/core';
import { Amount, Box, EmptyState, StatusTag, Tile } from '@axia/design-system';
import * as styles from '../accounts.css';
import { ACCOUNTS_TEXT } from '../messages';
import { showsStakingAccount, filterAccounts, type AccountFilter } from '../model';

/** Where an account card leads (seed 000 §2.6). */
const accountPath = (id: string) => `/accounts/${encodeURIComponent(id)}`;

/**
 * One account card: type public name, public id, amount with currency; a red 'Action Required' tag and a greyed
 * background when the account is not ACTIVE, with what the status calls for under it (the link's description). A
 * link to the account's detail, named by what it shows.
 */
function AccountTile({ account }: { account: Account }) {
  const active = isAccountActive(account);
  // What the tag calls for (issue 42), under the card and as the link's description (its name stays the card's).
  const help = accountStatusHelp(account);
  const helpId = `account-${account.id}-status-help`;
  return (
    <>
      <Tile
        href={accountPath(account.id)}
        aria-describedby={help ? helpId : undefined}
        title={account.typePublicName}
        description={account.publicId}
        isDimmed={!active}
        trailing={
          <>
            <Amount
              value={account.amount}
              currency={account.currency}
              decimals={decimalsFor(account.currency)}
            />
            {/* A space between flex items: no visible gap, but words apart in the link's name. */}
            {!active && (
              <>
                {' '}
                <StatusTag tone="danger">{ACCOUNTS_TEXT.actionRequired}</StatusTag>
              </>
            )}
          </>
        }
      />
      {help && (
        <p id={helpId} className={styles.muted}>
          {help}
        </p>
      )}
    </>
  );
}

/** The staking account card (Digital and All), with the staking balance in AXC (5 decimals); goes to /stakings. */
function StakingAccountTile({ balance }: { balance: string | null }) {
  return (
    <Tile
      href="/stakings"
      icon="staking"
      title={ACCOUNTS_TEXT.stakingAccount}
      trailing={
        balance === null ? undefined : (
          <Amount value={balance} currency="AXC" decimals={CRYPTO_DECIMALS} />
        )
      }
    />
  );
}

export interface AccountTilesProps {
  accounts: readonly Account[];
  filter: AccountFilter;
  /** The staking balance for the staking card; null when the overview is not known. */
  stakingBalance: string | null;
}

/** The cards the filter selects, as a list of links; an empty state when there are none. */
export function AccountTiles({ accounts, filter, stakingBalance }: AccountTilesProps) {
  const shown = filterAccounts(accounts, filter);
  const staking = showsStakingAccount(filter);
  if (shown.length === 0 && !staking) {
    return <EmptyState title={ACCOUNTS_TEXT.noAccounts} icon="info" />;
  }
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <Box as="ul" role="list" display="flex" flexDirection="column" gap="sm">
      {shown.map((account) => (
        <Box as="li" key={account.id}>
          <AccountTile account={account} />
        </Box>
      ))}
      {staking && (
        <Box as="li">
          <StakingAccountTile balance={stakingBalance} />
        </Box>
      )}
    </Box>
  );
}
