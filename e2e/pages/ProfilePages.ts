import {
  DOCUMENT_FORM_FIELDS,
  DOCUMENT_REQUEST_TYPE_LABELS,
  type Card,
  type DocumentFileKind,
  type DocumentRequest,
  type DocumentRequestType,
} from '@axia/core';
import type { Locator, Page } from '@playwright/test';
import { createGuardrails, generateSync } from 'otplib';
import { bankNow, idTokenFor, mailboxOf } from '../support/bank';
import { BASE_URL } from '../support/env';
import { chooseFiles, keepFileChooserIntercepted, type FilePayload } from '../support/files';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';
import { toast } from './AuthPages';
import { escape } from './CardPages';

// The profile area (seed 002 §2 Profile area, §4 Documents and Security settings, §5, §8): the side menu, Personal
// (the avatar's crop and upload), Email and Phone (the emailed code), Change password, Two factor (the authenticator
// app and the transaction toggles), Notifications, and the documents: /user-document (the list and the detail modal),
// /upload-document (the four forms, the image-to-PDF modal) as a customer sees them; and the customer's document
// requests as the bank answers them.

export const PROFILE_PATH = '/profile';
const EMAIL_AND_PHONE_PATH = '/email-and-phone';
const CHANGE_PASSWORD_PATH = '/change-password';
export const TWO_FACTOR_PATH = '/two-factor';
const NOTIFICATIONS_PATH = '/notifications';
export const USER_DOCUMENT_PATH = '/user-document';
const UPLOAD_DOCUMENT_PATH = '/upload-document';
const uploadDocumentPath = (id: string) => `${UPLOAD_DOCUMENT_PATH}/${encodeURIComponent(id)}`;

type ProfileMenuItem =
  | 'Personal'
  | 'Email and Phone'
  | 'Documents'
  | 'Change password'
  | 'Two factor'
  | 'Security'
  | 'Notifications';

// ---------------------------------------------------------------------------------------------------------------
// The bank, as the customer's own calls see it.

/** The customer's document requests (GET /document/pending), newest first. */
async function documentRequestsOf(email: string): Promise<DocumentRequest[]> {
  const response = await fetch(`${BASE_URL}/api/document/pending`, {
    headers: { authorization: `Bearer ${await idTokenFor(email)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as DocumentRequest[];
}

/**
 * A request of `type` made through the customer's own calls, as the form makes it: each field's file uploaded
 * (POST /document/upload, multipart: the fields before the file), then submitted (POST /document/submit). The card
 * form needs the customer's card.
 */
export async function submitRequestByApi(
  email: string,
  type: DocumentRequestType,
  {
    memo = '',
    cardId,
    files,
  }: { memo?: string; cardId?: string; files: (kind: DocumentFileKind) => Promise<FilePayload> },
): Promise<DocumentRequest> {
  const authorization = `Bearer ${await idTokenFor(email)}`;
  let id: string | undefined;
  for (const field of DOCUMENT_FORM_FIELDS[type]) {
    const file = await files(field.kind);
    const form = new FormData();
    form.append('documentType', field.type);
    if (id) form.append('pendingDocumentId', id);
    form.append(
      'file',
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.name,
    );
    const response = await fetch(`${BASE_URL}/api/document/upload`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    expect(response.status, `upload ${field.type}: ${await response.clone().text()}`).toBe(200);
    id = ((await response.json()) as { id: string }[])[0]!.id;
  }
  const response = await fetch(`${BASE_URL}/api/document/submit`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      documentType: type,
      memo,
      submit: true,
      ...(type === 'PROOF_OF_TAX_ID' && { info: { taxId: '912-34-5678', taxIdCountryCode: 'US' } }),
      ...(type === 'CARD_KYC' && { infoToUpdate: { cardId } }),
    }),
  });
  expect(response.status, `submit ${type}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as DocumentRequest;
}

/** The customer's one request of `type` (the test made exactly one). */
export async function requestOf(email: string, type: DocumentRequestType) {
  const requests = (await documentRequestsOf(email)).filter((r) => r.documentType === type);
  expect(requests, `${email}'s ${type} requests`).toHaveLength(1);
  return requests[0]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Authenticator codes with the bank's replay rule: each code's 30-second step must come after the last one used,
// and the bank accepts the step before and after its own. `next()` gives the earliest acceptable step's code, so
// enabling, signing in and disabling need no wait for a new step.

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

export class Authenticator {
  private lastStep = -Infinity;
  constructor(readonly secret: string) {}

  async next(): Promise<string> {
    const current = Math.floor((await bankNow()).getTime() / 30_000);
    const step = Math.max(current - 1, this.lastStep + 1);
    if (step > current + 1) throw new Error('No authenticator step left without waiting');
    this.lastStep = step;
    return generateSync({ secret: this.secret, epoch: step * 30, guardrails });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces.

/** The profile area's frame: the side menu (a navigation landmark 'Profile') and the page's h1. */
class ProfileLayout {
  readonly shell;
  readonly main;
  readonly menu;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.menu = page.getByRole('navigation', { name: 'Profile', exact: true });
  }

  item(name: ProfileMenuItem) {
    return this.menu.getByRole('link', { name, exact: true });
  }

  /** The menu lists exactly `items`, in order, with `current` marked as the current page. */
  async expectMenu(items: readonly ProfileMenuItem[], current: ProfileMenuItem) {
    await expect(this.menu.getByRole('link')).toHaveText([...items]);
    await expect(this.item(current)).toHaveAttribute('aria-current', 'page');
    await expect(this.menu.locator('[aria-current="page"]')).toHaveCount(1);
  }

  /** Opens a screen from the side menu. */
  async open(name: ProfileMenuItem) {
    await this.item(name).click();
  }
}

/** One screen of the profile area: its path and title; shown with its h1 focused (or visible on a fresh load). */
abstract class ProfileScreen extends ProfileLayout {
  abstract readonly path: string;
  abstract readonly title: string;
  /** What may follow the path (a request's id). */
  protected readonly subPath: string = '';

  async goto() {
    await this.page.goto(this.path);
  }

  /** The screen at its path, read (`ready`), its h1 focused after a route change; audited as `state`. */
  async expectShown(state = 'shown', loaded = false) {
    await this.shell.expectPage(
      new RegExp(`${escape(this.path)}${this.subPath}(\\?.*)?$`),
      this.title,
      undefined,
      loaded,
    );
    await expect(this.ready()).toBeVisible();
    await audit(this.page, `${this.title}: ${state}`);
  }

  /** What shows the screen has read what it needs. */
  protected abstract ready(): Locator;

  /** A toast (success or error). */
  toast(text: string) {
    return toast(this.page, text);
  }
}

/** Chooses `option` in a react-aria Select whose trigger is named `…label` (its value, then its label). */
async function selectOption(scope: Locator, label: string, option: string) {
  const trigger = scope.getByRole('button', { name: new RegExp(`${escape(label)}$`) });
  await trigger.click();
  const page = scope.page();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(trigger).toContainText(option);
}

// ---------------------------------------------------------------------------------------------------------------
// /profile

export class PersonalPage extends ProfileScreen {
  readonly path = PROFILE_PATH;
  readonly title = 'Personal';
  readonly changeAvatar = this.main.getByRole('button', { name: 'Change avatar', exact: true });
  readonly cropDialog = this.page.getByRole('dialog', { name: 'Crop your photo' });
  readonly cropArea = this.cropDialog.getByRole('application', {
    name: 'Crop area: use the arrow keys to move the image',
  });
  readonly zoom = this.cropDialog.getByRole('slider', { name: 'Zoom' });
  readonly savePhoto = this.cropDialog.getByRole('button', { name: 'Save photo', exact: true });
  readonly avatarError = this.main.getByRole('alert').filter({ hasText: /\S/ });
  readonly pepRegion = this.main.getByRole('region', { name: 'Politically exposed person' });
  readonly pepGroup = this.pepRegion.getByRole('radiogroup', { name: 'PEP status' });
  readonly pepSave = this.pepRegion.getByRole('button', { name: 'Save', exact: true });
  /** Issue 43 #6: the colour theme, chosen at once (no Save). */
  readonly appearance = this.main.getByRole('region', { name: 'Appearance' });
  readonly themeGroup = this.appearance.getByRole('radiogroup', { name: 'Theme' });

  constructor(page: Page) {
    super(page);
    keepFileChooserIntercepted(page);
  }

  /** A theme option: 'System', 'Light', 'Dark' or 'High contrast'. */
  theme(label: 'System' | 'Light' | 'Dark' | 'High contrast') {
    return this.themeGroup.getByRole('radio', { name: label, exact: true });
  }

  protected ready() {
    return this.main.getByRole('heading', { level: 2, name: 'Your details' });
  }

  /** The avatar: an image named after the customer (the photo, or their initials). */
  avatar(name: string) {
    return this.main.getByRole('img', { name: `Profile photo of ${name}`, exact: true });
  }

  async chooseAvatar(file: FilePayload) {
    await chooseFiles(this.changeAvatar, [file]);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /email-and-phone

export class EmailAndPhonePage extends ProfileScreen {
  readonly path = EMAIL_AND_PHONE_PATH;
  readonly title = 'Email and Phone';
  readonly email = this.main.getByRole('textbox', { name: 'Email', exact: true });
  readonly phone = this.main.getByRole('textbox', { name: 'Phone number', exact: true });
  readonly dialCode = this.main.getByRole('combobox', { name: /^Country code/ });
  readonly saveButton = this.main.getByRole('button', { name: 'Save', exact: true });
  readonly codeDialog = this.page.getByRole('dialog', { name: 'Enter the verification code' });
  readonly code = this.codeDialog.getByRole('textbox', { name: 'Verification code' });
  readonly confirmCode = this.codeDialog.getByRole('button', { name: 'Confirm', exact: true });

  protected ready() {
    return this.phone;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /change-password

export class ChangePasswordPage extends ProfileScreen {
  readonly path = CHANGE_PASSWORD_PATH;
  readonly title = 'Change password';
  readonly oldPassword = this.main.getByLabel('Old password', { exact: true });
  readonly newPassword = this.main.getByLabel('New password', { exact: true });
  readonly confirmPassword = this.main.getByLabel('Confirm new password', { exact: true });
  readonly saveButton = this.main.getByRole('button', { name: 'Save', exact: true });

  protected ready() {
    return this.oldPassword;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /two-factor

export class TwoFactorPage extends ProfileScreen {
  readonly path = TWO_FACTOR_PATH;
  readonly title = 'Two factor';
  readonly login = this.main.getByRole('switch', { name: 'Two-factor authentication at login' });
  readonly memberTransfers = this.main.getByRole('switch', {
    name: 'Transfer Between Members',
    exact: true,
  });
  readonly wireTransfers = this.main.getByRole('switch', { name: 'Wire Transfer', exact: true });
  readonly enableDialog = this.page.getByRole('dialog', {
    name: 'Set up two-factor authentication',
  });
  readonly disableDialog = this.page.getByRole('dialog', {
    name: 'Turn off two-factor authentication',
  });
  readonly codeDialog = this.page.getByRole('dialog', { name: 'Enter the verification code' });

  protected ready() {
    return this.login;
  }

  /** The setup key shown as text beside the QR code. */
  async setupKey() {
    const key = this.enableDialog.locator('code');
    await expect(key).toHaveText(/^[A-Z2-7]{16,}$/);
    return (await key.textContent())!.trim();
  }

  /** The authenticator code field of a login dialog. */
  authenticatorCode(dialog: Locator) {
    return dialog.getByRole('textbox', { name: /^Authenticator code/ }).first();
  }

  /** Flips a switch by keyboard (react-aria hides the native input under its track). */
  async toggle(control: Locator) {
    await control.focus();
    await control.press('Space');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /notifications

export class NotificationsPage extends ProfileScreen {
  readonly path = NOTIFICATIONS_PATH;
  readonly title = 'Notifications';
  readonly onLogin = this.main.getByRole('checkbox', { name: 'Notify me on account login' });
  readonly saveButton = this.main.getByRole('button', { name: 'Save', exact: true });

  protected ready() {
    return this.onLogin;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /user-document

/** The detail modal of one request: its facts, files, Edit / Cancel request / Close. */
class DocumentDetailDialog {
  readonly dialog;
  readonly closeButton;
  readonly cancelButton;
  readonly editLink;

  constructor(
    readonly page: Page,
    readonly type: DocumentRequestType,
  ) {
    this.dialog = page.getByRole('dialog', { name: DOCUMENT_REQUEST_TYPE_LABELS[type] });
    // The footer's Close (the header's icon button is named Close too).
    this.closeButton = this.dialog.getByRole('button', { name: 'Close', exact: true }).last();
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel request', exact: true });
    this.editLink = this.dialog.getByRole('link', { name: 'Edit', exact: true });
  }

  /** A term and its definition ('Status' → 'APPROVED', 'Rejection reason' → the reason, a field → its files). */
  async expectFact(term: string, definition: string | RegExp) {
    const terms = this.dialog.getByRole('term');
    const definitions = this.dialog.getByRole('definition');
    const index = (await terms.allTextContents()).findIndex((text) => text.trim() === term);
    expect(index, `the term ${term}`).toBeGreaterThanOrEqual(0);
    await expect(definitions.nth(index)).toHaveText(
      typeof definition === 'string' ? new RegExp(`^\\s*${escape(definition)}\\s*$`) : definition,
    );
  }

  /** The download button of a stored file. */
  download(fileName: string) {
    return this.dialog.getByRole('button', { name: `Download ${fileName}`, exact: true });
  }

  async close() {
    await this.closeButton.click();
    await expect(this.dialog).toBeHidden();
  }
}

export class DocumentsPage extends ProfileScreen {
  readonly path = USER_DOCUMENT_PATH;
  readonly title = 'Documents';
  readonly uploadNew = this.main.getByRole('link', { name: 'Upload New Document', exact: true });
  readonly list = this.main.getByRole('list', { name: 'Your document requests' });
  readonly empty = this.main.getByRole('heading', { level: 2, name: 'No document requests yet' });

  protected ready() {
    return this.list.or(this.empty);
  }

  /** A request's entry, by its type's label (one per type in these tests). */
  request(type: DocumentRequestType) {
    return this.list.getByRole('article', { name: DOCUMENT_REQUEST_TYPE_LABELS[type] });
  }

  /** The entry of `type` showing `status` (several requests of one type: each has another status). */
  requestWithStatus(type: DocumentRequestType, status: string) {
    return this.request(type).filter({ has: this.page.getByText(status, { exact: true }) });
  }

  /** Opens the detail modal of the request of `type` showing `status`; audited as `state`. */
  async openDetailsOf(type: DocumentRequestType, status: string, state: string) {
    await this.requestWithStatus(type, status)
      .getByRole('button', {
        name: `Details of ${DOCUMENT_REQUEST_TYPE_LABELS[type]}`,
        exact: true,
      })
      .click();
    const detail = new DocumentDetailDialog(this.page, type);
    await expect(detail.dialog).toBeVisible();
    await audit(this.page, `Documents: detail modal (${state})`);
    return detail;
  }

  /** The entry shows `status` (INCOMPLETE, SUBMITTED, APPROVED, REJECTED, CANCELED). */
  async expectStatus(type: DocumentRequestType, status: string) {
    await expect(this.request(type).getByText(status, { exact: true })).toBeVisible();
  }

  edit(type: DocumentRequestType) {
    return this.main.getByRole('link', {
      name: `Edit ${DOCUMENT_REQUEST_TYPE_LABELS[type]}`,
      exact: true,
    });
  }

  /** Opens the detail modal of the request; audited as `state`. */
  async openDetails(type: DocumentRequestType, state: string) {
    await this.main
      .getByRole('button', {
        name: `Details of ${DOCUMENT_REQUEST_TYPE_LABELS[type]}`,
        exact: true,
      })
      .click();
    const detail = new DocumentDetailDialog(this.page, type);
    await expect(detail.dialog).toBeVisible();
    await audit(this.page, `Documents: detail modal (${state})`);
    return detail;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /upload-document

/** The image-to-PDF modal of an ID field. */
class ImageToPdfDialog {
  readonly dialog;
  readonly chooseImages;
  readonly createButton;
  readonly cancelButton;
  readonly images;
  readonly imageList;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Create a PDF from images' });
    this.chooseImages = this.dialog.getByRole('button', { name: 'Choose images', exact: true });
    this.createButton = this.dialog.getByRole('button', { name: 'Create PDF', exact: true });
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
    this.images = this.dialog.getByRole('group', { name: 'Front and back images' });
    this.imageList = this.dialog.getByRole('list', { name: 'Front and back images' });
  }

  async expectShown(state: string) {
    await expect(this.dialog).toBeVisible();
    await audit(this.page, `Upload Document: image-to-PDF modal (${state})`);
  }
}

export class UploadDocumentPage extends ProfileScreen {
  readonly path = UPLOAD_DOCUMENT_PATH;
  readonly title = 'Upload Document';
  protected override readonly subPath = '(/[^/?]+)?';
  readonly back = this.main.getByRole('link', { name: 'Back to documents', exact: true });
  readonly typeTrigger = this.main.getByRole('button', { name: /Document type$/ });
  readonly taxId = this.main.getByRole('textbox', { name: 'Tax identification number' });
  readonly taxCountry = this.main.getByRole('combobox', { name: /^Tax country code/ });
  readonly cardTrigger = this.main.getByRole('button', { name: /Card$/ });
  readonly memo = this.main.getByRole('textbox', { name: /^Memo/ });
  readonly saveButton = this.main.getByRole('button', { name: 'Save and exit', exact: true });
  readonly submitButton = this.main.getByRole('button', { name: 'Submit', exact: true });
  readonly exitButton = this.main.getByRole('button', { name: 'Exit', exact: true });
  readonly downloadForm = this.main.getByRole('button', {
    name: 'Download the application form',
    exact: true,
  });
  readonly pdfDialog;

  constructor(page: Page) {
    super(page);
    this.pdfDialog = new ImageToPdfDialog(page);
    keepFileChooserIntercepted(page);
  }

  protected ready() {
    return this.typeTrigger;
  }

  async gotoRequest(id: string) {
    await this.page.goto(uploadDocumentPath(id));
  }

  /** The form of `type` (a form landmark named by the type's label). */
  form(type: DocumentRequestType) {
    return this.main.getByRole('form', { name: DOCUMENT_REQUEST_TYPE_LABELS[type] });
  }

  async chooseType(type: DocumentRequestType) {
    await selectOption(this.main, 'Document type', DOCUMENT_REQUEST_TYPE_LABELS[type]);
    await expect(this.form(type)).toBeVisible();
  }

  /** A file field (a group named by its label). */
  field(label: string) {
    return this.main.getByRole('group', { name: label, exact: true });
  }

  /** The field's chooser button ('Choose file', or 'Replace file' once it holds a file). */
  fieldButton(label: string) {
    return this.field(label).getByRole('button', { name: /^(Choose|Replace) file$/ });
  }

  /** Chooses `files` for a field: uploaded at once; waits for the field's '… uploaded.' line. */
  async upload(label: string, files: FilePayload[]) {
    await chooseFiles(this.fieldButton(label), files);
    await expect(
      this.main.getByText(`${files.map((f) => f.name).join(', ')} uploaded.`, { exact: true }),
    ).toBeVisible();
  }

  /** A field's stored files (their names, each downloadable). */
  storedFiles(label: string) {
    return this.main.getByRole('list', { name: `${label}: Uploaded files`, exact: true });
  }

  /** Types the tax country and picks it from the list. */
  async chooseTaxCountry(name: string) {
    await this.taxCountry.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.taxCountry).toHaveValue(name);
  }

  /** The card picker shows this card (preselected by the card page's link, or chosen). */
  async expectCard(card: Pick<Card, 'cardNumber'>) {
    await expect(this.cardTrigger).toContainText(card.cardNumber);
  }

  /** An ID field's 'Create a PDF from images'. */
  async openPdfDialog() {
    await this.main.getByRole('button', { name: 'Create a PDF from images', exact: true }).click();
    await this.pdfDialog.expectShown('empty');
    return this.pdfDialog;
  }

  /** The read-only request's status banner (a region named by its header). */
  banner(text: string) {
    return this.main.getByRole('region', { name: text, exact: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The sandbox mailbox and the customer's profile, as the tests read them.

/** The bank's login notice subject (modules/users/service.ts LOGIN_NOTICE_SUBJECT). */
export const LOGIN_NOTICE_SUBJECT = 'New sign-in to your account';

/** How many login notices `email` has received. */
export const loginNotices = async (email: string) =>
  (await mailboxOf(email)).filter((m) => m.subject === LOGIN_NOTICE_SUBJECT).length;

export interface ProfileView {
  email: string;
  phoneNumber?: string | null;
  phoneCountryCode?: string | null;
  avatarUrl?: string | null;
  pepStatus?: string | null;
}

/** The customer's profile (GET /user). */
export async function profileOf(email: string, password?: string): Promise<ProfileView> {
  const response = await fetch(`${BASE_URL}/api/user`, {
    headers: { authorization: `Bearer ${await idTokenFor(email, password)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ProfileView;
}

/** A stored file the customer may read (the avatar), as bytes. */
export async function downloadOf(email: string, apiPath: string): Promise<Buffer> {
  const response = await fetch(`${BASE_URL}/api${apiPath}`, {
    headers: { authorization: `Bearer ${await idTokenFor(email)}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}
