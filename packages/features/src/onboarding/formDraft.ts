import { useEffect, useMemo } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import { formDraftKey } from '@axia/core';
import { useServices } from '../kit';

// A draft of an onboarding form (issue 42: fields typed and not yet saved were lost on reload), kept in the tab's
// sessionStorage per user and per form, restored over the bank's values when the form opens again, removed when
// the form is saved (save and exit, or submit) and, with every other draft, at sign-out (the app's session store).
//
// What is kept: names, addresses, dates, choices — what the customer would type again, and what sessionStorage
// (this tab only, gone when it closes) may hold as well as the screen does. What is never kept: files (a document
// is uploaded to the bank at once; its "on record" flag comes from the bank) and the tax ID number, a national
// identifier that must not sit in the browser's storage; each form lists the fields it keeps.

export type OnboardingForm = 'tax-id' | 'business-records' | 'business-address';

function browserStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A kept value of the same shape as the form's own (a string for a string, an array for an array…). */
function sameShape(kept: unknown, value: unknown): boolean {
  // A list of rows (the directors): rows of text only.
  if (Array.isArray(value))
    return (
      Array.isArray(kept) &&
      kept.every(
        (row) =>
          typeof row === 'object' &&
          row !== null &&
          Object.values(row as object).every((cell) => typeof cell === 'string'),
      )
    );
  return typeof kept === typeof value && kept !== null;
}

export class FormDraft<T extends FieldValues> {
  constructor(
    private readonly storage: Storage | null,
    private readonly key: string | null,
    private readonly fields: readonly (keyof T & string)[],
  ) {}

  /** The bank's values with the draft's kept fields over them (a field of another shape is ignored). */
  restore(values: T): T {
    const kept = this.read();
    if (!kept) return values;
    const restored = { ...values };
    for (const field of this.fields)
      if (field in kept && sameShape(kept[field], values[field]))
        restored[field] = kept[field] as T[typeof field];
    return restored;
  }

  /** Keeps the listed fields of `values`. */
  keep(values: Partial<T>) {
    if (!this.storage || !this.key) return;
    const kept: Partial<T> = {};
    for (const field of this.fields) if (values[field] !== undefined) kept[field] = values[field];
    try {
      this.storage.setItem(this.key, JSON.stringify(kept));
    } catch {
      // Storage full or blocked: the form works without a draft.
    }
  }

  clear() {
    if (!this.storage || !this.key) return;
    try {
      this.storage.removeItem(this.key);
    } catch {
      // Blocked storage holds no draft.
    }
  }

  private read(): Partial<Record<string, unknown>> | null {
    if (!this.storage || !this.key) return null;
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.key) ?? 'null');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
}

/** The signed-in user's draft of `form`, keeping `fields` (no user: a draft that keeps nothing). */
export function useFormDraft<T extends FieldValues>(
  form: OnboardingForm,
  fields: readonly (keyof T & string)[],
  storage: Storage | null = browserStorage(),
): FormDraft<T> {
  const userId = useServices().session.user?.id ?? null;
  return useMemo(
    () => new FormDraft<T>(storage, userId ? formDraftKey(userId, form) : null, fields),
    // The field list is a module constant of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [storage, userId, form],
  );
}

/** Keeps the draft as the form changes. */
export function useKeepDraft<T extends FieldValues>(draft: FormDraft<T>, watch: UseFormWatch<T>) {
  useEffect(() => {
    const subscription = watch((values) => draft.keep(values as Partial<T>));
    return () => subscription.unsubscribe();
  }, [draft, watch]);
}
