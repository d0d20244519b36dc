import type { Locator, Page } from '@playwright/test';
import { chooseFiles, keepFileChooserIntercepted } from '../support/files';
import { audit, expect } from '../support/fixtures';

// The onboarding screens (seed 000 §2.8, §4): the type choice, the checklists, and each step's form.

/** A tiny valid PNG (1×1): the bank recognises uploads by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export class OnboardingPage {
  constructor(readonly page: Page) {
    keepFileChooserIntercepted(page);
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The screen at `path` with its h1 focused (client-side navigation); audited. */
  async expectScreen(path: string, title: string, loaded = false) {
    await expect(this.page).toHaveURL(new RegExp(`${path}$`));
    // Focus moves to the heading on a route change; a fresh load keeps the browser's start position.
    if (loaded) await expect(this.heading(title)).toBeVisible();
    else await expect(this.heading(title)).toBeFocused();
    await audit(this.page, title);
  }

  // The type choice
  typeOption(name: 'Personal account' | 'Company account') {
    return this.page.getByRole('list', { name: 'Account types' }).getByRole('button', { name });
  }

  // Checklists
  step(title: string) {
    return this.page
      .getByRole('list', { name: 'Steps' })
      .getByRole('link', { name: new RegExp(title) });
  }
  async expectStepStatus(title: string, badge: string) {
    await expect(this.step(title)).toContainText(badge);
  }
  async backToChecklist() {
    await this.page.getByRole('link', { name: 'Back to checklist' }).click();
  }

  // Fields by label
  textbox(name: string) {
    return this.page.getByRole('textbox', { name, exact: true });
  }
  combobox(name: string) {
    return this.page.getByRole('combobox', { name, exact: true });
  }
  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Types into a searchable list (within `scope`, e.g. one address group) and picks the option. */
  async chooseFromList(
    label: string,
    search: string,
    option: string,
    scope: Page | Locator = this.page,
  ) {
    const box = scope.getByRole('combobox', { name: label, exact: true });
    const choice = this.page.getByRole('option', { name: option, exact: true });
    // The list opens as the user types. Once, under load, the trading address's box (mounted a moment before)
    // lost the typed text to a late render and the list never opened: type again until the option shows, as a
    // user would, within a bound.
    await expect(async () => {
      await box.fill('');
      await box.fill(search);
      await expect(choice).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await choice.click();
    await expect(box).toHaveValue(option);
  }

  /** Opens a select (a button with a listbox) and picks the option. */
  async select(label: string, option: string) {
    // react-aria names the trigger by its value and its label.
    await this.page.getByRole('button', { name: new RegExp(escape(label)) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Uploads a file through the document field's 'Choose file' button, as a user picks one. */
  async upload(label: string, name = 'document.png') {
    const group = this.page.getByRole('group', { name: label, exact: true });
    await chooseFiles(group.getByRole('button', { name: 'Choose file' }), [
      { name, mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(group).toContainText(name);
    // The file is listed at once; the upload ends when the field says so (a Submit pressed before that went
    // unanswered once in CI).
    await expect(this.page.getByText(`${name} uploaded.`, { exact: true })).toBeVisible();
  }

  /** Chooses a radio option by its label (react-aria keeps the native input visually hidden). */
  async chooseRadio(name: string) {
    await this.page.getByRole('radio', { name, exact: true }).check({ force: true });
    await expect(this.page.getByRole('radio', { name, exact: true })).toBeChecked();
  }

  /** The toast's message. */
  toast(text: string) {
    return this.page.getByRole('status').filter({ hasText: text }).first();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
