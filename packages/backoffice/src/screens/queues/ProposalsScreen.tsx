import { observer } from 'mobx-react-lite';
import type { StaffMe, StaffProposal } from '@axia/core';
import { EmptyState, Select } from '@axia/design-system';
import { ActionDialog } from '../../components/ActionDialog';
import { CustomerCell } from '../../components/CustomerCell';
import { DataTable } from '../../components/DataTable';
import { useStaff } from '../../context';
import { formatDateTime, formatMoney, humanize } from '../../format';
import type { ProposalStatus, QueuesStore } from '../../stores/QueuesStore';
import * as common from '../../components/styles.css';
import { QueuePage } from './QueuePage';
import { Status } from './status';

export const OWN_PROPOSAL = 'You proposed this; another approver must decide.';
export const NEEDS_APPROVER = 'Waiting for an approver.';

const FILTERS: { id: ProposalStatus | 'ALL'; label: string }[] = [
  { id: 'PROPOSED', label: 'Waiting for a decision' },
  { id: 'APPROVED', label: 'Approved' },
  { id: 'REJECTED', label: 'Rejected' },
  { id: 'ALL', label: 'All' },
];

/**
 * Whether the signed-in staff member proposed it: the API names the proposer by email (emails compared without
 * case). It only hides the buttons; the bank refuses a proposer's decision by sub, server-side.
 */
export function isOwnProposal(proposal: StaffProposal, me: StaffMe | null): boolean {
  return !!me && proposal.proposedBy.toLowerCase() === me.email.toLowerCase();
}

/** Four eyes: proposals of money above the threshold, decided by an approver who did not propose them. */
export const ProposalsScreen = observer(function ProposalsScreen({
  store,
}: {
  store: QueuesStore;
}) {
  const { session, toasts } = useStaff();
  const approver = session.may('approver');
  const decision = (proposal: StaffProposal) => {
    if (proposal.status !== 'PROPOSED')
      return proposal.decidedBy
        ? `${proposal.decidedBy}, ${formatDateTime(proposal.decidedAt)}: ${proposal.decisionReason ?? ''}`
        : '—';
    if (isOwnProposal(proposal, session.me)) return OWN_PROPOSAL;
    if (!approver) return NEEDS_APPROVER;
    const subject = `${humanize(proposal.kind)} of ${formatMoney(proposal.amount, proposal.currency)} for ${proposal.customer.email}`;
    return (
      <div className={common.actions}>
        <ActionDialog
          label="Approve"
          aria-label={`Approve ${subject}`}
          title="Approve the proposal"
          confirmLabel="Approve"
          onConfirm={async (reason) => {
            await store.decideProposal(proposal.id, 'APPROVE', reason);
            toasts.show({ tone: 'success', title: 'Proposal approved: it is carried out.' });
          }}
        >
          <p>{subject}.</p>
        </ActionDialog>
        <ActionDialog
          label="Reject"
          aria-label={`Reject ${subject}`}
          title="Reject the proposal"
          confirmLabel="Reject"
          variant="danger"
          onConfirm={async (reason) => {
            await store.decideProposal(proposal.id, 'REJECT', reason);
            toasts.show({ tone: 'success', title: 'Proposal rejected.' });
          }}
        >
          <p>{subject}.</p>
        </ActionDialog>
      </div>
    );
  };
  return (
    <QueuePage
      title="Proposals"
      description="Credits and releases above the approval threshold. A second person, an approver, decides."
      resource={store.proposals}
      filters={
        <Select
          label="Status"
          items={FILTERS}
          selectedKey={store.proposalStatus ?? 'ALL'}
          onSelectionChange={(id) =>
            store.setProposalStatus(id === 'ALL' || id === null ? null : (id as ProposalStatus))
          }
        />
      }
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState headingLevel={2} title="No proposals" description="None match this status." />
        ) : (
          <DataTable
            caption="Proposals"
            columns={[
              { id: 'summary', name: 'Proposal', isRowHeader: true },
              { id: 'customer', name: 'Customer' },
              { id: 'amount', name: 'Amount', align: 'end' },
              { id: 'usd', name: 'USD amount', align: 'end' },
              { id: 'proposer', name: 'Proposed by' },
              { id: 'reason', name: 'Reason' },
              { id: 'status', name: 'Status' },
              { id: 'decision', name: 'Decision' },
            ]}
            rows={items.map((proposal) => ({
              id: proposal.id,
              summary: `${humanize(proposal.kind)}: ${proposal.summary}`,
              customer: <CustomerCell customer={proposal.customer} />,
              amount: formatMoney(proposal.amount, proposal.currency, true),
              usd: formatMoney(proposal.amountUsd, 'USD'),
              proposer: `${proposal.proposedBy}, ${formatDateTime(proposal.proposedAt)}`,
              reason: proposal.reason,
              status: <Status value={proposal.status} />,
              decision: decision(proposal),
            }))}
          />
        )
      }
    </QueuePage>
  );
});
