import { vi } from 'vitest';
import type { DocumentRequest, User } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, recordingResponses } from '../../kit/testing';
import { allRequests } from './fixtures';
import { documentResponses } from './storySupport';

// Test helpers for the document screens and stores (tests only).

export interface DocumentServicesOptions {
  /** The customer's document requests (default: one of each form). */
  records?: DocumentRequest[];
  /** Answers by operation, over the documents' defaults. */
  overrides?: Record<string, unknown>;
  user?: User;
}

/** The documents' bank answers, every call recorded: `called(operation)` lists that operation's calls. */
export function documentCalls({
  records = allRequests,
  overrides = {},
}: DocumentServicesOptions = {}) {
  const { calls, responses } = recordingResponses(documentResponses(records, overrides));
  const called = (operation: string) => calls.filter((call) => call.operation === operation);
  return { calls, called, responses };
}

/** Fake services answering the document calls, with spies on notify and navigate; `toasts()` as 'tone: title'. */
export function documentServices({ user, ...options }: DocumentServicesOptions = {}) {
  const notify = vi.fn<Services['notify']>();
  const navigate = vi.fn<Services['navigate']>();
  const { responses, ...recorded } = documentCalls(options);
  const services = createFakeServices({
    notify,
    navigate,
    responses,
    ...(user && { session: { user } }),
  });
  const toasts = () => notify.mock.calls.map(([toast]) => `${toast.tone}: ${toast.title}`);
  return { services, navigate, toasts, ...recorded };
}
