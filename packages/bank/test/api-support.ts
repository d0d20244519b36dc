import { sql, type Updateable } from 'kysely';
import type { UserTable } from '../src/db/schema';
import { auditLedger } from '../src/modules/ledger/audit';
import { provisionBankUser } from '../src/modules/users/provision';
import { adminCall, type TestBank } from './harness';

// Helpers shared by the API suites: a provisioned, signed-in bank user and a JSON call on their behalf.

export interface Caller {
  id: string;
  email: string;
  token: string;
}

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  /** Feature flags of the new user; the provisioning default when omitted. */
  features?: string[];
}

/** Provisions a bank user (a fresh id) and signs them in with an ID token. */
export async function provisionCaller(bank: TestBank, person: Person): Promise<Caller> {
  const id = crypto.randomUUID();
  const { email, firstName, lastName, features } = person;
  await provisionBankUser(
    bank.ctx.db,
    {
      id,
      email,
      firstName,
      lastName,
      createdAt: bank.clock.now(),
      ...(features ? { features: features as never } : {}),
    },
    { providers: bank.ctx.providers },
  );
  const { IdToken } = await bank.ctx.tokens.issue(
    { sub: id, email, given_name: firstName, family_name: lastName },
    { withRefresh: false },
  );
  return { id, email, token: IdToken };
}

/** Completes the caller's registration directly (an individual whose verifications the bank accepted). */
export async function completeRegistration(
  bank: Pick<TestBank, 'ctx'>,
  caller: Pick<Caller, 'id'>,
) {
  await bank.ctx.db
    .updateTable('users')
    .set({
      user_type: 'INDIVIDUAL',
      kyc_status: 'COMPLETED',
      tax_id_status: 'COMPLETED',
      pep_status: 'NONE',
    })
    .where('id', '=', caller.id)
    .execute();
}

/** A signed-in caller with their account ids by currency. */
export interface Customer extends Caller {
  accounts: Record<string, string>;
}

/** Signs an existing bank user in with an ID token and reads their account ids by currency. */
export async function signIn(
  bank: TestBank,
  user: { id: string; email: string; firstName: string; lastName: string },
): Promise<Customer> {
  const { id, email } = user;
  const { IdToken } = await bank.ctx.tokens.issue(
    { sub: id, email, given_name: user.firstName, family_name: user.lastName },
    { withRefresh: false },
  );
  const rows = await bank.ctx.db
    .selectFrom('accounts')
    .select(['id', 'currency'])
    .where('user_id', '=', id)
    .execute();
  return {
    id,
    email,
    token: IdToken,
    accounts: Object.fromEntries(rows.map((r) => [r.currency, r.id])),
  };
}

/** Signs in the bank user of this email, with the names the database holds. */
export async function signInByEmail(bank: TestBank, email: string): Promise<Customer> {
  const user = await bank.ctx.db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return signIn(bank, { id: user.id, email, firstName: user.first_name, lastName: user.last_name });
}

/** A JSON call of the bank API, signed in as `caller` (anonymous when null). */
export async function callApi(
  bank: TestBank,
  caller: Caller | null,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...extraHeaders };
  if (caller) headers.authorization = `Bearer ${caller.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${bank.url}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

/**
 * The customers of one suite, by label: each a new customer in a demo user's state (the back office's copy, as
 * `label@domain`), signed in, with their account ids by currency; and JSON calls on their behalf. `bank` is read at
 * each call (the suite starts it in beforeAll).
 */
export function suiteCustomers(bank: () => TestBank, domain: string) {
  const callers: Record<string, Caller> = {};
  const accounts: Record<string, Record<string, string>> = {};
  const emails: Record<string, string> = {};
  const call = (
    who: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => callApi(bank(), callers[who]!, method, path, body, headers);
  return {
    callers,
    accounts,
    emails,
    /** Copies the demo user `like` as `label@domain` and signs the copy in. */
    async add(label: string, like: string): Promise<Caller> {
      const { body } = await adminCall(bank(), '/customers', { like, email: `${label}@${domain}` });
      const { accounts: ids, ...caller } = await signInByEmail(bank(), body.email);
      accounts[label] = ids;
      callers[label] = caller;
      emails[label] = body.email;
      return caller;
    },
    call,
    /** Sets columns of the customer's users row directly (a state the API cannot reach: flags, status, country). */
    async setUser(who: string, values: Updateable<UserTable>) {
      await bank()
        .ctx.db.updateTable('users')
        .set(values)
        .where('id', '=', callers[who]!.id)
        .execute();
    },
    /** Replaces the customer's feature flags with `change(current)`. */
    async setFeatures(who: string, change: (features: string[]) => string[]) {
      const row = await bank()
        .ctx.db.selectFrom('users')
        .select('features')
        .where('id', '=', callers[who]!.id)
        .executeTakeFirstOrThrow();
      await bank()
        .ctx.db.updateTable('users')
        .set({ features: JSON.stringify(change(row.features as string[])) })
        .where('id', '=', callers[who]!.id)
        .execute();
    },
    get: (who: string, path: string) => call(who, 'GET', path),
    post: (who: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      call(who, 'POST', path, body, headers),
  };
}

/** How many transactions and postings the books hold: a refusal changes neither. */
export async function ledgerCounts(bank: TestBank) {
  const audit = await auditLedger(bank.ctx.db);
  return { transactions: audit.counts.transactions, postings: audit.counts.postings };
}

/**
 * Every row count of the bank's tables, and these customers' own users and accounts rows: a refused call changes
 * none of them. `ignore`: tables left out (a keyed call keeps even a refusal under its Idempotency-Key).
 */
export async function tableSnapshot(bank: TestBank, userIds: string[], ignore: string[] = []) {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    bank.ctx.db,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    if (ignore.includes(table_name)) continue;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(
      table_name,
    )}`.execute(bank.ctx.db);
    counts[table_name] = rows[0]!.n;
  }
  const users = await bank.ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', userIds)
    .orderBy('id')
    .execute();
  const accounts = await bank.ctx.db
    .selectFrom('accounts')
    .select(['id', 'amount', 'status'])
    .where('user_id', 'in', userIds)
    .orderBy('id')
    .execute();
  return { counts, users, accounts };
}
