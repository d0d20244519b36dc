// Drafts of forms kept while the customer types (issue 42: onboarding fields were lost on reload): in the tab's
// sessionStorage, one entry per user and form, removed when the form is saved and, all of them, at sign-out (the
// app's session store). sessionStorage, not localStorage: a draft lives no longer than the tab, like the tokens.
// What a form keeps is its own choice (never files, never a tax ID); these are only the keys.

export const FORM_DRAFT_PREFIX = 'axia.draft.';

/** The key of one user's draft of one form, e.g. 'axia.draft.user-1.business-records'. */
export const formDraftKey = (userId: string, form: string) =>
  `${FORM_DRAFT_PREFIX}${userId}.${form}`;

/** The part of a Storage that clearing needs (window.sessionStorage is one). */
export interface DraftStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/** Removes every form draft from `storage` (sign-out); a storage that cannot list its keys is left as it is. */
export function clearFormDrafts(storage: Partial<DraftStorage> | null | undefined): void {
  if (!storage || typeof storage.key !== 'function' || typeof storage.removeItem !== 'function')
    return;
  const keys: string[] = [];
  for (let index = 0; index < (storage.length ?? 0); index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(FORM_DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
