/** Whether a failed call got an HTTP answer (an error without a status is a network failure: its retry reuses the key). */
export const wasAnswered = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number';
};

/**
 * Idempotency keys per submission (MONEY.md): one key per distinct call, named by a signature of what it sends (e.g.
 * the JSON of its body). A call that got an answer frees its key; one that got none (a network failure) keeps it, so
 * pressing the same button again for the same transfer, card order or load retries with the same key and the bank
 * moves money once.
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

  /** The call ended: free its key unless it got no answer (`error` without a status). */
  settle(signature: string, error?: unknown) {
    if (error === undefined || wasAnswered(error)) this.keys.delete(signature);
  }
}
