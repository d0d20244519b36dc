import { StatusTag, type StatusTone } from '@axia/design-system';
import { humanize } from '../../format';

const TONES: Record<string, StatusTone> = {
  COMPLETED: 'success',
  APPROVED: 'success',
  ACTIVE: 'success',
  APPLIED: 'success',
  REJECTED: 'danger',
  FAILED: 'danger',
  DEACTIVATED: 'danger',
  SUSPENDED: 'warning',
  PROPOSED: 'warning',
  PENDING: 'warning',
  SUBMITTED: 'info',
  IN_REVIEW: 'info',
};

/** A status in words (the tone only repeats what the words say). */
export function Status({ value }: { value: string }) {
  return (
    <StatusTag tone={TONES[value] ?? 'neutral'} size="sm">
      {humanize(value)}
    </StatusTag>
  );
}
