/** Whether a failed call got an HTTP answer (an error without a status is a network failure: its retry reuses the key). */
export const wasAnswered = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number';
};

/**
 * Whether a failed call's outcome is settled: it got an answer that says the bank decided (a 4xx other than 409). No
 * answer, 5xx (the bank or its database failed: a commit may or may not have happened) and 409 (the first try is
 * still running) leave it open, so the retry carries the same key and gets the first try's answer if it committed.
 */
const isSettled = (error: unknown) => {
  if (!wasAnswered(error)) return false;
  const status = (error as { status: number }).status;
  return status < 500 && status !== 409;
};

/**
 * Idempotency keys per submission (docs/money.md 'Idempotency keys'): one key per distinct call, named by a signature of what it sends (e.g.
 * the JSON of its body). A call that got the bank's decision frees its key; one whose outcome is open (no answer, 5xx,
 * 409) keeps it, so pressing the same button again for the same transfer, card order or load retries with the same
 * key and the bank moves money once.
 */
export class SubmissionKeys {
  private keys = new Map<string, string>();
  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  key(signature: string): string {
    let key = this.keys.get(signature);
    if (key === undefined) {
      key = this.newKey();
      this.keys.set(signature, key);
    }
    return key;
  }

  /** The call ended: free its key unless its outcome is open (see isSettled). */
  settle(signature: string, error?: unknown) {
    if (error === undefined || isSettled(error)) this.keys.delete(signature);
  }
}
