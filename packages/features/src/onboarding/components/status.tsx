import type { VerificationStatus } from '@axia/core';
import { VERIFICATION_STATUS_LABELS } from '@axia/core';
import { Banner, StatusTag } from '@axia/design-system';
import { statusBanner, statusTone } from '../registration';

/** The status badge of a checklist item (seed 000 §4 labels). */
export function StatusBadge({ status }: { status: VerificationStatus }) {
  return <StatusTag tone={statusTone(status)}>{VERIFICATION_STATUS_LABELS[status]}</StatusTag>;
}

/** The info banner of an item's screen: submitted for review, completed or rejected; nothing otherwise. */
export function StatusBanner({ status, what }: { status: VerificationStatus; what: string }) {
  const banner = statusBanner(status, what);
  if (!banner) return null;
  return (
    <Banner header={banner.header} tone={banner.tone}>
      {banner.body}
    </Banner>
  );
}
