import { describe, expect, it } from 'vitest';
import { clearFormDrafts, formDraftKey } from './drafts';

/** A Storage over a Map, as sessionStorage behaves. */
function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe('form drafts (issue 42)', () => {
  it('are keyed per user and form', () => {
    expect(formDraftKey('user-1', 'business-records')).toBe('axia.draft.user-1.business-records');
  });

  it('are all removed at sign-out, and nothing else is', () => {
    const storage = memoryStorage({
      [formDraftKey('user-1', 'tax-id')]: '{}',
      'axia.session.signedInAt': '1',
      [formDraftKey('user-2', 'business-address')]: '{}',
      'CognitoIdentityServiceProvider.x': 'token',
    });
    clearFormDrafts(storage);
    expect(storage.keys()).toEqual(['axia.session.signedInAt', 'CognitoIdentityServiceProvider.x']);
  });

  it('leaves a storage that cannot list its keys alone', () => {
    expect(() => clearFormDrafts(null)).not.toThrow();
    expect(() => clearFormDrafts({ removeItem: () => {} })).not.toThrow();
  });
});
