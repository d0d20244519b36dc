import { rmSync } from 'node:fs';
import { generate } from 'otplib';
import { AdjustableClock } from '../clock';
import { loadConfigOrExit } from '../config';
import { DataDirLockedError, openDatabase } from '../db/open';
import { formatAudit } from '../modules/ledger/audit';
import { auditDatabase } from '../ops/audit';
import { buildServer } from '../server';
import { DEMO_PASSWORD, DEMO_USERS, ensureSeeded } from './seed';

// `npm run sandbox -w @axia/bank -- <command>`: the sandbox back office from a terminal. Every command but
// `reset` talks to the running bank (BANK_URL, SANDBOX_ADMIN_TOKEN): what plays the outside world and the demo's
// tooling through its /sandbox/admin API; a bank-staff decision (maintenance, banner, service status, a customer's
// status or checks, a wire received, a held transfer or a document reviewed, a card's KYC flag, a proposal decided)
// through the staff API, as a fresh sandbox staff member of the role it needs (POST /sandbox/admin/staff, signed in
// with their authenticator's code), so it is on the staff audit trail and four eyes hold: a wire or a release above
// the approval threshold is a proposal, which `proposal <id> approve` decides as another staff member, an approver.

const USAGE = `usage: npm run sandbox -w @axia/bank -- <command>

  reset                                   wipe the database and seed the demo users (bank must be stopped)
  audit                                   the ledger audit of the database (npm run audit); exit 1 on a fault
  users                                   list the demo users
  customer <demo email> [<new email>]     a new customer in a demo user's state (the demo users' password)
  maintenance on|off                      every API call answers 503 while on (staff)
  features <email> +FLAG -FLAG ...        add/remove feature flags
  status <email> SUSPEND|REACTIVATE|CLOSE [reason]   the customer's status (staff)
  verify <email> kycStatus=COMPLETED ...  complete or reject (=REJECTED) kycStatus, taxIdStatus,
                                          businessRecordsStatus, businessAddressStatus (staff)
  banner on|off "<header>" "<body>"       (staff)
  terms <name> on|off "<header>" "<body>"
  service "<name>" operational|partial_outage|major_outage|under_maintenance ["<description>"]   (staff)
  clock advance <seconds> | clock set <ISO time> | clock reset
  staking-clock                           catch every staking up to the bank's clock (rewards, term ends)
  deposit <email> <currency> <amount>     simulate an incoming deposit
  rates AXC=0.03 [USAX=1 EUR=1.1 GBP=1.3]  move the rate source's USD rates (recorded in the rate history)
  chain-deposit <email> <coin> <amount> [AXC|USAX]  a payment to the customer's digital-currency deposit address
  wire-received <reference>               the wire of a wire deposit request arrived: credit it (TX… or id; staff,
                                          a proposal above the approval threshold)
  transfer-review <reference> approve|reject  send or refuse (refund) a transfer held for review (TX… or id;
                                          staff, an approval above the threshold is a proposal)
  proposal <id> approve|reject [reason]   an approver decides a staff proposal (staff, not its proposer)
  network-deposit <email> <amount> [V2]  coins arrive at the customer's network (V1, or V2) deposit address
  deposit-minimums CUR=AMOUNT ...          replace the minimum deposit amounts list (USAX=20 sets the card deposit's)
  transfer-type <name> fee=10 [feeCurrency=USD] | feeRate=0.005 [minFee=15] [maxFee=75] [feeCurrency=USD] | reset
                                          a transfer kind's fee (GET /transfer/types), e.g. WIRE_TRANSFER
  staking-product '<json>'                create or replace a staking pool by its code (fields: README 'Staking pools')
  staking create <email> <product code> <amount> [<appliedAt ISO>]  a staking funded by the bank (any pool)
  staking list <email>                    the customer's stakings
  staking add|deduct <stakingId|ST…> <amount>
  staking suspend|freeze|resume|close <stakingId|ST…>
  card-spend <email> <amount> <merchant> [--card <cardId>] [--at <ISO time>]
                                          spend from the customer's latest ACTIVE card (or --card) at a merchant
  card-status <cardId> ACTIVE|SUSPENDED|LOST|STOLEN|EXPIRED
  card-kyc <cardId> on|off                the card's 'KYC Verified' flag (staff)
  card-tracking <cardId> ready            the courier's tracking number is available now
  gift-card-fulfil <orderId> [processed|failed] [reason]
                                          the vendor fulfils a gift card order now (default processed; failed refunds it)
  document-review <requestId> approve|reject [reason]
                                          approve or reject a submitted document request (staff)
  documents <email>                       the customer's document requests (ids, types, statuses, files; staff)
  holder <email> [--first F] [--last L] [--country XX] [--line1 …] [--line2 …] [--city …] [--state …] [--postal …]
         [--alt-first A] [--alt-last B] [--dob YYYY-MM-DD]   the card holder's profile fields
  kyc <refId> COMPLETED|REJECTED          review a submitted identity verification
  mailbox <email>                         show the sandbox mailbox`;

const config = loadConfigOrExit('sandbox');
const baseUrl = config.bankUrl ?? config.publicOrigin;

async function admin(path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/sandbox/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': config.adminToken },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** A call of the bank's identity API (Cognito's JSON protocol). */
async function identity(operation: string, body: Record<string, unknown>) {
  const res = await fetch(`${baseUrl}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${operation} ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * The ID token of a fresh sandbox staff member of `role` (POST /sandbox/admin/staff: the demo users' password and
 * an authenticator secret of their own), signed in as the staff console signs in: the password, then the code the
 * authenticator shows at the bank's time (the sandbox clock may have moved).
 */
async function staffToken(role: 'operator' | 'approver'): Promise<string> {
  const made = (await admin('/staff', { role })) as { email: string; totpSecret: string };
  const { userPoolClientId } = (await (await fetch(`${baseUrl}/config.json`)).json()) as {
    userPoolClientId: string;
  };
  const started = await identity('InitiateAuth', {
    ClientId: userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: made.email, PASSWORD: config.demoPassword ?? '' },
  });
  const { now } = (await admin('/clock', {})) as { now: string };
  const code = await generate({
    secret: made.totpSecret,
    epoch: Math.floor(Date.parse(now) / 1000),
  });
  const done = await identity('RespondToAuthChallenge', {
    ClientId: userPoolClientId,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: started.Session,
    ChallengeResponses: { USERNAME: made.email, SOFTWARE_TOKEN_MFA_CODE: code },
  });
  return (done.AuthenticationResult as { IdToken: string }).IdToken;
}

/** A call of the staff API (/api/staff…) as a fresh sandbox staff member of `role`. */
async function staff(
  role: 'operator' | 'approver',
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${baseUrl}/api/staff${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await staffToken(role)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** The customer's id (the staff API names customers by id), by their e-mail. */
async function customerId(email: string) {
  const found = (await staff('operator', 'GET', `/customers?q=${encodeURIComponent(email)}`)) as {
    items: { userId: string; email: string }[];
  };
  const customer = found.items.find((c) => c.email === email.toLowerCase());
  if (!customer) throw new Error(`No customer ${email}`);
  return customer.userId;
}

/** The reason a staff act records: the words given, or that the sandbox CLI acted. */
const reasonOf = (words: string[], fallback = 'Sandbox CLI') =>
  words.length > 0 ? words.join(' ') : fallback;

/** `--name value` options after the positional arguments. */
function options(args: string[]): { positional: string[]; named: Record<string, string> } {
  const positional: string[] = [];
  const named: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      named[arg.slice(2)] = args[i + 1] ?? '';
      i += 1;
    } else positional.push(arg);
  }
  return { positional, named };
}

const HOLDER_OPTIONS: Record<string, string> = {
  first: 'firstName',
  last: 'lastName',
  country: 'addressCountry',
  line1: 'addressLine1',
  line2: 'addressLine2',
  city: 'addressCity',
  state: 'addressState',
  postal: 'addressPostalCode',
  'alt-first': 'alternativeFirstName',
  'alt-last': 'alternativeLastName',
  dob: 'dateOfBirth',
};

const onOff = (value: string | undefined) => {
  if (value !== 'on' && value !== 'off') throw new Error('expected on or off');
  return value === 'on';
};

async function reset() {
  // The demo seed belongs to the sandbox alone (a database outside it never gets the published password), and
  // outside local to SEED_DEMO=1 with its own SEED_DEMO_PASSWORD.
  if (!config.sandbox)
    throw new Error('reset seeds the demo users: only with the sandbox on (local, or SANDBOX=1)');
  if (!config.seedDemo || config.demoPassword === null)
    throw new Error(
      'reset seeds the demo users: only with SEED_DEMO on (local unless SEED_DEMO=0; elsewhere SEED_DEMO=1 and ' +
        'SEED_DEMO_PASSWORD)',
    );
  if (config.databaseUrl)
    throw new Error(
      'reset wipes the PGlite data dir; for PostgreSQL drop and recreate the database',
    );
  let database;
  try {
    database = await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new Error(`${error.message}`);
    throw error;
  }
  await database.close();
  rmSync(config.dataDir, { recursive: true, force: true });
  database = await openDatabase({ dataDir: config.dataDir });
  const { ctx } = await buildServer({
    database,
    config,
    clock: new AdjustableClock(),
    logger: false,
  });
  await ensureSeeded(ctx, config.demoPassword);
  await database.close();
  // Only the published password is ever printed (SEED_DEMO_PASSWORD is not).
  const password = config.demoPassword === DEMO_PASSWORD ? DEMO_PASSWORD : 'SEED_DEMO_PASSWORD';
  return `reset ${config.dataDir}: ${DEMO_USERS.length} demo users seeded (password ${password})`;
}

/**
 * The ledger audit of the database itself (DATABASE_URL, or the PGlite data dir), or, while a running bank holds
 * the PGlite dir, that bank's back office's (ops/audit.ts). Sets the exit code to 1 on any discrepancy.
 */
async function audit() {
  const { report, source } = await auditDatabase(config, config.bankUrl ?? undefined);
  if (!report.ok) process.exitCode = 1;
  return `Ledger audit of ${source}\n${formatAudit(report)}`;
}

async function run(args: string[]): Promise<unknown> {
  const [command, ...rest] = args;
  switch (command) {
    case 'reset':
      return reset();
    case 'audit':
      return audit();
    case 'users':
      return DEMO_USERS.map((u) => `${u.email.padEnd(24)} ${u.description}`).join('\n');
    case 'customer':
      return admin('/customers', { like: rest[0], ...(rest[1] && { email: rest[1] }) });
    case 'maintenance':
      return staff('operator', 'POST', '/settings/maintenance', {
        on: onOff(rest[0]),
        reason: reasonOf(rest.slice(1)),
      });
    case 'features': {
      const [email, ...flags] = rest;
      return admin(`/users/${encodeURIComponent(email ?? '')}/features`, {
        add: flags.filter((f) => f.startsWith('+')).map((f) => f.slice(1)),
        remove: flags.filter((f) => f.startsWith('-')).map((f) => f.slice(1)),
      });
    }
    case 'status': {
      const [email = '', action = '', ...reason] = rest;
      return staff('operator', 'POST', `/customers/${await customerId(email)}/status`, {
        action: action.toUpperCase(),
        reason: reasonOf(reason),
      });
    }
    case 'verify': {
      const userId = await customerId(rest[0] ?? '');
      const results = [];
      for (const [check, status] of rest.slice(1).map((pair) => pair.split('=')))
        results.push(
          await staff('operator', 'POST', `/registrations/${userId}/checks`, {
            check,
            status,
            reason: 'Sandbox CLI',
          }),
        );
      return results.at(-1);
    }
    case 'banner':
      return staff('operator', 'POST', '/settings/banner', {
        enabled: onOff(rest[0]),
        header: rest[1] ?? '',
        body: rest[2] ?? '',
        reason: 'Sandbox CLI',
      });
    case 'terms':
      return admin('/terms', {
        name: rest[0],
        enabled: onOff(rest[1]),
        header: rest[2] ?? '',
        body: rest[3] ?? '',
      });
    case 'service':
      return staff('operator', 'POST', '/settings/service-status', {
        name: rest[0],
        status: rest[1],
        description: rest[2] ?? '',
        reason: 'Sandbox CLI',
      });
    case 'clock':
      if (rest[0] === 'advance') return admin('/clock', { advanceSeconds: Number(rest[1]) });
      if (rest[0] === 'set') return admin('/clock', { set: rest[1] });
      if (rest[0] === 'reset') return admin('/clock', { reset: true });
      throw new Error('clock advance <seconds> | clock set <ISO time> | clock reset');
    case 'staking-clock':
      return admin('/staking-clock', {});
    case 'deposit':
      return admin('/deposit', { email: rest[0], currency: rest[1], amount: rest[2] });
    case 'rates':
      // CUR=RATE pairs, e.g. rates AXC=0.0262 EUR=1.09
      return admin(
        '/rates',
        Object.fromEntries(rest.map((pair) => [pair.split('=')[0], pair.split('=')[1] ?? ''])),
      );
    case 'chain-deposit':
      return admin('/chain-deposit', {
        email: rest[0],
        currencyFrom: rest[1],
        amount: rest[2],
        ...(rest[3] && { currencyTo: rest[3] }),
      });
    case 'wire-received':
      // A reference (TX…) or the transaction's id.
      return staff('operator', 'POST', `/wires/${encodeURIComponent(rest[0] ?? '')}/receive`, {
        reason: reasonOf(rest.slice(1), 'The wire arrived'),
      });
    case 'transfer-review':
      return staff('operator', 'POST', `/transfers/${encodeURIComponent(rest[0] ?? '')}/review`, {
        decision: (rest[1] ?? '').toUpperCase(),
        reason: reasonOf(rest.slice(2)),
      });
    case 'proposal':
      return staff('approver', 'POST', `/proposals/${encodeURIComponent(rest[0] ?? '')}/decision`, {
        decision: (rest[1] ?? '').toUpperCase(),
        reason: reasonOf(rest.slice(2)),
      });
    case 'network-deposit':
      return admin('/network-deposit', {
        email: rest[0],
        amount: rest[1],
        network: (rest[2] ?? 'V1').toUpperCase(),
      });
    case 'deposit-minimums':
      return admin('/deposit-minimums', {
        records: rest.map((arg) => {
          const [currency = '', minimum_amount = ''] = arg.split('=');
          return { currency, minimum_amount };
        }),
      });
    case 'transfer-type':
      return admin('/transfer-types', {
        name: rest[0],
        ...(rest[1] === 'reset'
          ? { reset: true }
          : Object.fromEntries(rest.slice(1).map((pair) => pair.split('=')))),
      });
    case 'staking-product':
      return admin('/staking-products', JSON.parse(rest[0] ?? '{}'));
    case 'staking': {
      const [action = '', target = '', ...more] = rest;
      if (action === 'create')
        return admin('/stakings', {
          email: target,
          productCode: more[0],
          amount: more[1],
          ...(more[2] && { appliedAt: more[2] }),
        });
      if (action === 'list') return admin('/stakings/list', { email: target });
      return admin(`/stakings/${encodeURIComponent(target)}/${encodeURIComponent(action)}`, {
        ...(more[0] && { amount: more[0] }),
      });
    }
    case 'card-spend': {
      const { positional, named } = options(rest);
      return admin('/card-spend', {
        email: positional[0],
        amount: positional[1],
        merchant: positional.slice(2).join(' '),
        ...(named.card && { cardId: named.card }),
        ...(named.at && { at: named.at }),
      });
    }
    case 'card-status':
      return admin(`/cards/${encodeURIComponent(rest[0] ?? '')}/status`, { status: rest[1] });
    case 'card-kyc':
      return staff('operator', 'POST', `/cards/${encodeURIComponent(rest[0] ?? '')}/kyc`, {
        fullKyc: onOff(rest[1]),
        reason: reasonOf(rest.slice(2)),
      });
    case 'card-tracking':
      if (rest[1] !== 'ready') throw new Error('card-tracking <cardId> ready');
      return admin(`/cards/${encodeURIComponent(rest[0] ?? '')}/tracking-ready`, {});
    case 'gift-card-fulfil': {
      const [orderId = '', outcome = 'processed', ...reason] = rest;
      if (!['processed', 'failed'].includes(outcome.toLowerCase()))
        throw new Error('gift-card-fulfil <orderId> [processed|failed] [reason]');
      return admin(`/gift-cards/${encodeURIComponent(orderId)}/fulfil`, {
        outcome: outcome.toUpperCase(),
        ...(reason.length > 0 && { reason: reason.join(' ') }),
      });
    }
    case 'document-review': {
      const [requestId = '', decision = '', ...reason] = rest;
      if (!['approve', 'reject'].includes(decision.toLowerCase()))
        throw new Error('document-review <requestId> approve|reject [reason]');
      return staff('operator', 'POST', `/documents/${encodeURIComponent(requestId)}/review`, {
        decision: decision.toUpperCase(),
        reason: reasonOf(reason),
      });
    }
    case 'documents': {
      const page = (await staff(
        'operator',
        'GET',
        `/customers/${await customerId(rest[0] ?? '')}`,
      )) as { documents: unknown[] };
      return page.documents;
    }
    case 'holder': {
      const { positional, named } = options(rest);
      const body: Record<string, string> = {};
      for (const [name, value] of Object.entries(named)) {
        const field = HOLDER_OPTIONS[name];
        if (!field) throw new Error(`unknown option --${name}`);
        body[field] = value;
      }
      return admin(`/users/${encodeURIComponent(positional[0] ?? '')}/holder`, body);
    }
    case 'kyc':
      return admin(`/kyc/${encodeURIComponent(rest[0] ?? '')}/review`, { decision: rest[1] });
    case 'mailbox': {
      // Outside local the mailbox needs the back office's token too.
      const res = await fetch(
        `${baseUrl}/sandbox/mailbox?email=${encodeURIComponent(rest[0] ?? '')}`,
        { headers: { 'x-admin-token': config.adminToken } },
      );
      const text = await res.text();
      if (!res.ok) throw new Error(`${res.status}: ${text}`);
      return JSON.parse(text) as unknown;
    }
    default:
      return USAGE;
  }
}

try {
  const result = await run(process.argv.slice(2));
  console.log(typeof result === 'string' ? result : JSON.stringify(result, null, 2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
