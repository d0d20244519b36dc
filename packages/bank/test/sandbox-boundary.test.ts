import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 40: the bank's own code (modules/, db/, http/, providers/, identity/, events/, limits/, webhooks/) never
// imports the sandbox; it reaches an outside party through ctx.providers. The repository's ESLint rule keeps it so
// (`npm run lint` runs it over the whole tree); here it is shown failing on such an import and passing elsewhere.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULE = 'no-restricted-imports';

async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((message) => message.ruleId === RULE).map((m) => m.message);
}

const IMPORT =
  "import { sandboxCustody } from '../../../sandbox/custody';\nexport const c = sandboxCustody;\n";

describe('the sandbox boundary (ESLint)', () => {
  it.each([
    'packages/bank/src/modules/deposits/network/custody.ts',
    'packages/bank/src/db/migrations/index.ts',
    'packages/bank/src/http/health.ts',
  ])('refuses an import of sandbox/ from %s', async (file) => {
    expect(await problems(IMPORT, file)).toEqual([
      "'../../../sandbox/custody' import is restricted from being used by a pattern. The bank's code does not import the sandbox: reach an outside party through ctx.providers (src/providers).",
    ]);
  });

  it('lets the composition (server.ts) and the sandbox itself import it', async () => {
    expect(await problems(IMPORT, 'packages/bank/src/server.ts')).toEqual([]);
    expect(await problems(IMPORT, 'packages/bank/src/sandbox/admin.ts')).toEqual([]);
  });
}, 60_000);
