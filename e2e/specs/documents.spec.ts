import { readFile } from 'node:fs/promises';
import {
  CARD_MESSAGES,
  DOCUMENT_FORM_FIELDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_REQUEST_TYPE_LABELS,
  DOCUMENT_REQUEST_TYPES,
  type DocumentFileKind,
  type DocumentRequestType,
} from '@axia/core';
import type { Page } from '@playwright/test';
import { toast } from '../pages/AuthPages';
import { CardDetailPage, cardPath, issueCardByApi, literally } from '../pages/CardPages';
import {
  DocumentsPage,
  requestOf,
  submitRequestByApi,
  UploadDocumentPage,
  USER_DOCUMENT_PATH,
} from '../pages/ProfilePages';
import { bankNow, customerLike } from '../support/bank';
import { staffReviewDocument } from '../support/staff';
import { billPdf, chooseFiles, monthsFrom, png } from '../support/files';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Seed 002 §2 Profile area (Documents), §4 Documents, §5 Documents, §8, §9 against the sandbox bank: each of the four
// forms with its required messages on an empty Submit, saved ('Successfully saved your info' / '… application'),
// edited, submitted, shown read-only with its status banner, then approved, rejected (the reason in the detail modal)
// or cancelled ('Successfully canceled your request'); the image-to-PDF of two images into the card form, reached
// from the card page's 'KYC Not Verified' link with the card preselected; the proof of address made here with
// pdf-lib (within 3 months on the bank's clock; an older one refused by the bank). Each test has a fresh copy of ada@
// (UPLOAD_DOCUMENT, a card holder in Seattle), so nothing it finds was left by another test.

/** §4 the read-only banners' subjects, by form. */
const BANNER_SUBJECTS: Record<DocumentRequestType, string> = {
  PROOF_OF_TAX_ID: 'Your proof of tax ID request',
  CARD_KYC: 'Your card identification change request',
  BENEFICIARY_ACCOUNT: 'Your beneficiary account application',
  CHANGE_OF_ID_ADDRESS: 'Your change request',
};

const newCustomer = (label: string) => customerLike('ada@demo.test', label);
const FIELDS = DOCUMENT_FORM_FIELDS;
const TAX_FIELD = FIELDS.PROOF_OF_TAX_ID[0]!;
const BENEFICIARY_FIELD = FIELDS.BENEFICIARY_ACCOUNT[0]!;
const [CARD_ID_FIELD, CARD_ADDRESS_FIELD] = FIELDS.CARD_KYC as [
  (typeof FIELDS.CARD_KYC)[number],
  (typeof FIELDS.CARD_KYC)[number],
];
const [CHANGE_ID_FIELD, CHANGE_ADDRESS_FIELD] = FIELDS.CHANGE_OF_ID_ADDRESS as [
  (typeof FIELDS.CHANGE_OF_ID_ADDRESS)[number],
  (typeof FIELDS.CHANGE_OF_ID_ADDRESS)[number],
];

async function openDocuments(page: Page, email: string) {
  await openSignedIn(page, email, USER_DOCUMENT_PATH);
  const documents = new DocumentsPage(page);
  await documents.expectShown('no requests', true);
  await expect(documents.empty).toBeVisible();
  await documents.expectMenu(
    ['Personal', 'Documents', 'Change password', 'Two factor', 'Security'],
    'Documents',
  );
  return documents;
}

/** 'Upload New Document' from the list: the upload screen, no type chosen yet. */
async function startUpload(documents: DocumentsPage) {
  await documents.uploadNew.click();
  const upload = new UploadDocumentPage(documents.page);
  await upload.expectShown('no type');
  await upload.expectMenu(
    ['Personal', 'Documents', 'Change password', 'Two factor', 'Security'],
    'Documents',
  );
  return upload;
}

/** A file field's error, tied to its chooser button (with the field's hint). */
async function expectFieldError(upload: UploadDocumentPage, label: string, message: string) {
  await expect(upload.fieldButton(label)).toHaveAccessibleDescription(literally(message));
}

test.describe('Documents', () => {
  test('Proof of Tax ID: the required messages, saved and edited, submitted, read-only with its banner, approved', async ({
    page,
  }) => {
    const email = await newCustomer('taxid');
    const documents = await openDocuments(page, email);
    const upload = await startUpload(documents);
    // The card form chosen from the dropdown (no card preselected): an empty Submit asks for the card too.
    await upload.chooseType('CARD_KYC');
    await upload.submitButton.click();
    await expect(upload.cardTrigger).toHaveAccessibleDescription(
      literally(DOCUMENT_MESSAGES.cardRequired),
    );
    await expectFieldError(upload, CARD_ID_FIELD.label, CARD_ID_FIELD.required);
    await audit(page, 'Upload Document: card identity verification (no card)');
    await upload.chooseType('PROOF_OF_TAX_ID');
    await audit(page, 'Upload Document: Proof of Tax ID');

    // An empty Submit: §5's three messages, tied to their fields; focus on the first.
    await upload.submitButton.click();
    await expect(upload.taxId).toHaveAccessibleDescription(DOCUMENT_MESSAGES.taxIdRequired);
    await expect(upload.taxCountry).toHaveAccessibleDescription(
      literally(DOCUMENT_MESSAGES.taxCountryRequired),
    );
    await expectFieldError(upload, TAX_FIELD.label, TAX_FIELD.required);
    await expect(upload.taxId).toBeFocused();
    await audit(page, 'Upload Document: Proof of Tax ID (required)');

    await upload.taxId.fill('912-34-5678');
    await upload.chooseTaxCountry('United States');
    await upload.upload(TAX_FIELD.label, [png('irs-letter.png', 80, 50)]);
    await upload.memo.fill('My IRS letter');
    await upload.saveButton.click();
    await expect(toast(page, DOCUMENT_MESSAGES.saved)).toBeVisible();
    await documents.expectShown('one draft');
    await documents.expectStatus('PROOF_OF_TAX_ID', 'INCOMPLETE');

    // Edit: the saved values, the type fixed; Submit sends it for review.
    await documents.edit('PROOF_OF_TAX_ID').click();
    await upload.expectShown('saved draft');
    await expect(upload.taxId).toHaveValue('912-34-5678');
    await expect(upload.taxCountry).toHaveValue('United States');
    await expect(upload.memo).toHaveValue('My IRS letter');
    await expect(upload.storedFiles(TAX_FIELD.label)).toContainText('irs-letter.png');
    await expect(upload.typeTrigger).toBeDisabled();
    await upload.submitButton.click();
    await expect(toast(page, DOCUMENT_MESSAGES.submitted)).toBeVisible();
    await documents.expectShown('one submitted');
    await documents.expectStatus('PROOF_OF_TAX_ID', 'SUBMITTED');
    await expect(documents.edit('PROOF_OF_TAX_ID')).toHaveCount(0);
    const request = await requestOf(email, 'PROOF_OF_TAX_ID');
    expect(request).toMatchObject({
      status: 'SUBMITTED',
      memo: 'My IRS letter',
      info: { taxId: '912-34-5678', taxIdCountryCode: 'US' },
    });
    expect(request.multipleDocuments.PROOF_OF_TAX_ID?.map((f) => f.documentName)).toEqual([
      'irs-letter.png',
    ]);

    // Read-only with the §4 banner, and Exit.
    await upload.gotoRequest(request.id);
    await upload.expectShown('read-only (submitted)', true);
    await expect(
      upload.banner('Your proof of tax ID request has been submitted for review'),
    ).toBeVisible();
    await expect(upload.saveButton).toHaveCount(0);
    await expect(upload.taxId).toHaveCount(0);
    await upload.exitButton.click();
    await documents.expectShown('one submitted');

    // The back office approves: APPROVED in the list and the modal, which no longer cancels or edits.
    await staffReviewDocument(request.id, 'approve');
    await page.reload();
    await documents.expectShown('one approved', true);
    await documents.expectStatus('PROOF_OF_TAX_ID', 'APPROVED');
    const detail = await documents.openDetails('PROOF_OF_TAX_ID', 'approved');
    await detail.expectFact('Status', 'APPROVED');
    await detail.expectFact('Memo', 'My IRS letter');
    await expect(detail.download('irs-letter.png')).toBeVisible();
    await expect(detail.cancelButton).toBeDisabled();
    await expect(detail.editLink).toHaveCount(0);
    await detail.close();
    await upload.gotoRequest(request.id);
    await upload.expectShown('read-only (approved)', true);
    await expect(upload.banner('Your proof of tax ID request has been approved')).toBeVisible();
  });

  test('Beneficiary Account Application: the blank form downloaded and uploaded, saved, submitted, rejected with the reason', async ({
    page,
  }) => {
    const email = await newCustomer('beneficiary');
    const documents = await openDocuments(page, email);
    const upload = await startUpload(documents);
    await upload.chooseType('BENEFICIARY_ACCOUNT');
    await audit(page, 'Upload Document: Beneficiary Account Application');

    await upload.submitButton.click();
    await expectFieldError(upload, BENEFICIARY_FIELD.label, BENEFICIARY_FIELD.required);
    await audit(page, 'Upload Document: Beneficiary Account Application (required)');

    // The bank's blank application form, as the customer saves it, then uploaded back (signed, say).
    const downloading = page.waitForEvent('download');
    await upload.downloadForm.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const form = await readFile((await download.path())!);
    expect(form.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await upload.upload(BENEFICIARY_FIELD.label, [
      { name: 'beneficiary-signed.pdf', mimeType: 'application/pdf', buffer: form },
    ]);
    await upload.saveButton.click();
    await expect(toast(page, DOCUMENT_MESSAGES.applicationSaved)).toBeVisible();
    await documents.expectShown('one draft');
    await documents.expectStatus('BENEFICIARY_ACCOUNT', 'INCOMPLETE');

    // The draft's modal: Edit (INCOMPLETE) leads back to the form, where Submit sends it.
    const draft = await documents.openDetails('BENEFICIARY_ACCOUNT', 'draft');
    await draft.expectFact('Status', 'INCOMPLETE');
    await expect(draft.cancelButton).toBeEnabled();
    await draft.editLink.click();
    await upload.expectShown('saved draft');
    await expect(upload.storedFiles(BENEFICIARY_FIELD.label)).toContainText(
      'beneficiary-signed.pdf',
    );
    await upload.submitButton.click();
    await expect(toast(page, DOCUMENT_MESSAGES.applicationSubmitted)).toBeVisible();
    await documents.expectShown('one submitted');
    await documents.expectStatus('BENEFICIARY_ACCOUNT', 'SUBMITTED');

    const request = await requestOf(email, 'BENEFICIARY_ACCOUNT');
    await upload.gotoRequest(request.id);
    await upload.expectShown('read-only (submitted)', true);
    await expect(
      upload.banner('Your beneficiary account application has been submitted for review'),
    ).toBeVisible();

    // Rejected by the back office: REJECTED with the reason, in the modal and the read-only form's banner.
    const reason = 'The form is not signed on page 2.';
    await staffReviewDocument(request.id, 'reject', reason);
    await documents.goto();
    await documents.expectShown('one rejected', true);
    await documents.expectStatus('BENEFICIARY_ACCOUNT', 'REJECTED');
    const detail = await documents.openDetails('BENEFICIARY_ACCOUNT', 'rejected');
    await detail.expectFact('Status', 'REJECTED');
    await detail.expectFact('Rejection reason', reason);
    await expect(detail.cancelButton).toBeDisabled();
    await detail.close();
    await upload.gotoRequest(request.id);
    await upload.expectShown('read-only (rejected)', true);
    await expect(
      upload.banner('Your beneficiary account application has been rejected'),
    ).toBeVisible();
  });

  test('Change of Address/ID: the required messages, two ID images, an old proof of address refused by the bank, submitted, cancelled', async ({
    page,
  }) => {
    const email = await newCustomer('change');
    const documents = await openDocuments(page, email);
    const upload = await startUpload(documents);
    await upload.chooseType('CHANGE_OF_ID_ADDRESS');
    await audit(page, 'Upload Document: Change of Address/ID');

    await upload.submitButton.click();
    await expectFieldError(upload, CHANGE_ID_FIELD.label, CHANGE_ID_FIELD.required);
    await expectFieldError(upload, CHANGE_ADDRESS_FIELD.label, CHANGE_ADDRESS_FIELD.required);
    await audit(page, 'Upload Document: Change of Address/ID (required)');

    // The front and the back of the new ID, together.
    await upload.upload(CHANGE_ID_FIELD.label, [
      png('id-front.png', 90, 60, { color: [20, 120, 80] }),
      png('id-back.png', 90, 60, { color: [120, 40, 80] }),
    ]);
    await expect(upload.storedFiles(CHANGE_ID_FIELD.label).getByRole('listitem')).toHaveCount(2);

    // A bill issued four months ago (by the bank's clock): the bank reads its date and refuses it.
    const now = await bankNow();
    const old = await billPdf('old-bill.pdf', monthsFrom(now, -4));
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/document/upload') && r.request().method() === 'POST',
    );
    await chooseFiles(upload.fieldButton(CHANGE_ADDRESS_FIELD.label), [old]);
    expect((await refused).status()).toBe(400);
    await expectFieldError(upload, CHANGE_ADDRESS_FIELD.label, DOCUMENT_MESSAGES.addressTooOld);
    await expect(page.getByText('old-bill.pdf was not uploaded.', { exact: true })).toBeVisible();
    await audit(page, 'Upload Document: Change of Address/ID (address too old)');

    // One issued last month is taken.
    await upload.upload(CHANGE_ADDRESS_FIELD.label, [
      await billPdf('recent-bill.pdf', monthsFrom(now, -1)),
    ]);
    await expect(upload.fieldButton(CHANGE_ADDRESS_FIELD.label)).not.toHaveAccessibleDescription(
      literally(DOCUMENT_MESSAGES.addressTooOld),
    );
    await upload.submitButton.click();
    await expect(toast(page, DOCUMENT_MESSAGES.submitted)).toBeVisible();
    await documents.expectShown('one submitted');
    await documents.expectStatus('CHANGE_OF_ID_ADDRESS', 'SUBMITTED');
    const request = await requestOf(email, 'CHANGE_OF_ID_ADDRESS');
    expect(request.multipleDocuments.CHANGE_OF_ID?.map((f) => f.documentName)).toEqual([
      'id-front.png',
      'id-back.png',
    ]);
    expect(request.multipleDocuments.CHANGE_OF_ADDRESS?.map((f) => f.documentName)).toEqual([
      'recent-bill.pdf',
    ]);

    // Cancelled from the modal while SUBMITTED: CANCELED, and the read-only form says so.
    const detail = await documents.openDetails('CHANGE_OF_ID_ADDRESS', 'submitted');
    await detail.expectFact('Status', 'SUBMITTED');
    await expect(detail.download('recent-bill.pdf')).toBeVisible();
    await expect(detail.editLink).toHaveCount(0);
    await detail.cancelButton.click();
    await expect(toast(page, DOCUMENT_MESSAGES.canceled)).toBeVisible();
    await detail.expectFact('Status', 'CANCELED');
    await expect(detail.cancelButton).toBeDisabled();
    await audit(page, 'Documents: detail modal (canceled)');
    await detail.close();
    await documents.expectStatus('CHANGE_OF_ID_ADDRESS', 'CANCELED');
    expect((await requestOf(email, 'CHANGE_OF_ID_ADDRESS')).status).toBe('CANCELED');
    await upload.gotoRequest(request.id);
    await upload.expectShown('read-only (canceled)', true);
    await expect(upload.banner('Your change request has been canceled')).toBeVisible();
  });

  test('card identity verification from the card page: the card preselected, image-to-PDF of two images, saved, submitted, approved (KYC Verified)', async ({
    page,
  }) => {
    const email = await newCustomer('cardkyc');
    const card = await issueCardByApi(email);
    await openSignedIn(page, email, cardPath(card.id));
    const cardDetail = new CardDetailPage(page);
    await cardDetail.expectShown(card.id, 'active, KYC not verified', true);
    await cardDetail.show('Summary');
    await cardDetail.main.getByRole('link', { name: CARD_MESSAGES.kycNotVerified }).click();

    const upload = new UploadDocumentPage(page);
    await upload.expectShown('card form from the card page');
    await expect(upload.form('CARD_KYC')).toBeVisible();
    await upload.expectCard(card);
    await audit(page, 'Upload Document: card identity verification');

    // An empty Submit: the two files are required (the card is chosen).
    await upload.submitButton.click();
    await expectFieldError(upload, CARD_ID_FIELD.label, CARD_ID_FIELD.required);
    await expectFieldError(upload, CARD_ADDRESS_FIELD.label, CARD_ADDRESS_FIELD.required);
    await expect(upload.cardTrigger).not.toHaveAccessibleDescription(
      literally(DOCUMENT_MESSAGES.cardRequired),
    );
    await audit(page, 'Upload Document: card identity verification (required)');

    // The image-to-PDF modal: nothing chosen is refused; the front and back make one PDF for the ID field.
    const pdf = await upload.openPdfDialog();
    await pdf.createButton.click();
    await expect(pdf.dialog.getByText(DOCUMENT_MESSAGES.atLeastOneImage)).toBeVisible();
    await audit(page, 'Upload Document: image-to-PDF modal (no image)');
    await chooseFiles(pdf.chooseImages, [
      png('card-id-front.png', 320, 200, { color: [30, 60, 140] }),
      png('card-id-back.png', 320, 200, { color: [140, 60, 30] }),
    ]);
    await expect(pdf.imageList.getByRole('listitem')).toHaveCount(2);
    await pdf.expectShown('two images');
    await pdf.createButton.click();
    await expect(pdf.dialog).toBeHidden();
    await expect(page.getByText('identity-document.pdf uploaded.', { exact: true })).toBeVisible();
    await expect(upload.storedFiles(CARD_ID_FIELD.label)).toContainText('identity-document.pdf');

    await upload.upload(CARD_ADDRESS_FIELD.label, [
      await billPdf('card-address.pdf', monthsFrom(await bankNow(), -2)),
    ]);
    await upload.memo.fill('Please raise my limits');
    await upload.saveButton.click();
    await expect(toast(page, DOCUMENT_MESSAGES.saved)).toBeVisible();
    const documents = new DocumentsPage(page);
    await documents.expectShown('one draft');
    await documents.edit('CARD_KYC').click();
    await upload.expectShown('saved draft');
    await upload.expectCard(card);
    await upload.submitButton.click();
    await expect(toast(page, DOCUMENT_MESSAGES.submitted)).toBeVisible();
    await documents.expectShown('one submitted');

    const request = await requestOf(email, 'CARD_KYC');
    expect(request.infoToUpdate.cardId).toBe(card.id);
    const [made] = request.multipleDocuments.CARD_KYC_ID ?? [];
    expect(made).toMatchObject({ documentName: 'identity-document.pdf' });
    expect(made?.contentType).toMatch(/pdf/);
    await upload.gotoRequest(request.id);
    await upload.expectShown('read-only (submitted)', true);
    await expect(
      upload.banner('Your card identification change request has been submitted for review'),
    ).toBeVisible();
    await expect(upload.main).toContainText(card.cardNumber);

    // Approved: the card is KYC Verified on its page.
    await staffReviewDocument(request.id, 'approve');
    await cardDetail.goto(card.id);
    await cardDetail.expectShown(card.id, 'KYC verified', true);
    await cardDetail.show('Summary');
    await expect(
      cardDetail.main.getByText(CARD_MESSAGES.kycVerified, { exact: true }),
    ).toBeVisible();
  });

  // §4 every form's three outcomes: requests made through the customer's calls, approved and rejected by the back
  // office, the third cancelled from its modal; the list, the modal and each read-only form's banner.
  for (const type of DOCUMENT_REQUEST_TYPES) {
    test(`${DOCUMENT_REQUEST_TYPE_LABELS[type]}: approved and rejected by the back office, cancelled by the customer`, async ({
      page,
    }) => {
      const email = await newCustomer(`outcomes-${type.toLowerCase().replace(/_/g, '-')}`);
      const cardId = type === 'CARD_KYC' ? (await issueCardByApi(email)).id : undefined;
      const now = await bankNow();
      const files = async (kind: DocumentFileKind) =>
        kind === 'addressPdf'
          ? billPdf('bill.pdf', monthsFrom(now, -1))
          : png(kind === 'idImages' ? 'id.png' : 'proof.png', 60, 40);
      const approved = await submitRequestByApi(email, type, { memo: 'one', cardId, files });
      const rejected = await submitRequestByApi(email, type, { memo: 'two', cardId, files });
      const canceled = await submitRequestByApi(email, type, { memo: 'three', cardId, files });
      const reason = 'The document is not readable.';
      await staffReviewDocument(approved.id, 'approve');
      await staffReviewDocument(rejected.id, 'reject', reason);

      await openSignedIn(page, email, USER_DOCUMENT_PATH);
      const documents = new DocumentsPage(page);
      await documents.expectShown('three outcomes', true);
      await expect(documents.request(type)).toHaveCount(3);
      for (const status of ['APPROVED', 'REJECTED', 'SUBMITTED'])
        await expect(documents.requestWithStatus(type, status)).toHaveCount(1);

      const cancel = await documents.openDetailsOf(type, 'SUBMITTED', 'submitted');
      await cancel.expectFact('Memo', 'three');
      await cancel.cancelButton.click();
      await expect(toast(page, DOCUMENT_MESSAGES.canceled)).toBeVisible();
      await cancel.expectFact('Status', 'CANCELED');
      await cancel.close();
      await expect(documents.requestWithStatus(type, 'CANCELED')).toHaveCount(1);

      const refusal = await documents.openDetailsOf(type, 'REJECTED', 'rejected');
      await refusal.expectFact('Memo', 'two');
      await refusal.expectFact('Rejection reason', reason);
      await expect(refusal.cancelButton).toBeDisabled();
      await refusal.close();

      const approval = await documents.openDetailsOf(type, 'APPROVED', 'approved');
      await approval.expectFact('Memo', 'one');
      await approval.expectFact('Status', 'APPROVED');
      await expect(approval.cancelButton).toBeDisabled();
      await expect(approval.editLink).toHaveCount(0);
      await approval.close();

      const upload = new UploadDocumentPage(page);
      for (const [request, word] of [
        [approved, 'approved'],
        [rejected, 'rejected'],
        [canceled, 'canceled'],
      ] as const) {
        await upload.gotoRequest(request.id);
        await upload.expectShown(`read-only (${word})`, true);
        await expect(upload.banner(`${BANNER_SUBJECTS[type]} has been ${word}`)).toBeVisible();
        await expect(upload.submitButton).toHaveCount(0);
      }
    });
  }
});
