'use strict';

// The bench's transfer requests (main.ts), for autocannon's worker threads: a worker loads its setupRequest from a
// file. The customers and the kind come in the environment the bench sets before each run. Each request is one
// customer's transfer of a small amount, back and forth (forth, then back the next time round), so balances last,
// or to the next customer.

const customers = JSON.parse(process.env.BENCH_TRANSFER_CUSTOMERS || '[]');
const kind = process.env.BENCH_TRANSFER_KIND || 'same';
// Workers start at different customers.
let next = Math.floor(Math.random() * 1000);
// Keys unique across workers and runs.
const run = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

module.exports = function setupRequest(request) {
  const n = next++;
  const c = customers[n % customers.length];
  const forth = Math.floor(n / customers.length) % 2 === 0;
  const [from, to] = kind === 'same' ? [c.usd, c.usd2] : [c.usd, c.eur];
  // To the next customer in the ring (each sends as much as it receives, so balances last).
  const member = {
    fromAccountId: c.usd,
    amount: '0.01',
    currency: 'USD',
    beneficiaryEmail: customers[(n + 1) % customers.length].email,
  };
  return {
    ...request,
    // Like the app: every money-moving call carries its own Idempotency-Key (docs/money.md 'Idempotency keys').
    headers: {
      authorization: `Bearer ${c.token}`,
      'content-type': 'application/json',
      'idempotency-key': `bench-${run}-${n}`,
    },
    body: JSON.stringify(
      kind === 'member'
        ? member
        : {
            fromAccountId: forth ? from : to,
            toAccountId: forth ? to : from,
            amount: kind === 'same' ? '0.01' : '1.00',
          },
    ),
  };
};
