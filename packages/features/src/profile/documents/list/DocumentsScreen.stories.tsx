import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { forever } from '../../../kit/storySupport';
import {
  allRequests,
  beneficiaryRequest,
  canceledRequest,
  cardKycRequest,
  changeRequest,
  noUploadUser,
  taxRequest,
} from '../fixtures';
import { documentParams, documentResponses, withDocuments } from '../storySupport';
import { DocumentsView } from './DocumentsScreen';

// Seed 002 §2, §4: /user-document in every state — one request in each status (newest first), UPLOAD_DOCUMENT off,
// none yet, loading, a failed read; the detail modal for each status; a request canceled.

const meta = {
  title: 'Screens/Profile/Documents',
  component: DocumentsView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withDocuments],
} satisfies Meta<typeof DocumentsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One request per status, newest first; Edit on the INCOMPLETE one; 'Upload New Document'. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your document requests' });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByText('APPROVED')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Proof of Tax ID' })).toHaveAttribute(
      'href',
      '/upload-document/doc-tax',
    );
    await expect(canvas.getByRole('link', { name: 'Upload New Document' })).toHaveAttribute(
      'href',
      '/upload-document',
    );
  },
};

/** Without UPLOAD_DOCUMENT: no upload link, no Edit. */
export const UploadOff: Story = {
  parameters: documentParams({ user: noUploadUser }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your document requests' });
    await expect(canvas.queryByRole('link', { name: 'Upload New Document' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Edit/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: documentParams({ responses: documentResponses([]) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No document requests yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: documentParams({
    responses: documentResponses(allRequests, { getPendingDocuments: forever }),
  }),
};

export const Failed: Story = {
  parameters: documentParams({
    responses: documentResponses(allRequests, {
      getPendingDocuments: () => Promise.reject(new Error('Service unavailable')),
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Service unavailable',
    );
  },
};

const openDetails = async (canvasElement: HTMLElement, label: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `Details of ${label}` }));
  const dialog = await screen.findByRole('dialog', { name: label });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** INCOMPLETE: Edit, Cancel and Close. */
export const DetailIncomplete: Story = {
  parameters: documentParams({ responses: documentResponses([taxRequest]) }),
  play: async ({ canvasElement }) => {
    const dialog = await openDetails(canvasElement, 'Proof of Tax ID');
    await expect(dialog.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel request' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Download tax-id.pdf' })).toBeVisible();
  },
};

/** SUBMITTED: Cancel only (no Edit). */
export const DetailSubmitted: Story = {
  parameters: documentParams({ responses: documentResponses([cardKycRequest]) }),
  play: async ({ canvasElement }) => {
    const dialog = await openDetails(
      canvasElement,
      'Debit Card Identity Verification - Limit Increase Application',
    );
    await expect(dialog.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Cancel request' })).toBeEnabled();
    await expect(dialog.getByText('passport-back.jpg')).toBeVisible();
  },
};

/** COMPLETED (APPROVED): Cancel disabled. */
export const DetailApproved: Story = {
  parameters: documentParams({ responses: documentResponses([changeRequest]) }),
  play: async ({ canvasElement }) => {
    const dialog = await openDetails(canvasElement, 'Change of Address/ID');
    await expect(dialog.getByText('APPROVED')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel request' })).toBeDisabled();
  },
};

/** REJECTED: the rejection reason; Cancel disabled. */
export const DetailRejected: Story = {
  parameters: documentParams({ responses: documentResponses([beneficiaryRequest]) }),
  play: async ({ canvasElement }) => {
    const dialog = await openDetails(canvasElement, 'Beneficiary Account Application');
    await expect(dialog.getByText('The form is not signed.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel request' })).toBeDisabled();
  },
};

/** CANCELED: Cancel disabled. */
export const DetailCanceled: Story = {
  parameters: documentParams({ responses: documentResponses([canceledRequest]) }),
  play: async ({ canvasElement }) => {
    const dialog = await openDetails(canvasElement, 'Proof of Tax ID');
    await expect(dialog.getByText('CANCELED')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel request' })).toBeDisabled();
  },
};

/** Cancel pressed: the request shows CANCELED and Cancel is disabled. */
export const CanceledNow: Story = {
  parameters: documentParams({ responses: documentResponses([taxRequest]) }),
  play: async ({ canvasElement }) => {
    const dialog = await openDetails(canvasElement, 'Proof of Tax ID');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(dialog.getByText('CANCELED')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Cancel request' })).toBeDisabled();
  },
};
