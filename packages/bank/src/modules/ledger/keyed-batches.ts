import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// Micro-batching of keyed postings (issue 44). A keyed posting is one statement (axia_post_keyed), and at a few
// hundred a second its cost is mostly the statement's: a round trip, a commit and its WAL flush, the hot rows'
// locks. So a process keeps at most `inFlight` posting statements running, one per lane; a posting that finds its
// lane free is sent at once and alone (no wait when idle), and those that arrive while it is busy are sent together
// by it next as ONE statement (axia_post_keyed_batch, migration 0028): one commit for all, each with its own
// outcome, the same it would have had alone. If that statement fails (a deadlock, a lost connection), each posting
// is sent alone, which is safe because each is keyed: one that committed after all answers with its key's kept
// answer.
// A customer's postings always take the same lane (by a hash of the customer's id): a batch holds its customers'
// rows locked until it commits, so two lanes sharing customers would mostly wait on each other, while lanes of
// different customers run side by side (on as many database cores).

/** At most this many postings in one statement: a batch's locks are held until it commits. */
const MOST_IN_A_BATCH = 64;

interface Waiting {
  p: KeyedPosting;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** What axia_post_keyed is given (post-keyed.ts); its customer picks the lane. */
export interface KeyedPosting {
  userId: string;
}

interface Lane {
  running: boolean;
  waiting: Waiting[];
}

/** A customer's lane of `count`: the same for every posting of the customer (FNV-1a of the id). */
export function laneOf(userId: string, count: number): number {
  let hash = 0x811c9dc5;
  for (const char of userId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0) % count;
}

export class KeyedPostingBatches {
  private readonly lanes: Lane[];
  /** What was sent: statements (batches and postings alone), and postings answered by them. */
  readonly sent = { statements: 0, batches: 0, alone: 0, postings: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    /** Posting statements in flight at most (one per lane); 0: every posting its own statement, none waits. */
    inFlight: number,
  ) {
    this.lanes = Array.from({ length: inFlight }, () => ({ running: false, waiting: [] }));
  }

  /** The outcome of axia_post_keyed(p), alone or in a batch. */
  post(p: KeyedPosting): Promise<unknown> {
    if (this.lanes.length === 0 || this.db.isTransaction) return this.alone(p);
    const lane = this.lanes[laneOf(p.userId, this.lanes.length)]!;
    return new Promise((resolve, reject) => {
      lane.waiting.push({ p, resolve, reject });
      this.next(lane);
    });
  }

  private next(lane: Lane) {
    if (lane.running || lane.waiting.length === 0) return;
    const batch = lane.waiting.splice(0, MOST_IN_A_BATCH);
    lane.running = true;
    void this.send(batch).then((outcomes) => {
      lane.running = false;
      // The next batch goes to the database first, its answers after: answering is Node's work (the responses'
      // JSON, the sockets), and the database would wait for it otherwise. setImmediate runs once this turn's
      // promise jobs are done, the next batch's write to its connection among them.
      this.next(lane);
      setImmediate(() =>
        batch.forEach((w, i) => {
          const outcome = outcomes[i]!;
          if (outcome.status === 'fulfilled') w.resolve(outcome.value);
          else w.reject(outcome.reason);
        }),
      );
    });
  }

  /** Each posting's outcome: the batch's, or (no batch, or it failed) its own statement's. */
  private async send(batch: Waiting[]): Promise<PromiseSettledResult<unknown>[]> {
    if (batch.length > 1) {
      this.sent.statements++;
      this.sent.batches++;
      try {
        const { rows } = await sql<{ results: unknown[] }>`
          SELECT axia_post_keyed_batch(${JSON.stringify(batch.map((w) => w.p))}::jsonb) AS results`.execute(
          this.db,
        );
        const results = rows[0]!.results;
        this.sent.postings += batch.length;
        return results.map((value) => ({ status: 'fulfilled', value }));
      } catch {
        // Nothing of the batch committed, or (a connection lost at commit) it is not known: each alone decides.
      }
    }
    return Promise.allSettled(batch.map((w) => this.alone(w.p)));
  }

  private async alone(p: KeyedPosting): Promise<unknown> {
    this.sent.statements++;
    this.sent.alone++;
    const { rows } = await sql<{ result: unknown }>`
      SELECT axia_post_keyed(${JSON.stringify(p)}::jsonb) AS result`.execute(this.db);
    this.sent.postings++;
    return rows[0]!.result;
  }
}

const byDatabase = new WeakMap<Kysely<Database>, Map<number, KeyedPostingBatches>>();

/** The keyed postings' queue of a database with `inFlight` statements at most (one per process). */
export function keyedPostings(db: Kysely<Database>, inFlight: number): KeyedPostingBatches {
  let queues = byDatabase.get(db);
  if (!queues) byDatabase.set(db, (queues = new Map()));
  let batches = queues.get(inFlight);
  if (!batches) queues.set(inFlight, (batches = new KeyedPostingBatches(db, inFlight)));
  return batches;
}
