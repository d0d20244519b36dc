import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenInRoute } from '../../../kit/testing';
import {
  beneficiaryRequest,
  cardKycRequest,
  changeRequest,
  fileOf,
  requestIn,
  taxRequest,
} from '../fixtures';
import { documentServices, type DocumentServicesOptions } from '../testing';
import type { MakePdf } from './ImageToPdfDialog';
import { UploadDocumentView } from './UploadDocumentScreen';

// Seed 002 §2, §4, §5: the Upload Document screen — the type dropdown and its four forms, uploads as files are chosen
// (the first makes the request), the required messages on Submit, Save and exit vs Submit (their toasts, then
// /user-document), the card page's preselection, a saved request loaded (type fixed), read-only with the banner.

async function setup({
  path = '/upload-document',
  route = path,
  makePdf,
  ...options
}: DocumentServicesOptions & { path?: string; route?: string; makePdf?: MakePdf } = {}) {
  const { services, called, calls, toasts, navigate } = documentServices(options);
  render(
    <ScreenInRoute services={services} path={path} route={route}>
      <UploadDocumentView makePdf={makePdf} />
    </ScreenInRoute>,
  );
  await act(async () => {});
  return { calls, called, toasts, navigate, user: userEvent.setup() };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: /Document type/ }));
  await user.click(await screen.findByRole('option', { name }));
}

const fileGroup = (name: string) => screen.getByRole('group', { name });
const fileInput = (name: string) =>
  fileGroup(name).querySelector('input[type="file"]') as HTMLInputElement;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit' }));
const saveAndExit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save and exit' }));

async function upload(
  user: ReturnType<typeof userEvent.setup>,
  field: string,
  files: File | File[],
) {
  await user.upload(fileInput(field), files);
}

describe('/upload-document', () => {
  it('a back link to /user-document and the type dropdown of the four forms', async () => {
    const { user } = await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Document' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to documents' })).toHaveAttribute(
      'href',
      '/user-document',
    );
    await user.click(screen.getByRole('button', { name: /Document type/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Proof of Tax ID',
      'Debit Card Identity Verification - Limit Increase Application',
      'Beneficiary Account Application',
      'Change of Address/ID',
    ]);
  });

  it("Proof of Tax ID: Submit checks 'Tax identification number is required!', 'Tax country code is required!', 'Proof of Tax ID is required!'", async () => {
    const { user, called } = await setup();
    await chooseType(user, 'Proof of Tax ID');
    await submit(user);
    const taxId = screen.getByRole('textbox', { name: 'Tax identification number' });
    await waitFor(() =>
      expect(taxId).toHaveAccessibleDescription('Tax identification number is required!'),
    );
    await waitFor(() => expect(taxId).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Tax country code' })).toHaveAccessibleDescription(
      'Tax country code is required!',
    );
    expect(
      within(fileGroup('Proof of Tax ID')).getByText('Proof of Tax ID is required!'),
    ).toBeVisible();
    expect(called('submitDocument')).toHaveLength(0);
    // Errors clear on editing.
    await user.type(taxId, 'X');
    expect(taxId).not.toHaveAccessibleDescription('Tax identification number is required!');
  });

  it("Proof of Tax ID: the file uploads when chosen (making the request), then Submit sends trimmed values → 'Successfully submitted your request for review'", async () => {
    const { user, called, toasts, navigate } = await setup();
    await chooseType(user, 'Proof of Tax ID');
    await user.type(
      screen.getByRole('textbox', { name: 'Tax identification number' }),
      '  DE123  ',
    );
    await user.type(screen.getByRole('combobox', { name: 'Tax country code' }), 'Germany');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await upload(user, 'Proof of Tax ID', fileOf('tax.pdf', 'application/pdf'));
    expect(await screen.findByText('tax.pdf uploaded.')).toBeVisible();
    expect(called('uploadDocument')[0]?.form).toMatchObject({
      fields: { documentType: 'PROOF_OF_TAX_ID' },
      fileName: 'tax.pdf',
    });
    expect(within(fileGroup('Proof of Tax ID').parentElement!).getByText('tax.pdf')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Memo' }), '  note ');
    await submit(user);
    await waitFor(() =>
      expect(toasts()).toEqual(['success: Successfully submitted your request for review']),
    );
    expect(called('submitDocument')[0]?.body).toEqual({
      id: 'doc-new-1',
      documentType: 'PROOF_OF_TAX_ID',
      memo: 'note',
      submit: true,
      info: { taxId: 'DE123', taxIdCountryCode: 'DE' },
    });
    expect(navigate).toHaveBeenCalledWith('/user-document');
  });

  it("Proof of Tax ID: Save and exit keeps a draft without checks → 'Successfully saved your info'", async () => {
    const { user, called, toasts, navigate } = await setup();
    await chooseType(user, 'Proof of Tax ID');
    await saveAndExit(user);
    await waitFor(() => expect(toasts()).toEqual(['success: Successfully saved your info']));
    expect(called('submitDocument')[0]?.body).toMatchObject({
      documentType: 'PROOF_OF_TAX_ID',
      submit: false,
    });
    expect(called('submitDocument')[0]?.body).not.toHaveProperty('id');
    expect(navigate).toHaveBeenCalledWith('/user-document');
  });

  it("a file over the limit: 'File is too big!' and no upload; a wrong type is refused", async () => {
    const { user, called } = await setup();
    await chooseType(user, 'Proof of Tax ID');
    await upload(user, 'Proof of Tax ID', fileOf('big.pdf', 'application/pdf', 1_000_001));
    expect(
      await within(fileGroup('Proof of Tax ID')).findByText(
        'File is too big! The maximum size is 1,000,000 bytes.',
      ),
    ).toBeVisible();
    expect(called('uploadDocument')).toHaveLength(0);
  });

  it("the bank's refusal is shown under the field", async () => {
    const { user } = await setup({
      overrides: {
        uploadDocument: () =>
          Promise.reject(new Error('The file is not a png, jpg, jpeg or pdf file.')),
      },
    });
    await chooseType(user, 'Proof of Tax ID');
    await upload(user, 'Proof of Tax ID', fileOf('tax.pdf', 'application/pdf'));
    expect(
      await within(fileGroup('Proof of Tax ID')).findByText(
        'The file is not a png, jpg, jpeg or pdf file.',
      ),
    ).toBeVisible();
    expect(screen.getByText('tax.pdf was not uploaded.')).toBeVisible();
  });

  it("Beneficiary: the application form downloads; 'Beneficiary Account Application From is required!'; Save → 'Successfully saved your application'", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:form');
    URL.revokeObjectURL = vi.fn();
    const { user, called, toasts } = await setup();
    await chooseType(user, 'Beneficiary Account Application');
    await user.click(screen.getByRole('button', { name: 'Download the application form' }));
    await waitFor(() => expect(called('downloadBeneficiaryForm')).toHaveLength(1));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('Beneficiary Account Application Form.pdf');
    await submit(user);
    expect(
      await within(fileGroup('Beneficiary Account Application From')).findByText(
        'Beneficiary Account Application From is required!',
      ),
    ).toBeVisible();
    await saveAndExit(user);
    await waitFor(() => expect(toasts()).toEqual(['success: Successfully saved your application']));
    click.mockRestore();
  });

  it("Beneficiary: Submit with the form uploaded → 'Successfully submitted your application for review'", async () => {
    const { user, toasts, called } = await setup();
    await chooseType(user, 'Beneficiary Account Application');
    await upload(
      user,
      'Beneficiary Account Application From',
      fileOf('signed.pdf', 'application/pdf'),
    );
    await screen.findByText('signed.pdf uploaded.');
    await submit(user);
    await waitFor(() =>
      expect(toasts()).toEqual(['success: Successfully submitted your application for review']),
    );
    expect(called('submitDocument')[0]?.body).toMatchObject({
      id: 'doc-new-1',
      documentType: 'BENEFICIARY_ACCOUNT',
      submit: true,
    });
  });

  it("Card KYC from the card page (?documentType=CARD_KYC&cardId=): the card preselected; 'Proof of Card ID is required!', 'Proof of Card Address is required!'", async () => {
    const { user, called } = await setup({
      path: '/upload-document?documentType=CARD_KYC&cardId=card-2',
      route: '/upload-document',
    });
    expect(screen.getByRole('button', { name: /Document type/ })).toHaveTextContent(
      'Debit Card Identity Verification - Limit Increase Application',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Card$/ })).toHaveTextContent('5150'),
    );
    expect(called('getCards')).toHaveLength(1);
    await submit(user);
    expect(
      await within(fileGroup('Proof of Card ID')).findByText('Proof of Card ID is required!'),
    ).toBeVisible();
    expect(
      within(fileGroup('Proof of Card Address')).getByText('Proof of Card Address is required!'),
    ).toBeVisible();
    expect(screen.queryByText('Please select a card.')).toBeNull();
  });

  it("Card KYC: 'Please select a card.'; ID images (2) and the address PDF upload into one request; Submit sends the card", async () => {
    const { user, called, toasts } = await setup();
    await chooseType(user, 'Debit Card Identity Verification - Limit Increase Application');
    await submit(user);
    expect(await screen.findByText('Please select a card.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Card$/ }));
    await user.click(await screen.findByRole('option', { name: /4242/ }));
    await upload(user, 'Proof of Card ID', [
      fileOf('front.png', 'image/png'),
      fileOf('back.webp', 'image/webp'),
    ]);
    await screen.findByText('front.png, back.webp uploaded.');
    const recent = `%PDF-1.4 /CreationDate (D:${new Date().toISOString().slice(0, 10).replaceAll('-', '')}120000Z)`;
    await upload(
      user,
      'Proof of Card Address',
      fileOf('bill.pdf', 'application/pdf', 2000, recent),
    );
    await screen.findByText('bill.pdf uploaded.');
    const uploads = called('uploadDocument');
    expect(uploads[0]?.form).toMatchObject({
      fields: { documentType: 'CARD_KYC_ID' },
      fileName: 'front.png',
      moreFiles: [{ fileName: 'back.webp' }],
    });
    expect(uploads[1]?.form?.fields).toEqual({
      documentType: 'CARD_KYC_ADDRESS',
      pendingDocumentId: 'doc-new-1',
    });
    await submit(user);
    await waitFor(() =>
      expect(toasts()).toEqual(['success: Successfully submitted your request for review']),
    );
    expect(called('submitDocument')[0]?.body).toEqual({
      id: 'doc-new-1',
      documentType: 'CARD_KYC',
      memo: '',
      submit: true,
      infoToUpdate: { cardId: 'card-1' },
    });
  });

  it("Card KYC file checks: an image over 1,000,000 bytes 'File is too big!', an old proof of address, a non-PDF address", async () => {
    const { user, called } = await setup();
    await chooseType(user, 'Debit Card Identity Verification - Limit Increase Application');
    await upload(user, 'Proof of Card ID', fileOf('huge.png', 'image/png', 1_000_001));
    expect(
      await within(fileGroup('Proof of Card ID')).findByText(
        'File is too big! The maximum size is 1,000,000 bytes.',
      ),
    ).toBeVisible();
    await upload(
      user,
      'Proof of Card Address',
      fileOf('old.pdf', 'application/pdf', 2000, '%PDF-1.4 /CreationDate (D:20200101000000Z)'),
    );
    expect(
      await within(fileGroup('Proof of Card Address')).findByText(
        'The proof of address must have been issued within the last 3 months.',
      ),
    ).toBeVisible();
    expect(called('uploadDocument')).toHaveLength(0);
  });

  it('shows one message per file field: a refused selection replaces the message of the one before', async () => {
    const { called } = await setup();
    // The browser's chooser would hide the wrong type; a drop or a paste does not.
    const user = userEvent.setup({ applyAccept: false });
    await chooseType(user, 'Debit Card Identity Verification - Limit Increase Application');
    await submit(user);
    const address = fileGroup('Proof of Card Address');
    expect(await within(address).findByText('Proof of Card Address is required!')).toBeVisible();
    await upload(
      user,
      'Proof of Card Address',
      fileOf('old.pdf', 'application/pdf', 2000, '%PDF-1.4 /CreationDate (D:20200101000000Z)'),
    );
    expect(
      await within(address).findByText(
        'The proof of address must have been issued within the last 3 months.',
      ),
    ).toBeVisible();
    expect(within(address).queryByText('Proof of Card Address is required!')).toBeNull();
    await upload(user, 'Proof of Card Address', fileOf('scan.png', 'image/png'));
    expect(await within(address).findByText('Upload a PDF file.')).toBeVisible();
    expect(
      within(address).queryByText(
        'The proof of address must have been issued within the last 3 months.',
      ),
    ).toBeNull();
    expect(called('uploadDocument')).toHaveLength(0);
  });

  it("Change of Address/ID: 'Change of ID is required!', 'Change of Address is required!'", async () => {
    const { user } = await setup();
    await chooseType(user, 'Change of Address/ID');
    await submit(user);
    expect(
      await within(fileGroup('Change of ID')).findByText('Change of ID is required!'),
    ).toBeVisible();
    expect(
      within(fileGroup('Change of Address')).getByText('Change of Address is required!'),
    ).toBeVisible();
  });

  it("the image-to-PDF modal: 'Please upload at least one image', a PDF too big, then the PDF goes into the field", async () => {
    let size = 1_000_001;
    const makePdf: MakePdf = async (_images, name) => fileOf(name, 'application/pdf', size);
    const { user, called } = await setup({ makePdf });
    await chooseType(user, 'Change of Address/ID');
    await user.click(screen.getByRole('button', { name: 'Create a PDF from images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a PDF from images' });
    await user.click(within(dialog).getByRole('button', { name: 'Create PDF' }));
    expect(await within(dialog).findByText('Please upload at least one image')).toBeVisible();
    const input = within(dialog)
      .getByRole('group', { name: 'Front and back images' })
      .querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [fileOf('front.jpg', 'image/jpeg'), fileOf('back.gif', 'image/gif')]);
    await user.click(within(dialog).getByRole('button', { name: 'Create PDF' }));
    expect(
      await within(dialog).findByText('File is too big! The maximum size is 1,000,000 bytes.'),
    ).toBeVisible();
    size = 5000;
    await user.click(within(dialog).getByRole('button', { name: 'Create PDF' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('identity-document.pdf uploaded.');
    expect(called('uploadDocument')[0]?.form).toMatchObject({
      fields: { documentType: 'CHANGE_OF_ID' },
      fileName: 'identity-document.pdf',
    });
  });

  it('a saved INCOMPLETE request (/upload-document/:id): loaded by id, its type fixed, its values and files shown', async () => {
    const { called } = await setup({
      path: '/upload-document/doc-tax',
      route: '/upload-document/:documentId',
    });
    await screen.findByRole('textbox', { name: 'Tax identification number' });
    expect(called('getPendingDocuments')[0]?.query).toEqual({ id: 'doc-tax' });
    expect(screen.getByRole('button', { name: /Document type/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Tax identification number' })).toHaveValue(
      'DE123456789',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tax country code' })).toHaveValue('Germany'),
    );
    expect(screen.getByText('tax-id.pdf')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Memo' })).toHaveValue('My new tax number');
  });

  it.each([
    [cardKycRequest, 'Your card identification change request has been submitted for review'],
    [
      requestIn(cardKycRequest, 'COMPLETED'),
      'Your card identification change request has been approved',
    ],
    [changeRequest, 'Your change request has been approved'],
    [requestIn(changeRequest, 'REJECTED'), 'Your change request has been rejected'],
    [requestIn(changeRequest, 'CANCELED'), 'Your change request has been canceled'],
    [beneficiaryRequest, 'Your beneficiary account application has been rejected'],
    [
      requestIn(taxRequest, 'SUBMITTED'),
      'Your proof of tax ID request has been submitted for review',
    ],
  ])('read-only once not INCOMPLETE (%#): the banner and Exit', async (request, banner) => {
    const { user, navigate } = await setup({
      path: `/upload-document/${request.id}`,
      route: '/upload-document/:documentId',
      records: [request],
    });
    expect(await screen.findByText(banner)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and exit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(navigate).toHaveBeenCalledWith('/user-document');
  });

  it('a rejected request shows the rejection reason in its read-only form', async () => {
    await setup({
      path: `/upload-document/${beneficiaryRequest.id}`,
      route: '/upload-document/:documentId',
      records: [beneficiaryRequest],
    });
    const reason = await screen.findByText('The form is not signed.');
    expect(reason).toBeVisible();
    expect(reason.previousElementSibling).toHaveTextContent('Rejection reason');
  });

  it('an unknown id: not found', async () => {
    await setup({ path: '/upload-document/nope', route: '/upload-document/:documentId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Document request not found');
  });
});
