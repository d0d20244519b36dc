import type { Beneficiary } from '@axia/core';
import { BENEFICIARY_KIND_LABELS, SERVICES_TEXT } from './messages';

// /Beneficiaries' rules as pure functions (seed 001 §2 'Beneficiaries', §3 'Beneficiary').

/** 'active', or 'Action Required' for any other status (§3). */
export const isActive = (beneficiary: Pick<Beneficiary, 'status'>) =>
  beneficiary.status.toLowerCase() === 'active';

export const statusLabel = (beneficiary: Pick<Beneficiary, 'status'>) =>
  isActive(beneficiary) ? SERVICES_TEXT.active : SERVICES_TEXT.actionRequired;

/** The name shown (a member's name, a wire beneficiary's alias, an external recipient's name). */
export const beneficiaryName = (beneficiary: Pick<Beneficiary, 'beneficiaryName' | 'type'>) =>
  beneficiary.beneficiaryName.trim() || BENEFICIARY_KIND_LABELS[beneficiary.type];

/** The line under the name: the member's email, else the kind (§3: name, email or kind). */
export const beneficiaryDetail = (beneficiary: Pick<Beneficiary, 'beneficiaryEmail' | 'type'>) =>
  beneficiary.type === 'INTERNAL' && beneficiary.beneficiaryEmail
    ? beneficiary.beneficiaryEmail
    : BENEFICIARY_KIND_LABELS[beneficiary.type];

/** The list in a stable order: by name, then by when added. */
export function sortBeneficiaries(list: readonly Beneficiary[]): Beneficiary[] {
  return [...list].sort(
    (a, b) =>
      beneficiaryName(a).localeCompare(beneficiaryName(b), undefined, { sensitivity: 'base' }) ||
      a.createdAt.localeCompare(b.createdAt),
  );
}
