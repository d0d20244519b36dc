// Mutation testing of core's money and access rules (issue 38): `npm run test:mutation -w @axia/core`.
// A surviving mutant is a line whose rule can break with every test still green.
import { strykerConfig } from '../../scripts/mutation/config.mjs';

export default strykerConfig({
  mutate: [
    'src/money/**/*.ts',
    'src/domain/transfer.ts',
    'src/domain/cardDeposit.ts',
    'src/domain/giftCard.ts',
    'src/domain/card.ts',
    'src/domain/staking.ts',
    'src/rules/**/*.ts',
    'src/access/**/*.ts',
    // The folders' barrels only re-export.
    '!src/*/index.ts',
  ],
});
