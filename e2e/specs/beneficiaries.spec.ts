import { toast } from '../pages/AuthPages';
import { BeneficiariesPage, SERVICES_PATH, ServicesPage } from '../pages/BeneficiariesPage';
import { tabTo } from '../pages/WireDepositPage';
import { customerLike, idTokenFor } from '../support/bank';
import { BASE_URL } from '../support/env';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Seed 002 §2 'Services', seed 001 §2 'Beneficiaries', §5 (the recipient's messages), §8 (the toasts and error
// dialogs): a copy of ada@ reaches /Beneficiaries from /services and creates a recipient (an email that is no
// member's first, then acme@), renames it and removes it, each change persisted by the bank (beyond the spec's
// local list); the dialogs are worked by keyboard.

interface BeneficiaryJson {
  id: string;
  type: string;
  beneficiaryName: string;
  beneficiaryEmail: string | null;
  status: string;
}

/** The customer's beneficiaries as the bank holds them (GET /api/beneficiary). */
async function beneficiariesOf(email: string) {
  const response = await fetch(`${BASE_URL}/api/beneficiary`, {
    headers: { authorization: `Bearer ${await idTokenFor(email)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as BeneficiaryJson[];
}

test('beneficiaries: create (a non-member refused, then acme@), rename, remove — by keyboard, persisted', async ({
  page,
}) => {
  const email = await customerLike('ada@demo.test');
  expect(await beneficiariesOf(email)).toEqual([]);
  await openSignedIn(page, email, SERVICES_PATH);
  const services = new ServicesPage(page);
  await services.shell.expectPage(SERVICES_PATH, 'Services', 'Ada', true);
  await expect(services.yourCards).toHaveAttribute('href', '/cards');
  await services.myBeneficiaries.click();

  const beneficiaries = new BeneficiariesPage(page);
  await beneficiaries.expectShown();
  await expect(beneficiaries.backToServices).toHaveAttribute('href', SERVICES_PATH);
  await expect(beneficiaries.empty).toBeVisible();
  await audit(page, 'My Beneficiaries: empty');

  // Create, by keyboard: 'New bendficiary' opens 'Create recipient' with focus on Name.
  await tabTo(page, beneficiaries.newButton);
  await page.keyboard.press('Enter');
  const create = beneficiaries.createDialog;
  await expect(create).toBeVisible();
  const name = beneficiaries.name(create);
  const emailField = beneficiaries.email(create);
  await expect(name).toBeFocused();
  // Nothing filled in: both messages, tied to their fields, and focus on the first.
  await page.keyboard.press('Enter');
  await expect(name).toHaveAccessibleDescription('Please enter a valid name.');
  await expect(emailField).toHaveAccessibleDescription('Please enter a valid email.');
  await expect(name).toBeFocused();
  await audit(page, 'My Beneficiaries: Create recipient (errors)');
  await page.keyboard.type('  Acme Trading ');
  await page.keyboard.press('Tab');
  await expect(emailField).toBeFocused();
  await page.keyboard.type('stranger@example.com');
  await page.keyboard.press('Enter');
  // No member has that email: 'Cannot Add Recipient' with the bank's message, over the form; OK closes it.
  await beneficiaries.expectCannotAdd('No member has this email address');
  await expect(beneficiaries.cannotAdd.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(beneficiaries.cannotAdd).toBeHidden();
  await expect(create).toBeVisible();
  expect(await beneficiariesOf(email)).toEqual([]);

  await emailField.fill('acme@demo.test');
  await emailField.press('Enter');
  await expect(toast(page, 'Recipient has been created.')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(beneficiaries.rows()).toHaveCount(1);
  const acme = beneficiaries.row('Acme Trading');
  await expect(acme).toContainText('acme@demo.test');
  await expect(acme).toContainText('active');
  await audit(page, 'My Beneficiaries: one recipient');
  const [created] = await beneficiariesOf(email);
  expect(created).toMatchObject({
    type: 'INTERNAL',
    beneficiaryName: 'Acme Trading',
    beneficiaryEmail: 'acme@demo.test',
    status: 'active',
  });

  // Rename: the email is shown, not editable; Escape cancels, the change goes through with Save.
  const update = await beneficiaries.openUpdate('Acme Trading');
  await expect(beneficiaries.email(update)).toHaveValue('acme@demo.test');
  await expect(beneficiaries.email(update)).toHaveAttribute('readonly', '');
  await expect(beneficiaries.name(update)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(update).toBeHidden();
  await expect(beneficiaries.editButton('Acme Trading')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(update).toBeVisible();
  await beneficiaries.name(update).fill('');
  await page.keyboard.press('Enter');
  await expect(beneficiaries.name(update)).toHaveAccessibleDescription(
    'Please enter a valid name.',
  );
  await page.keyboard.type('Acme Payroll');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Recipient has been updated.')).toBeVisible();
  await expect(update).toBeHidden();
  await expect(beneficiaries.row('Acme Payroll')).toContainText('acme@demo.test');
  expect(await beneficiariesOf(email)).toEqual([
    expect.objectContaining({ id: created!.id, beneficiaryName: 'Acme Payroll' }),
  ]);
  // Persisted: a fresh page shows the new name.
  await page.reload();
  await expect(beneficiaries.row('Acme Payroll')).toBeVisible();

  // Remove: asked first (Cancel has focus; Escape keeps it), then removed.
  await beneficiaries.openRemove('Acme Payroll');
  await expect(beneficiaries.removeDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(beneficiaries.removeDialog).toBeHidden();
  await expect(beneficiaries.rows()).toHaveCount(1);
  await beneficiaries.removeButton('Acme Payroll').click();
  await expect(beneficiaries.removeDialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(beneficiaries.removeDialog.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Recipient has been removed.')).toBeVisible();
  await expect(beneficiaries.empty).toBeVisible();
  // The row went away: focus is on 'New bendficiary', not lost.
  await expect(beneficiaries.newButton).toBeFocused();
  expect(await beneficiariesOf(email)).toEqual([]);

  // Back to services.
  await beneficiaries.backToServices.click();
  await services.shell.expectPage(SERVICES_PATH, 'Services');
});
