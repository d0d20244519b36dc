import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, type TransportRequest, type User } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import type { ApplyOptions } from './ApplyStore';
import { CardApplyView } from './CardApplyScreen';
import {
  activatedCard,
  agreementWithoutBody,
  cardResponses,
  cardUser,
  digitNameUser,
  invalidAddressUser,
  issuedCard,
  longNameUser,
  physicalCardUser,
} from './fixtures';

// Seed 002 §2 Cards, §4 Card wizard, §5, §8, §9: every step of /cards/apply with its messages, and the issue flow.

type Setup = {
  user?: User;
  responses?: Record<string, unknown>;
  initial?: ApplyOptions['initial'];
  mode?: 'order' | 'edit';
};

function setup({ user = cardUser, responses = {}, initial, mode }: Setup = {}) {
  const notify = vi.fn<Services['notify']>();
  const navigate = vi.fn<Services['navigate']>();
  const sent: TransportRequest[] = [];
  const record = (operation: string, answer: unknown) => (request: TransportRequest) => {
    sent.push(request);
    const value = responses[operation] ?? answer;
    return typeof value === 'function'
      ? (value as (r: TransportRequest) => unknown)(request)
      : value;
  };
  const base = cardResponses({ getUser: user });
  const services = createFakeServices({
    notify,
    navigate,
    session: { user },
    responses: {
      ...base,
      ...responses,
      issueCard: record('issueCard', base.issueCard),
      activateCard: record('activateCard', base.activateCard),
      loadCard: record('loadCard', base.loadCard),
    },
  });
  const delay = vi.fn(async () => {});
  render(
    <ScreenInRoute services={services} path="/cards/apply">
      <CardApplyView initial={initial} delay={delay} mode={mode} />
    </ScreenInRoute>,
  );
  return { notify, navigate, sent, delay, user: userEvent.setup() };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });

async function next(user: ReturnType<typeof userEvent.setup>, heading?: string) {
  await user.click(button('Next'));
  if (heading) await waitFor(() => expect(stepHeading(heading)).toHaveFocus());
}

async function toAddress(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('textbox', { name: 'First name' });
  await next(user, 'Address');
}

async function toPayment(user: ReturnType<typeof userEvent.setup>) {
  await toAddress(user);
  await user.click(screen.getByRole('radio', { name: /^USD/ }));
  await next(user, 'Payment');
}

async function toAgreement(
  user: ReturnType<typeof userEvent.setup>,
  source = /^US Dollar Account/,
) {
  await toPayment(user);
  await user.click(await screen.findByRole('radio', { name: source }));
  await screen.findByText(/To pay from this source/);
  await next(user, 'Agreement');
}

describe('/cards/apply: the steps and moving', () => {
  it('names the four steps; Cancel on step 0 returns to /cards; Go Back links to /cards', async () => {
    const { navigate, user } = setup();
    const steps = within(screen.getByRole('group', { name: 'Card order steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Card holder'),
      expect.stringContaining('Address'),
      expect.stringContaining('Payment'),
      expect.stringContaining('Agreement'),
    ]);
    expect(screen.getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', '/cards');
    await user.click(button('Cancel'));
    expect(navigate).toHaveBeenCalledWith('/cards');
  });

  it('step 0 shows the profile names read-only; Next moves to Address and focuses its heading', async () => {
    const { user } = setup();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
    await next(user, 'Address');
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Card holder')).toHaveFocus());
  });

  it("step 0: Next disabled when no card type exists for the country, with 'Card service is not available in your country at the moment.'", async () => {
    setup({ responses: { getCardTypes: [] } });
    expect(await screen.findByText(CARD_MESSAGES.notInCountry)).toBeVisible();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it("step 0: a long name shows 'The length of your name exceeds the maximum length allowed.', the support sentence and the alternative names", async () => {
    const { user } = setup({ user: longNameUser });
    expect(await screen.findByText(CARD_MESSAGES.nameTooLong)).toBeVisible();
    expect(screen.getByText(CARD_MESSAGES.nameSupport)).toBeVisible();
    const first = screen.getByRole('textbox', { name: 'First name on card' });
    const last = screen.getByRole('textbox', { name: 'Last name on card' });
    expect(first).toHaveValue('Max');
    expect(last).toHaveValue('Feather');
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
    await user.clear(last);
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.type(last, 'Featherstonehaughs');
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(first).toHaveAccessibleDescription(
      'The two names together may have at most 20 letters.',
    );
    await user.clear(last);
    await user.type(last, 'F3ather');
    expect(first).toHaveAccessibleDescription('Use letters only.');
    await user.clear(last);
    await user.type(last, 'Feather');
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
  });

  it("step 0: a name with a digit shows 'The name should only contain letters.'", async () => {
    setup({ user: digitNameUser });
    expect(await screen.findByText(CARD_MESSAGES.nameLetters)).toBeVisible();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('step 0: the empty names on card are not red before anything is typed; the message comes once one is left', async () => {
    const { user } = setup({ user: digitNameUser });
    const first = await screen.findByRole('textbox', { name: 'First name on card' });
    const last = screen.getByRole('textbox', { name: 'Last name on card' });
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(last).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter both names for the card.')).toBeNull();
    // The support sentence agrees with the fields under it.
    expect(
      screen.getByText(
        'Enter below the name to print on your card, or contact customer support if you need help with it.',
      ),
    ).toBeVisible();
    await user.click(first);
    await user.tab();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Enter both names for the card.');
  });
});

describe('/cards/apply: step 1 (address)', () => {
  it("'Please select currency to apply for your card!' on Next without a currency", async () => {
    const { user } = setup();
    await toAddress(user);
    await user.click(button('Next'));
    expect(await screen.findByText(CARD_MESSAGES.selectCurrency)).toBeVisible();
    expect(stepHeading('Address')).toBeVisible();
    // Focus leaves Next for the first currency, which says the error (issue 43 #3: it stayed on Next, silent).
    const group = screen.getByRole('radiogroup', { name: 'Card currency' });
    const first = within(group).getAllByRole('radio')[0]!;
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(CARD_MESSAGES.selectCurrency);
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it("prefills the billing address from GET /user; '{Label} is required!' on Save of an emptied field; 'Same as billing address' copies", async () => {
    const { user, notify } = setup();
    await toAddress(user);
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(within(billing).getByText('1200 Pine Street')).toBeVisible();
    await user.click(within(billing).getByRole('button', { name: 'Edit billing address' }));
    const city = within(billing).getByRole('textbox', { name: 'City' });
    expect(city).toBeRequired();
    // Required for assistive tech, not for the browser: its 'Please fill out this field.' never shows (issue 29 §7).
    expect(city).not.toHaveAttribute('required');
    await user.clear(city);
    await user.click(within(billing).getByRole('button', { name: 'Save billing address' }));
    expect(await within(billing).findByText('City is required!')).toBeVisible();
    expect(city).toHaveAccessibleDescription('City is required!');
    // A city of spaces is empty too.
    await user.type(city, '   ');
    await user.click(within(billing).getByRole('button', { name: 'Save billing address' }));
    expect(city).toHaveAccessibleDescription('City is required!');
    expect(notify).not.toHaveBeenCalled();
    await user.clear(city);
    await user.type(city, 'Tacoma');
    await user.click(within(billing).getByRole('button', { name: 'Save billing address' }));
    expect(notify).toHaveBeenCalledWith({ tone: 'success', title: CARD_MESSAGES.billingUpdated });
    await user.click(screen.getByRole('checkbox', { name: CARD_MESSAGES.sameAsBilling }));
    expect(screen.queryByRole('region', { name: 'Shipping address' })).toBeNull();
  });

  it('each required label: Address line 1, City, State/Province, Zip/Postal Code, Country', async () => {
    const { user } = setup({
      user: {
        ...cardUser,
        addressLine1: null,
        addressCity: null,
        addressState: null,
        addressPostalCode: null,
        addressCountry: null,
      },
    });
    await toAddress(user);
    await user.click(screen.getByRole('radio', { name: /^USD/ }));
    await user.click(button('Next'));
    const billing = screen.getByRole('region', { name: 'Billing address' });
    for (const label of ['Address line 1', 'City', 'State/Province', 'Zip/Postal Code', 'Country'])
      expect(within(billing).getByText(`${label} is required!`)).toBeVisible();
    expect(stepHeading('Address')).toBeVisible();
  });

  it("invalid characters: 'Your billing address contains invalid letters.' / shipping, listing them; Edit and Save say 'Billing address updated successfully.' / 'Shipping address updated successfully.'", async () => {
    const { user, notify } = setup({ user: invalidAddressUser });
    await toAddress(user);
    expect(screen.getByText(CARD_MESSAGES.billingInvalid)).toBeVisible();
    expect(screen.getByText(CARD_MESSAGES.shippingInvalid)).toBeVisible();
    expect(screen.getAllByText('Invalid characters: # ,')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: /^USD/ }));
    await user.click(button('Next'));
    expect(stepHeading('Address')).toBeVisible();

    for (const [kind, message] of [
      ['billing', CARD_MESSAGES.billingUpdated],
      ['shipping', CARD_MESSAGES.shippingUpdated],
    ] as const) {
      const section = screen.getByRole('region', {
        name: `${kind === 'billing' ? 'Billing' : 'Shipping'} address`,
      });
      await user.click(within(section).getByRole('button', { name: `Edit ${kind} address` }));
      const line1 = within(section).getByRole('textbox', { name: 'Address line 1' });
      await user.clear(line1);
      await user.type(line1, '1200 Pine Street 4');
      const line2 = within(section).getByRole('textbox', { name: 'Address line 2' });
      await user.clear(line2);
      await user.type(line2, 'Floor 2 Suite 5');
      await user.click(within(section).getByRole('button', { name: `Save ${kind} address` }));
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: message });
    }
    expect(screen.queryByText(CARD_MESSAGES.billingInvalid)).toBeNull();
    await next(user, 'Payment');
  });

  it("physical-card feature: phone required ('Please enter phone number to apply for your card!'), under 9 digits 'Please enter a valid phone number', digits only, +1 United States by default", async () => {
    const { user } = setup({ user: { ...physicalCardUser, phoneNumber: null } });
    await toAddress(user);
    await user.click(screen.getByRole('radio', { name: /^USD/ }));
    const phone = screen.getByRole('group', { name: 'Phone number' });
    await waitFor(() =>
      expect(within(phone).getByRole('combobox')).toHaveValue('+1 United States'),
    );
    await user.click(button('Next'));
    expect(await screen.findByText(CARD_MESSAGES.enterPhone)).toBeVisible();
    const number = within(phone).getByRole('textbox');
    await user.type(number, '20a6-55');
    expect(number).toHaveValue('20655');
    expect(await screen.findByText(CARD_MESSAGES.invalidPhone)).toBeVisible();
    await user.type(number, '50123');
    await next(user, 'Payment');
  });
});

describe('/cards/apply: step 2 (payment)', () => {
  it("'Please select an account for the amount to transfer from.'; the summary (virtual, total, FREE, delivery)", async () => {
    const { user } = setup({
      responses: {
        getCardProvider: { ...(cardResponses().getCardProvider as object), issueFeeAmount: '0.00' },
      },
    });
    await toPayment(user);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).queryByText('Physical card')).toBeNull();
    expect(within(summary).queryByText('Shipping and handling')).toBeNull();
    expect(within(summary).getAllByText('FREE')).toHaveLength(2);
    expect(within(summary).getByText('Delivery: 3-8 business days')).toBeVisible();
    // Untouched, the picker is required but not invalid (issue 43 #3).
    const picker = await screen.findByRole('radiogroup', { name: /Pay from/ });
    expect(picker).toHaveAttribute('aria-required', 'true');
    expect(picker).not.toHaveAttribute('aria-invalid');
    for (const radio of within(picker).getAllByRole('radio'))
      expect(radio).not.toHaveAttribute('required');
    await user.click(button('Next'));
    expect(await screen.findByText(CARD_MESSAGES.selectSource)).toBeVisible();
    // Then invalid, and focus on its first source, which says the error.
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    const first = within(picker)
      .getAllByRole('radio')
      .find((radio) => !(radio as HTMLInputElement).disabled)!;
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(CARD_MESSAGES.selectSource);
  });

  it("'Insufficient account balance!' blocks Next (8.00 EUR < 9.26 EUR for 10.00 USD)", async () => {
    const { user } = setup();
    await toPayment(user);
    await user.click(await screen.findByRole('radio', { name: /^Euro Account/ }));
    expect(await screen.findByText(CARD_MESSAGES.insufficientBalance)).toBeVisible();
    await user.click(button('Next'));
    expect(stepHeading('Payment')).toBeVisible();
  });

  it('physical + Courier: physical, virtual, shipping rows and their total; the initial load (≥ 5)', async () => {
    const { user } = setup({ user: physicalCardUser });
    await toAddress(user);
    await user.click(screen.getByRole('radio', { name: /^USD/ }));
    await user.click(screen.getByRole('checkbox', { name: /Also order a physical card/ }));
    await user.click(screen.getByRole('radio', { name: /^Courier/ }));
    await next(user, 'Payment');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Physical card').nextElementSibling).toHaveTextContent(
      '$25.00',
    );
    expect(within(summary).getByText('Virtual card').nextElementSibling).toHaveTextContent(
      '$10.00',
    );
    expect(within(summary).getByText('Shipping and handling').nextElementSibling).toHaveTextContent(
      '$15.00',
    );
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('$50.00');
    await user.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
    await user.click(button('Next'));
    const load = screen.getByRole('textbox', { name: /Initial load/ });
    expect(load).toHaveAccessibleDescription(expect.stringContaining(CARD_MESSAGES.invalidAmount));
    await user.type(load, '4');
    expect(load).toHaveAccessibleDescription(
      expect.stringContaining(CARD_MESSAGES.belowMinimum('USD')),
    );
  });

  it('courier variant: every fee of the initial load before Order Card, and the total the source loses (issue 29 §5)', async () => {
    const { user } = setup({ user: physicalCardUser });
    await toAddress(user);
    await user.click(screen.getByRole('radio', { name: /^USD/ }));
    await user.click(screen.getByRole('checkbox', { name: /Also order a physical card/ }));
    await user.click(screen.getByRole('radio', { name: /^Courier/ }));
    await next(user, 'Payment');
    await user.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
    await user.type(screen.getByRole('textbox', { name: /Initial load/ }), '100');
    const charges = await screen.findByRole('region', { name: 'What you pay' });
    const row = (term: string) => within(charges).getByText(term).nextElementSibling;
    // core cardLoadQuote over the card type's terms (1.5 %, min $2.00), as POST /card/load charges.
    expect(row('Initial load')).toHaveTextContent('$100.00');
    expect(row('Platform fee (1.7%)')).toHaveTextContent('$1.70');
    expect(row('Card load fee (1.5%, min $2.00)')).toHaveTextContent('$2.00');
    expect(row('Initial load with its fees')).toHaveTextContent('$103.70');
    expect(row('Card order')).toHaveTextContent('$50.00');
    expect(row('Total taken from the chosen source')).toHaveTextContent('$153.70');
    // The fees count towards the balance check: 1,180 + 50 fits 1,234.56, but not with the load's fees.
    const load = screen.getByRole('textbox', { name: /Initial load/ });
    await user.clear(load);
    await user.type(load, '1180');
    await waitFor(() =>
      expect(row('Total taken from the chosen source')).toHaveTextContent('$1,267.76'),
    );
    await user.click(button('Next'));
    expect(await screen.findByText(CARD_MESSAGES.insufficientBalance)).toBeVisible();
    expect(stepHeading('Payment')).toBeVisible();
  });

  it('physical + Standard: no shipping row', async () => {
    const { user } = setup({ user: physicalCardUser });
    await toAddress(user);
    await user.click(screen.getByRole('radio', { name: /^USD/ }));
    await user.click(screen.getByRole('checkbox', { name: /Also order a physical card/ }));
    await next(user, 'Payment');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Physical card')).toBeVisible();
    expect(within(summary).queryByText('Shipping and handling')).toBeNull();
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('$35.00');
  });
});

describe('/cards/apply: step 3 (agreement) and ordering', () => {
  it("Order Card is greyed until agreed; pressed without: 'Please read our condition and check for continue!'", async () => {
    const { user, sent } = setup();
    await toAgreement(user);
    const order = await screen.findByRole('button', { name: 'Order Card' });
    expect(order).toHaveAttribute('aria-disabled', 'true');
    await user.click(order);
    expect(await screen.findByText(CARD_MESSAGES.checkTerms)).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('the agreement modal: header, body, image, full document link; Agree ticks the checkbox; Cancel does not', async () => {
    const { user } = setup();
    await toAgreement(user);
    await user.click(await screen.findByRole('button', { name: 'Read the agreement' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Cardholder Agreement (North America)',
    });
    expect(
      within(dialog).getByRole('img', { name: 'Cardholder agreement, North America' }),
    ).toBeVisible();
    const full = within(dialog).getByRole('link', { name: /Open the full agreement document/ });
    expect(full).toHaveAttribute('target', '_blank');
    // Said once (the link itself says it), not twice.
    expect(full.textContent!.match(/opens in a new tab/g)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
    await user.click(button('Read the agreement'));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    expect(button('Order Card')).not.toHaveAttribute('aria-disabled');
  });

  it("terms without a body: 'Failed to retrieve terms and conditions, please contact customer support.'", async () => {
    const { user } = setup({ responses: { getCardAgreement: agreementWithoutBody } });
    await toAgreement(user);
    expect(await screen.findByText(CARD_MESSAGES.termsMissing)).toBeVisible();
    expect(button('Order Card')).toHaveAttribute('aria-disabled', 'true');
  });

  it("orders: issueCard with one Idempotency-Key, 1 s, activate; 'Congratulations! Your card is activated!' with View card", async () => {
    const { user, sent, delay, navigate } = setup();
    await toAgreement(user);
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(button('Order Card'));
    const dialog = await screen.findByRole('dialog', { name: CARD_MESSAGES.activated });
    expect(sent.map((r) => r.operation)).toEqual(['issueCard', 'activateCard']);
    expect(sent[0]!.idempotencyKey).toEqual(expect.any(String));
    expect(sent[0]!.body).toMatchObject({
      cardTypeCode: 'NORMAL_USD',
      useAlternativeName: false,
      addressLine1: '1200 Pine Street',
      deliveryCity: 'Seattle',
      convertToPlastic: false,
      fromAccountId: 'acc-usd',
    });
    expect(sent[1]!.body).toEqual({ cardId: issuedCard.id });
    expect(delay).toHaveBeenCalledWith(1000);
    await user.click(within(dialog).getByRole('button', { name: 'View card' }));
    expect(navigate).toHaveBeenCalledWith(`/cards/${activatedCard.id}`);
  });

  it('activation failure: the card was issued and can be activated on the card detail page', async () => {
    const { user } = setup({
      responses: {
        activateCard: () =>
          Promise.reject(Object.assign(new Error('Issuer busy'), { status: 502 })),
      },
    });
    await toAgreement(user);
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(button('Order Card'));
    const dialog = await screen.findByRole('dialog', { name: 'Your card has been issued' });
    expect(within(dialog).getByText(CARD_MESSAGES.issuedNotActivated)).toBeVisible();
  });

  it('a refused issue shows the bank’s message; a retry after a network failure reuses the key', async () => {
    let calls = 0;
    const { user, sent } = setup({
      responses: {
        issueCard: () => {
          calls += 1;
          if (calls === 1) return Promise.reject(new Error('Network Error'));
          return Promise.reject(Object.assign(new Error('Insufficient funds'), { status: 422 }));
        },
      },
    });
    await toAgreement(user);
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(button('Order Card'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    await user.click(button('Order Card'));
    await waitFor(() => expect(screen.getByText('Insufficient funds')).toBeVisible());
    expect(sent[0]!.idempotencyKey).toBe(sent[1]!.idempotencyKey);
  });

  it('courier variant: issue, 1 s, activate, 1 s, load from the chosen source; the progress is announced politely', async () => {
    let release: () => void = () => {};
    const { user, sent, delay } = setup({
      user: physicalCardUser,
      responses: {
        loadCard: () =>
          new Promise((resolve) => {
            release = () =>
              resolve({ Description: 'Success', card: activatedCard, transactionId: 't' });
          }),
      },
    });
    await toAddress(user);
    await user.click(screen.getByRole('radio', { name: /^USD/ }));
    await user.click(screen.getByRole('checkbox', { name: /Also order a physical card/ }));
    await user.click(screen.getByRole('radio', { name: /^Courier/ }));
    await next(user, 'Payment');
    await user.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
    await user.type(screen.getByRole('textbox', { name: /Initial load/ }), '20');
    await screen.findByText('Total taken from the chosen source');
    await next(user, 'Agreement');
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(button('Order Card'));
    const status = await screen.findByText('Loading your card…');
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    act(() => release());
    const dialog = await screen.findByRole('dialog', { name: CARD_MESSAGES.activated });
    expect(within(dialog).getByText(CARD_MESSAGES.loaded)).toBeVisible();
    expect(sent.map((r) => r.operation)).toEqual(['issueCard', 'activateCard', 'loadCard']);
    expect(sent[0]!.body).toMatchObject({
      convertToPlastic: true,
      delivery: 'Courier',
      phoneNumber: '+1 206-555-0123',
    });
    expect(sent[2]!.body).toEqual({
      cardId: issuedCard.id,
      amount: '20',
      fromAccountId: 'acc-usd',
    });
    // The load moves money: it carries its own Idempotency-Key, not the order's.
    expect(sent[2]!.idempotencyKey).toEqual(expect.any(String));
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(delay).toHaveBeenCalledTimes(2);
  });

  it('edit mode: the last button reads Confirm; it re-validates and returns to /cards without calling the bank', async () => {
    const { user, sent, navigate, notify } = setup({ mode: 'edit' });
    await toAgreement(user);
    expect(screen.queryByRole('button', { name: 'Order Card' })).toBeNull();
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(button('Confirm'));
    expect(navigate).toHaveBeenCalledWith('/cards');
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      title: 'Your card order details are confirmed.',
    });
    expect(sent).toHaveLength(0);
  });
});
