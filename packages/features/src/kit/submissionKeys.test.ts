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
