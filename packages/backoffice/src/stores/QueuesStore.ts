import { makeAutoObservable } from 'mobx';
import type { PROPOSAL_STATUSES, RegistrationCheck, StaffOutcome, StaffProposal } from '@axia/core';
import type { StaffApi } from '../api/client';
import { Resource } from './Resource';

export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
type Decision = 'APPROVE' | 'REJECT';

/** The back office's queues: the counts, each queue's items, and the decisions on them. */
export class QueuesStore {
  readonly counts: Resource<Awaited<ReturnType<StaffApi['staffQueueCounts']>>>;
  readonly registrations: Resource<Awaited<ReturnType<StaffApi['staffRegistrations']>>>;
  readonly documents: Resource<Awaited<ReturnType<StaffApi['staffDocuments']>>>;
  readonly wires: Resource<Awaited<ReturnType<StaffApi['staffWires']>>>;
  readonly heldTransfers: Resource<Awaited<ReturnType<StaffApi['staffHeldTransfers']>>>;
  readonly cards: Resource<Awaited<ReturnType<StaffApi['staffCards']>>>;
  readonly giftCards: Resource<Awaited<ReturnType<StaffApi['staffGiftCards']>>>;
  readonly proposals: Resource<Awaited<ReturnType<StaffApi['staffProposals']>>>;
  /** The proposals shown: PROPOSED by default (what waits for a decision); null for all. */
  proposalStatus: ProposalStatus | null = 'PROPOSED';

  constructor(private readonly api: StaffApi) {
    this.counts = new Resource(() => api.staffQueueCounts());
    this.registrations = new Resource(() => api.staffRegistrations());
    this.documents = new Resource(() => api.staffDocuments());
    this.wires = new Resource(() => api.staffWires());
    this.heldTransfers = new Resource(() => api.staffHeldTransfers());
    this.cards = new Resource(() => api.staffCards());
    this.giftCards = new Resource(() => api.staffGiftCards());
    this.proposals = new Resource(() =>
      api.staffProposals({ query: this.proposalStatus ? { status: this.proposalStatus } : {} }),
    );
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  setProposalStatus(status: ProposalStatus | null) {
    this.proposalStatus = status;
    void this.proposals.load();
  }

  async setCheck(
    userId: string,
    check: RegistrationCheck,
    status: 'COMPLETED' | 'REJECTED',
    reason: string,
    legalName?: { firstName: string; lastName: string },
  ) {
    await this.api.staffSetRegistrationCheck({
      params: { userId },
      body: { check, status, reason, ...(legalName && { legalName }) },
    });
    await this.registrations.load();
  }

  async reviewDocument(requestId: string, decision: Decision, reason: string) {
    await this.api.staffReviewDocument({ params: { requestId }, body: { decision, reason } });
    await this.documents.load();
  }

  downloadDocumentFile(requestId: string, fileId: string): Promise<Blob> {
    return this.api.staffDocumentFile({ params: { requestId, fileId } });
  }

  async receiveWire(transactionId: string, reason: string): Promise<StaffOutcome> {
    const outcome = await this.api.staffReceiveWire({
      params: { transactionId },
      body: { reason },
    });
    await this.wires.load();
    return outcome;
  }

  async reviewTransfer(transactionId: string, decision: Decision, reason: string) {
    const outcome = await this.api.staffReviewTransfer({
      params: { transactionId },
      body: { decision, reason },
    });
    await this.heldTransfers.load();
    return outcome;
  }

  async setCardKyc(cardId: string, fullKyc: boolean, reason: string) {
    await this.api.staffCardKyc({ params: { cardId }, body: { fullKyc, reason } });
    await this.cards.load();
  }

  async decideProposal(
    proposalId: string,
    decision: Decision,
    reason: string,
  ): Promise<StaffProposal> {
    const proposal = await this.api.staffDecideProposal({
      params: { proposalId },
      body: { decision, reason },
    });
    await this.proposals.load();
    return proposal;
  }
}
