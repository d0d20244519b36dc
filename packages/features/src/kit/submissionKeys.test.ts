import { describe, expect, it } from 'vitest';
import { SubmissionKeys, wasAnswered } from './submissionKeys';

const httpError = (message: string, status = 400) => Object.assign(new Error(message), { status });

describe('SubmissionKeys', () => {
  it('keeps a key until the call is answered', () => {
    let n = 0;
    const keys = new SubmissionKeys(() => `k${++n}`);
    expect(keys.key('a')).toBe('k1');
    keys.settle('a', new Error('offline'));
    expect(keys.key('a')).toBe('k1');
    keys.settle('a', httpError('no', 422));
    expect(keys.key('a')).toBe('k2');
    keys.settle('a');
    expect(keys.key('b')).toBe('k3');
  });

  it('keeps a key while the outcome is open: a 5xx (a commit may have happened) or a 409 (still running)', () => {
    let n = 0;
    const keys = new SubmissionKeys(() => `k${++n}`);
    expect(keys.key('a')).toBe('k1');
    keys.settle('a', httpError('The bank is temporarily unavailable', 503));
    expect(keys.key('a')).toBe('k1');
    keys.settle('a', httpError('Internal server error', 500));
    expect(keys.key('a')).toBe('k1');
    keys.settle(
      'a',
      httpError('A request with this Idempotency-Key is still being processed', 409),
    );
    expect(keys.key('a')).toBe('k1');
    keys.settle('a', httpError('You do not have enough balance for this transaction', 422));
    expect(keys.key('a')).toBe('k2');
  });

  it('gives each signature its own key', () => {
    let n = 0;
    const keys = new SubmissionKeys(() => `k${++n}`);
    expect(keys.key('a')).toBe('k1');
    expect(keys.key('b')).toBe('k2');
    expect(keys.key('a')).toBe('k1');
  });

  it('tells an answered failure from a network failure', () => {
    expect(wasAnswered(httpError('Insufficient funds', 422))).toBe(true);
    expect(wasAnswered(new Error('Network Error'))).toBe(false);
    expect(wasAnswered(null)).toBe(false);
  });
});
