import { ADDRESS_LABELS, subtract } from '@axia/core';
import type { Page } from '@playwright/test';
import {
  accountIn,
  CARD_APPLY_PATH,
  CardApplyPage,
  CardDetailPage,
  cardPath,
  CARDS_PATH,
  CardsPage,
  cardsOf,
  expectFact,
  issueCardByApi,
  money,
  requestPhysicalByApi,
} from '../pages/CardPages';
import { choose } from '../pages/StakingPages';
import { tabTo } from '../pages/WireDepositPage';
import { AppShell } from '../pages/AppShell';
import { adminCardStatus, customerLike } from '../support/bank';
import { pick } from '../support/controls';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Issue 29 (the demanding customer's defects 3, 5, 6, 7, 8) against the sandbox bank, each on a fresh copy of ada@
// (12,500.75 USD, all features, Seattle US): /services reached from the side menu by keyboard; the courier order
// showing every fee before Order Card, its total equal to what the account loses; the cards list never wider than
// the window with four cards; 'City is required!' (never the browser's message) for an empty or blank city; the
// plastic card's actions only on an ACTIVE card, and no Show Details on a lost one.

const newCustomer = (label: string) => customerLike('ada@demo.test', label);

async function openWizard(page: Page, email: string) {
  await openSignedIn(page, email, CARD_APPLY_PATH);
  const wizard = new CardApplyPage(page);
  await wizard.expectStep('Card holder', { focused: false });
  return wizard;
}

test.describe('Issue 29: cards and services', () => {
  test('the side menu leads to Services by keyboard, and on to My Beneficiaries', async ({
    page,
  }) => {
    const email = await newCustomer('services');
    await openSignedIn(page, email, '/accounts');
    const shell = new AppShell(page);
    const services = shell.mainMenu.getByRole('link', { name: 'Services', exact: true });
    await tabTo(page, services);
    await page.keyboard.press('Enter');
    await shell.expectPage('/services', 'Services');
    const beneficiaries = shell.main.getByRole('link', { name: /^My Beneficiaries/ });
    await tabTo(page, beneficiaries);
    await page.keyboard.press('Enter');
    await shell.expectPage('/Beneficiaries', 'My Beneficiaries');
  });

  test('the courier order shows the initial load’s fees before Order Card; the total shown is what the account loses', async ({
    page,
  }) => {
    const email = await newCustomer('courier');
    const before = await accountIn(email, 'USD');
    const wizard = await openWizard(page, email);
    await wizard.next('Address');
    await wizard.chooseCurrency('USD');
    await pick(wizard.physical);
    await choose(wizard.main, 'Delivery', /^Courier/);
    await wizard.phone.fill('2065550100');
    await wizard.next('Payment');
    await wizard.chooseSource('US Dollar Account');
    await wizard.initialLoad().fill('100');
    const charges = wizard.charges();
    // core cardLoadQuote over the card type's terms (1.5 %, min $2.00): what POST /card/load charges.
    await expectFact(charges, 'Initial load', '$100.00');
    await expectFact(charges, 'Platform fee (1.7%)', '$1.70');
    await expectFact(charges, 'Card load fee (1.5%, min $2.00)', '$2.00');
    await expectFact(charges, 'Initial load with its fees', '$103.70');
    // The last row: 'Total taken from the chosen source'.
    await expect(charges.getByRole('term').last()).toHaveText('Total taken from the chosen source');
    const total = charges.getByRole('definition').last();
    await expect(total).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
    const shown = (await total.textContent())!;
    await audit(page, 'Order card: Payment (courier charges)');
    await wizard.next('Agreement');
    await wizard.openAgreement();
    await wizard.agree();
    await wizard.orderAndExpectActivated();

    const [card] = await cardsOf(email);
    expect(card).toMatchObject({
      status: 'ACTIVE',
      balance: '100.00',
      convertPhysicalRequested: true,
    });
    const after = await accountIn(email, 'USD');
    expect(money(subtract(before.amount, after.amount), 'USD')).toBe(shown);
  });

  test('the cards list with four cards never scrolls sideways at 1280, 1100 and 800 px', async ({
    page,
  }) => {
    const email = await newCustomer('fourcards');
    for (let i = 0; i < 3; i++) await issueCardByApi(email, { activate: false });
    await issueCardByApi(email);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, email, CARDS_PATH);
    const cards = new CardsPage(page);
    await cards.expectShown('four cards', true);
    await expect(cards.tiles()).toHaveCount(4);
    for (const width of [1280, 1100, 800]) {
      await page.setViewportSize({ width, height: 800 });
      // Every tile laid out inside the window, and the page no wider than it.
      await expect.poll(() => cards.sidewaysOverflow(), { message: `${width} px` }).toBe(0);
      for (const tile of await cards.tiles().all()) {
        const box = (await tile.boundingBox())!;
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      }
      await audit(page, `Cards: four cards at ${width} px`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => cards.sidewaysOverflow()).toBe(0);
    await page.screenshot({ path: '/tmp/s35/cards-1280.png', fullPage: true });
  });

  test("an empty or blank city: 'City is required!' on Save, never the browser's message", async ({
    page,
  }) => {
    const email = await newCustomer('city');
    const wizard = await openWizard(page, email);
    await wizard.next('Address');
    await wizard.editAddress('Billing address');
    const city = wizard.addressField('Billing address', 'addressCity');
    for (const value of ['', '   ']) {
      await city.fill(value);
      await wizard.saveAddress('Billing address');
      await expect(city).toHaveAccessibleDescription(`${ADDRESS_LABELS.addressCity} is required!`);
      await expect(wizard.address('Billing address')).not.toContainText('Please fill out');
      expect(await city.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
      await audit(page, `Order card: Address (city ${value ? 'blank' : 'empty'})`);
    }
    await city.fill('Tacoma');
    await wizard.saveAddress('Billing address');
    await expect(wizard.address('Billing address')).toContainText('Tacoma');
  });

  test('a suspended or lost card: no Track Package or Activate Physical Card; a lost card says why it has no details', async ({
    page,
  }) => {
    const email = await newCustomer('lostcard');
    const card = await issueCardByApi(email);
    // The plastic card ordered by Courier, then the card suspended, then lost.
    await requestPhysicalByApi(email, card, 'Courier');
    const detail = new CardDetailPage(page);
    await openSignedIn(page, email, cardPath(card.id));
    await detail.expectShown(card.id, 'active card, plastic ordered', true);
    await detail.show('Actions');
    await expect(detail.trackButton.or(detail.activatePhysicalButton).first()).toBeVisible();
    for (const status of ['SUSPENDED', 'LOST'] as const) {
      await adminCardStatus(email, card.id, status);
      await page.reload();
      await detail.expectShown(card.id, `${status.toLowerCase()} card`, true);
      // Neither shows the card's number: the suspended card says it is suspended, the lost one that it is gone.
      await expect(
        status === 'SUSPENDED' ? detail.detailsSuspended : detail.detailsUnavailable,
      ).toBeVisible();
      await detail.show('Actions');
      await expect(detail.main.getByText('Your physical card has been ordered.')).toBeVisible();
      await expect(detail.trackButton).toHaveCount(0);
      await expect(detail.activatePhysicalButton).toHaveCount(0);
      await audit(page, `Card detail: ${status.toLowerCase()} card, Actions`);
    }
    await expect(detail.showDetails).toHaveCount(0);
    await expect(detail.detailsUnavailable).toBeVisible();
  });
});
