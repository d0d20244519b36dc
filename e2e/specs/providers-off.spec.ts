import { CARD_MESSAGES, GENERAL_MESSAGES, type FeatureFlag } from '@axia/core';
import type { Page } from '@playwright/test';
import { AccountsOverviewPage } from '../pages/AccountsPage';
import { CARD_DEPOSIT_PATH } from '../pages/CardDepositPage';
import { CARD_APPLY_PATH, CARDS_PATH, CardsPage, literally, message } from '../pages/CardPages';
import { CRYPTO_DEPOSIT_PATH, CryptoDepositPage } from '../pages/CryptoDepositPage';
import {
  GIFT_CARD_BUY_PATH,
  GiftCardDetailPage,
  GIFT_CARDS_PATH,
  GiftCardsPage,
} from '../pages/GiftCardPages';
import { DepositLanding } from '../pages/TokenDepositPage';
import { admin, DEMO_PASSWORD, signInTokens } from '../support/bank';
import { startBank, type ExtraBank } from '../support/extra-bank';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';
import { pressGreyed } from '../support/controls';

// Issue 40: a bank whose outside parties are all off (CUSTODY_PROVIDER, CARD_ISSUER_PROVIDER, GIFT_CARD_PROVIDER,
// CARD_ONRAMP_PROVIDER, CRYPTO_DEPOSIT_PROVIDER, KYC_PROVIDER = off), as ada@ sees it in the app: the bank drops the
// parties' features from her profile, so Cards greys Order Card and Gift cards greys Buy Gift Card (both with 'This
// service is temporarily unavailable, please try again later.'), the deposit menu has no card or network deposit,
// and the digital currency deposit, whose currencies the bank refuses (403), says the service is unavailable.
// The spec's own bank (support/extra-bank.ts, on E2E_PORT + 50), one for the file: its tests run in one worker.
// ada@'s stored features get CUSTODY, CUSTODY_V2 and ONRAMPER too (she has CARD, GIFT_CARD and FIAT_TO_CRYPTO), so
// every party's flags are there for the bank to drop. Nothing else changes on that bank.

test.describe.configure({ mode: 'default' });

const ADA = 'ada@demo.test';
const OFF_TEXT = GENERAL_MESSAGES.serviceUnavailable;
const PARTIES_OFF = {
  CUSTODY_PROVIDER: 'off',
  CARD_ISSUER_PROVIDER: 'off',
  GIFT_CARD_PROVIDER: 'off',
  CARD_ONRAMP_PROVIDER: 'off',
  CRYPTO_DEPOSIT_PROVIDER: 'off',
  KYC_PROVIDER: 'off',
};
/** The features of the parties that are off (packages/bank/src/providers: PARTY_FEATURES). */
const PARTY_FLAGS: FeatureFlag[] = [
  'CUSTODY',
  'CUSTODY_V2',
  'CARD',
  'GIFT_CARD',
  'FIAT_TO_CRYPTO',
  'ONRAMPER',
];

let bank: ExtraBank | undefined;

function originOf(): string {
  if (!bank) throw new Error('The providers-off bank did not start');
  return bank.origin;
}

/** ada@ signed in at the providers-off bank, `path` opened there. */
const openAsAda = (page: Page, path: string) =>
  openSignedIn(page, ADA, path, DEMO_PASSWORD, originOf());

/** Neither of the generic failure texts (seed 000 §8) on the page. */
async function expectNoGenericError(page: Page) {
  for (const text of [GENERAL_MESSAGES.somethingWentWrong, GENERAL_MESSAGES.unknownError])
    await expect(page.getByText(text)).toHaveCount(0);
}

/** ada@'s own call to the providers-off bank. */
async function adaCall(path: string) {
  const { IdToken } = await signInTokens(ADA, DEMO_PASSWORD, originOf());
  const response = await fetch(`${originOf()}/api${path}`, {
    headers: { authorization: `Bearer ${IdToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test.beforeAll(async () => {
  // The bank's first start migrates and seeds its fresh database.
  test.setTimeout(120_000);
  bank = await startBank({ env: PARTIES_OFF });
  await admin(
    `/users/${encodeURIComponent(ADA)}/features`,
    { add: ['CUSTODY', 'CUSTODY_V2', 'ONRAMPER'] },
    bank.origin,
  );
});

test.afterAll(async () => {
  await bank?.stop();
  bank = undefined;
});

test.describe('A bank whose outside parties are off', () => {
  test('the bank lists its services off and drops their features from the profile', async () => {
    const config = (await (await fetch(`${originOf()}/config.json`)).json()) as {
      services: Record<string, boolean>;
    };
    expect(config.services).toEqual({
      custody: false,
      cardIssuer: false,
      giftCardVendor: false,
      cardOnramp: false,
      cryptoDeposit: false,
      kyc: false,
    });
    const stored = await admin<{ features: string[] }>(
      `/users/${encodeURIComponent(ADA)}/features`,
      {},
      originOf(),
    );
    expect(stored.features).toEqual(expect.arrayContaining(PARTY_FLAGS));
    const user = await adaCall('/user');
    expect(user.status).toBe(200);
    const features = user.body.features as string[];
    for (const flag of PARTY_FLAGS) expect(features, flag).not.toContain(flag);
    // Her other features stay.
    expect(features).toEqual(
      expect.arrayContaining(['MENU_CARDS', 'MENU_GIFT_CARDS', 'MENU_DEPOSIT']),
    );
  });

  test('Cards: no card, Order Card greyed with the text; the order wizard not reachable', async ({
    page,
  }) => {
    await openAsAda(page, CARDS_PATH);
    const cards = new CardsPage(page);
    await cards.expectShown('card issuer off', true);
    await expect(cards.tiles()).toHaveCount(0);
    await expect(cards.orderButton).toHaveAccessibleName('Order Card');
    await expect(cards.orderButton).toBeDisabled();
    await expect(message(page, CARD_MESSAGES.serviceOff)).toBeVisible();
    await expect(cards.orderButton).toHaveAccessibleDescription(
      literally(CARD_MESSAGES.serviceOff),
    );
    // Greyed, yet pressed it stays on /cards, with no other message.
    await pressGreyed(cards.orderButton);
    await expect(page).toHaveURL(/\/cards$/);
    await expectNoGenericError(page);
    await audit(page, 'Cards: card issuer off');

    // The wizard's own address (CARD gates it) goes to the start page.
    await page.goto(new URL(CARD_APPLY_PATH, originOf()).href);
    await new AccountsOverviewPage(page).expectShown(undefined, true);
  });

  test('Gift cards: her orders listed, Buy Gift Card greyed with the text; an order still opens', async ({
    page,
  }) => {
    await openAsAda(page, GIFT_CARDS_PATH);
    const list = new GiftCardsPage(page);
    await list.expectShown('gift-card vendor off', true);
    await expect(list.buyButton).toBeDisabled();
    await expect(list.buyButton).toHaveAccessibleDescription(OFF_TEXT);
    await expect(list.main.getByText(OFF_TEXT, { exact: true })).toBeVisible();
    await pressGreyed(list.buyButton);
    await expect(page).toHaveURL(/\/gift-cards$/);
    await audit(page, 'Gift cards: gift-card vendor off');

    // What she bought before is hers to read: the bank's own record, no vendor needed.
    const first = list.tiles().first();
    const href = await first.getAttribute('href');
    const id = decodeURIComponent(href?.split('/').pop() ?? '');
    await first.click();
    const detail = new GiftCardDetailPage(page);
    await detail.expectShown(id, 'gift-card vendor off');
    await expectNoGenericError(page);

    await page.goto(new URL(GIFT_CARD_BUY_PATH, originOf()).href);
    await new AccountsOverviewPage(page).expectShown(undefined, true);
  });

  test('Gift cards: her orders’ brand images and redemption page load', async ({ page }) => {
    // The seed's orders link to the sandbox vendor's files, which a sandbox bank serves whoever its vendor is.
    await openAsAda(page, GIFT_CARDS_PATH);
    const list = new GiftCardsPage(page);
    await expect(list.tiles().first()).toBeVisible();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const broken = await list.main
      .locator('img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => image.naturalWidth === 0)
          .map((image) => image.src),
      );
    await list.tiles().first().click();
    const redeem = page.getByRole('link', { name: /^Redeem online/ }).first();
    const href = await redeem.getAttribute('href');
    const redeemStatus = href ? (await page.request.get(href)).status() : null;
    expect({ broken, redeemStatus }).toEqual({ broken: [], redeemStatus: 200 });
  });

  test('Deposit: no card deposit and no network deposit offered; the card deposit’s address goes to the start page', async ({
    page,
  }) => {
    await openAsAda(page, '/deposit');
    const landing = new DepositLanding(page);
    await landing.expectShown('Deposit: outside parties off');
    await expect(landing.tile('Wire deposit')).toBeVisible();
    await expect(landing.tile('Digital currency deposit')).toBeVisible();
    await expect(landing.tile('Token wallet deposit')).toBeVisible();
    await expect(landing.tile('Credit/debit card deposit')).toHaveCount(0);
    await expect(landing.tile('AXIA Network deposit')).toHaveCount(0);
    await expect(landing.tile('AXIA Network \\(V2\\) deposit')).toHaveCount(0);
    await expect(landing.shell.main.getByRole('listitem')).toHaveCount(3);

    await page.goto(new URL(CARD_DEPOSIT_PATH, originOf()).href);
    await new AccountsOverviewPage(page).expectShown(undefined, true);
  });

  test('Digital currency deposit: the currencies refused, the wizard says the service is unavailable', async ({
    page,
  }) => {
    await openAsAda(page, '/deposit');
    await new DepositLanding(page).tile('Digital currency deposit').click();
    const wizard = new CryptoDepositPage(page);
    await wizard.shell.expectPage(CRYPTO_DEPOSIT_PATH, 'Digital currency deposit');
    await wizard.expectStep('Currency to', { focused: false, state: 'crypto deposit off' });

    const refused = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/deposit/alphapo/supportCurrencies'),
    );
    await wizard.continueButton.click();
    const answer = await refused;
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toBe(OFF_TEXT);

    await expect(wizard.alert.getByRole('heading', { name: OFF_TEXT })).toBeVisible();
    const tryAgain = wizard.alert.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    await expect(wizard.sources).toHaveCount(0);
    await expect(wizard.continueButton).toBeDisabled();
    await expectNoGenericError(page);
    await wizard.expectStep('Currency from', { focused: false, state: 'crypto deposit off' });

    // Try again asks again, and is refused again.
    await tryAgain.click();
    await expect(wizard.alert.getByRole('heading', { name: OFF_TEXT })).toBeVisible();
    await expect(wizard.sources).toHaveCount(0);
  });
});
