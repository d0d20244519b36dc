import type { Decorator } from '@storybook/react-vite';
import type { DocumentRequest, TransportRequest, User } from '@axia/core';
import { ServicesStory } from '../../kit/storySupport';
import { allRequests, documentCards, documentsUser } from './fixtures';

// Story and test helpers of the document screens: fake services answering the document calls.

export interface DocumentStoryParameters {
  user?: User;
  responses?: Record<string, unknown>;
  /** The memory router's path and route (default /user-document). */
  path?: string;
  route?: string;
}

const notFound = (message: string) =>
  Promise.reject(Object.assign(new Error(message), { status: 404 }));

/**
 * The document calls answered from `records`: the list (or one by id), cancel, the uploads (a new request on the first,
 * the field's files replaced), submit (the status follows `submit`), downloads and the cards.
 */
export function documentResponses(
  records: readonly DocumentRequest[] = allRequests,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  let all = [...records];
  let next = 1;
  return {
    getPendingDocuments: (request: TransportRequest) => {
      const id = request.query?.id;
      return id ? all.filter((record) => record.id === id) : all;
    },
    cancelDocument: (request: TransportRequest) => {
      const { id } = request.body as { id: string };
      const found = all.find((record) => record.id === id);
      if (!found) return notFound('Document request not found');
      const updated = { ...found, status: 'CANCELED' as const };
      all = all.map((record) => (record.id === id ? updated : record));
      return updated;
    },
    uploadDocument: (request: TransportRequest) => {
      const form = request.form;
      const type = form?.fields.documentType ?? 'OTHER';
      const id = form?.fields.pendingDocumentId ?? `doc-new-${next++}`;
      const files = [
        ...(form ? [{ file: form.file, fileName: form.fileName }] : []),
        ...(form?.moreFiles ?? []),
      ].map((part, index) => ({
        documentId: `${id}-${type}-${index}`,
        documentName: part.fileName,
        size: part.file.size,
        contentType: part.file.type,
        uploadedAt: '2026-03-06T10:00:00.000Z',
      }));
      return [{ id, multipleDocuments: { [type]: files } }];
    },
    submitDocument: (request: TransportRequest) => {
      const body = request.body as { id?: string; submit: boolean; documentType: string };
      const found = all.find((record) => record.id === body.id) ?? allRequests[0];
      return { ...found, status: body.submit ? 'SUBMITTED' : 'INCOMPLETE' };
    },
    downloadDocument: () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    downloadBeneficiaryForm: () =>
      new File(['%PDF-1.7'], 'Beneficiary Account Application Form.pdf', {
        type: 'application/pdf',
      }),
    getCards: { data: documentCards },
    ...overrides,
  };
}

/** Fake services per the story's `documents` parameters, in a memory router, inside the main landmark. */
export const withDocuments: Decorator = (Story, context) => {
  const {
    user = documentsUser,
    responses = documentResponses(),
    path = '/user-document',
    route,
  } = (context.parameters.documents ?? {}) as DocumentStoryParameters;
  return (
    <ServicesStory
      options={{ responses, session: { user } }}
      path={path}
      route={route}
      main={{ id: 'main', style: { padding: 24, maxWidth: 1100 } }}
    >
      <Story />
    </ServicesStory>
  );
};

export const documentParams = (documents: DocumentStoryParameters) => ({ documents });

/** The form of a saved request (/upload-document/:documentId). */
export const editParams = (id: string, records: readonly DocumentRequest[] = allRequests) =>
  documentParams({
    responses: documentResponses(records),
    path: `/upload-document/${id}`,
    route: '/upload-document/:documentId',
  });
