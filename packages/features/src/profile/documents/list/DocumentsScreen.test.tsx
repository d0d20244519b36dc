import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { ScreenInRoute } from '../../../kit/testing';
import {
  beneficiaryRequest,
  changeRequest,
  documentsUser,
  noUploadUser,
  taxRequest,
} from '../fixtures';
import { documentServices, type DocumentServicesOptions } from '../testing';
import { DocumentsView } from './DocumentsScreen';

// Seed 002 §2, §4: /user-document — the requests newest first, Edit only while INCOMPLETE (UPLOAD_DOCUMENT), the
// detail modal (files downloadable, the rejection reason, Edit / Cancel / Close), Cancel's toast, empty and failed.

async function setup(options: DocumentServicesOptions = {}) {
  const { services, calls, toasts } = documentServices({ user: documentsUser, ...options });
  render(
    <ScreenInRoute services={services} path="/user-document">
      <DocumentsView />
    </ScreenInRoute>,
  );
  await act(async () => {});
  return { calls, toasts, user: userEvent.setup() };
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Your document requests' })).getAllByRole(
    'article',
  );

describe('/user-document', () => {
  it('lists the requests newest first: type label, dates, status (COMPLETED as APPROVED)', async () => {
    const { calls } = await setup();
    expect(calls[0]).toMatchObject({ operation: 'getPendingDocuments', query: {} });
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const rows = await items();
    expect(rows.map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Debit Card Identity Verification - Limit Increase Application',
      'Proof of Tax ID',
      'Beneficiary Account Application',
      'Change of Address/ID',
      'Proof of Tax ID',
    ]);
    expect(within(rows[3]!).getByText('APPROVED')).toBeVisible();
    expect(within(rows[0]!).getByText('SUBMITTED')).toBeVisible();
    expect(within(rows[1]!).getByText('INCOMPLETE')).toBeVisible();
    expect(within(rows[2]!).getByText('REJECTED')).toBeVisible();
    expect(within(rows[4]!).getByText('CANCELED')).toBeVisible();
    expect(
      within(rows[1]!).getByText(dayjs(taxRequest.createdAt).format('YYYY-MM-DD HH:mm')),
    ).toBeVisible();
    expect(
      within(rows[1]!).getByText(dayjs(taxRequest.updatedAt).format('YYYY-MM-DD HH:mm')),
    ).toBeVisible();
  });

  it('Edit (to /upload-document/{id}) only while INCOMPLETE; Upload New Document to /upload-document', async () => {
    await setup();
    const rows = await items();
    const edits = screen.getAllByRole('link', { name: /^Edit / });
    expect(edits).toHaveLength(1);
    expect(within(rows[1]!).getByRole('link', { name: 'Edit Proof of Tax ID' })).toHaveAttribute(
      'href',
      '/upload-document/doc-tax',
    );
    expect(screen.getByRole('link', { name: 'Upload New Document' })).toHaveAttribute(
      'href',
      '/upload-document',
    );
  });

  it('without UPLOAD_DOCUMENT: no Upload New Document, no Edit', async () => {
    await setup({ user: noUploadUser });
    await items();
    expect(screen.queryByRole('link', { name: 'Upload New Document' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('an empty state when there are none', async () => {
    await setup({ records: [] });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No document requests yet' }),
    ).toBeVisible();
  });

  it('a failed read shows the message and Try again reads again', async () => {
    let fail = true;
    const { calls, user } = await setup({
      overrides: {
        getPendingDocuments: () =>
          fail ? Promise.reject(new Error('Service down')) : [taxRequest],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service down');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await items()).toHaveLength(1);
    expect(calls.filter((call) => call.operation === 'getPendingDocuments')).toHaveLength(2);
  });

  it('Details: type, status, dates, memo, files with download buttons, the rejection reason when REJECTED', async () => {
    const { calls, user } = await setup({ records: [beneficiaryRequest] });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    await user.click(
      await screen.findByRole('button', { name: 'Details of Beneficiary Account Application' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Beneficiary Account Application' });
    expect(within(dialog).getByText('REJECTED')).toBeVisible();
    expect(within(dialog).getByText('Rejection reason')).toBeVisible();
    expect(within(dialog).getByText('The form is not signed.')).toBeVisible();
    expect(within(dialog).getByText('beneficiary.pdf')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Download beneficiary.pdf' }));
    await waitFor(() =>
      expect(calls.find((call) => call.operation === 'downloadDocument')).toMatchObject({
        path: '/document/download/file-ben',
        responseType: 'blob',
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    // REJECTED: Cancel disabled, no Edit.
    expect(within(dialog).getByRole('button', { name: 'Cancel request' })).toBeDisabled();
    expect(within(dialog).queryByRole('link', { name: 'Edit' })).toBeNull();
    // The footer's Close (the header has the close icon too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    click.mockRestore();
  });

  it('Details of an APPROVED request: Cancel disabled, no rejection reason, no Edit', async () => {
    const { user } = await setup({ records: [changeRequest] });
    await user.click(
      await screen.findByRole('button', { name: 'Details of Change of Address/ID' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change of Address/ID' });
    expect(within(dialog).getByText('APPROVED')).toBeVisible();
    expect(within(dialog).getByText('Moved house')).toBeVisible();
    expect(within(dialog).getByText('id-card.pdf')).toBeVisible();
    expect(within(dialog).getByText('lease.pdf')).toBeVisible();
    expect(within(dialog).queryByText('Rejection reason')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel request' })).toBeDisabled();
    expect(within(dialog).queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it("Details of an INCOMPLETE request: Edit, and Cancel → 'Successfully canceled your request'", async () => {
    const { calls, toasts, user } = await setup({ records: [taxRequest] });
    await user.click(await screen.findByRole('button', { name: 'Details of Proof of Tax ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of Tax ID' });
    expect(within(dialog).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/upload-document/doc-tax',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Successfully canceled your request']));
    expect(calls.find((call) => call.operation === 'cancelDocument')?.body).toEqual({
      id: 'doc-tax',
    });
    expect(within(dialog).getByText('CANCELED')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel request' })).toBeDisabled();
    expect(within(dialog).queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it("a refused cancel shows the bank's message", async () => {
    const { toasts, user } = await setup({
      records: [taxRequest],
      overrides: {
        cancelDocument: () => Promise.reject(new Error('This request can no longer be canceled.')),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Details of Proof of Tax ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of Tax ID' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['error: This request can no longer be canceled.']),
    );
  });

  it('pages a long history ten requests at a time', async () => {
    const many = Array.from({ length: 23 }, (_, index) => ({
      ...taxRequest,
      id: `doc-${index + 1}`,
      memo: `Request ${index + 1}`,
    }));
    const { user } = await setup({ records: many });
    expect(await items()).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Document request pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await items()).toHaveLength(3);
    expect(screen.getByText('23 document requests')).toBeInTheDocument();
  });
});
