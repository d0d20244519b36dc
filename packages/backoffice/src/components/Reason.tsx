import { useId, useState } from 'react';
import { staffReasonSchema } from '@axia/core';
import { TextArea } from '@axia/design-system';

/** A reason's state: the text, its error, and a check that sets the error (and focuses the field) when it fails. */
export function useReason() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  // The field's id, so the check can move focus to it.
  const id = useId();
  return {
    value,
    error,
    id,
    onChange: (next: string) => {
      setValue(next);
      // The error goes once the text is a reason; a new one is only set on the next submit.
      if (error && staffReasonSchema.safeParse(next).success) setError(undefined);
    },
    /** The trimmed reason, or null (the error shown on the field, focus moved there). */
    check(): string | null {
      const parsed = staffReasonSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      setError(parsed.error.issues[0]?.message ?? 'Give a reason');
      document.getElementById(id)?.focus();
      return null;
    },
  };
}

export type ReasonState = ReturnType<typeof useReason>;

/** The required reason of every staff act (on the audit trail; where `customerReads`, the customer reads it too). */
export function ReasonField({
  reason,
  customerReads = false,
}: {
  reason: ReasonState;
  customerReads?: boolean;
}) {
  return (
    <TextArea
      label="Reason"
      id={reason.id}
      value={reason.value}
      onChange={reason.onChange}
      isRequired
      validationBehavior="aria"
      maxLength={500}
      rows={3}
      errorMessage={reason.error}
      description={
        customerReads
          ? 'At least 3 characters. Recorded on the audit trail; the customer reads it.'
          : 'At least 3 characters. Recorded on the audit trail.'
      }
    />
  );
}
