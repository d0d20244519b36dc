import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// Micro-batching of keyed postings (issue 44). A keyed posting is one statement (axia_post_keyed), and at a few
// hundred a second its cost is mostly the statement's: a round trip, a commit and its WAL flush, the hot rows'
// locks. So a process keeps at most `inFlight` posting statements running; a posting that finds one free is sent at
// once and alone (no wait when idle), and those that arrive while all are busy are sent together by the next free
// one as ONE statement (axia_post_keyed_batch, migration 0028): one commit for all, each with its own outcome, the
// same it would have had alone. If that statement fails (a deadlock, a lost connection), each posting is sent alone,
// which is safe because each is keyed: one that committed after all answers with its key's kept answer.

/** At most this many postings in one statement: a batch's locks are held until it commits. */
const MOST_IN_A_BATCH = 64;

interface Waiting {
  p: unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

export class KeyedPostingBatches {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  /** What was sent: statements (batches and postings alone), and postings answered by them. */
  readonly sent = { statements: 0, batches: 0, alone: 0, postings: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    /** Posting statements in flight at most; 0: every posting its own statement, none waits. */
    private readonly inFlight: number,
  ) {}

  /** The outcome of axia_post_keyed(p), alone or in a batch. */
  post(p: unknown): Promise<unknown> {
    if (this.inFlight === 0 || this.db.isTransaction) return this.alone(p);
    return new Promise((resolve, reject) => {
      this.waiting.push({ p, resolve, reject });
      this.next();
    });
  }

  private next() {
    while (this.running < this.inFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MOST_IN_A_BATCH);
      this.running++;
      void this.send(batch).finally(() => {
        this.running--;
        this.next();
      });
    }
  }

  private async send(batch: Waiting[]) {
    if (batch.length > 1) {
      let results: unknown[] | null = null;
      this.sent.statements++;
      this.sent.batches++;
      try {
        const { rows } = await sql<{ results: unknown[] }>`
          SELECT axia_post_keyed_batch(${JSON.stringify(batch.map((w) => w.p))}::jsonb) AS results`.execute(
          this.db,
        );
        results = rows[0]!.results;
      } catch {
        // Nothing of the batch committed, or (a connection lost at commit) it is not known: each alone decides.
      }
      if (results) {
        this.sent.postings += batch.length;
        batch.forEach((w, i) => w.resolve(results[i]));
        return;
      }
    }
    await Promise.all(batch.map((w) => this.alone(w.p).then(w.resolve, w.reject)));
  }

  private async alone(p: unknown): Promise<unknown> {
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
