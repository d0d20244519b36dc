// Idempotency keys per submission (MONEY.md), as the transfer wizards keep them: one key per distinct call, named by
// what it sends. A call that got an answer frees its key; one that got none (a network failure) keeps it, so pressing
// Order Card again for the same order retries with the same key and the bank issues (and charges) once.

const wasAnswered = (error: unknown) =>
  typeof (error as { status?: unknown } | null)?.status === 'number';

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

  /** The call ended: free its key unless it got no answer (an error without a status). */
  settle(signature: string, error?: unknown) {
    if (error === undefined || wasAnswered(error)) this.keys.delete(signature);
  }
}
