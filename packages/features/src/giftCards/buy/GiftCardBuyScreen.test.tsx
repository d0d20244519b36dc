import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TransportRequest } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import { expectWizardActions } from '../../kit/wizardActions.testing';
import type { BuySnapshot } from './BuyStore';
import { buyResponses, denominationBrand, giftCardUser, rangeBrand } from './fixtures';
import { GiftCardBuyView } from './GiftCardBuyScreen';

// Seed 001 §2 Gift cards, §4, §5 Gift card, §8: /gift-cards/buy step by step, its messages and the order sent.

function setup({
  responses = {},
  initial,
}: { responses?: Record<string, unknown>; initial?: BuySnapshot } = {}) {
  const notify = vi.fn<Services['notify']>();
  const navigate = vi.fn<Services['navigate']>();
  const sent: TransportRequest[] = [];
  const base = buyResponses(responses);
  const order = base.orderGiftCard;
  const services = createFakeServices({
    notify,
    navigate,
    session: { user: giftCardUser },
    responses: {
      ...base,
      orderGiftCard: (request: TransportRequest) => {
        sent.push(request);
        return typeof order === 'function' ? (order as (r: unknown) => unknown)(request) : order;
      },
    },
  });
  let n = 0;
  render(
    <ScreenInRoute services={services} path="/gift-cards/buy">
      <GiftCardBuyView initial={initial} newKey={() => `key-${++n}`} />
    </ScreenInRoute>,
  );
  return { notify, navigate, sent, user: userEvent.setup() };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });

const atAmount = (brand = rangeBrand): BuySnapshot => ({
  step: 3,
  source: { fromAccountId: 'acc-usd' },
  country: 'US',
  brand,
});

describe('GiftCardBuyScreen', () => {
  it('walks the four steps with focus on each heading, then places the order', async () => {
    const { user, notify, navigate, sent } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Buy Gift Card' })).toBeVisible();
    expect(stepHeading('Select account')).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: /^US Dollar Account/ }));
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Select country')).toHaveFocus());

    const country = await screen.findByRole('combobox', { name: /Country/ });
    await user.type(country, 'United S');
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Select gift card')).toHaveFocus());

    const brands = await screen.findByRole('radiogroup', { name: /Gift cards/ });
    expect(within(brands).getAllByRole('radio')).toHaveLength(12);
    await user.click(within(brands).getByRole('radio', { name: 'Shopmart (USD)' }));
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Select amount')).toHaveFocus());

    expect(screen.getByText('Between 10.00 and 500.00 USD')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), '1000');
    await user.tab();
    expect(
      await screen.findByText('Please enter an amount between 10.00 and 500.00 USD'),
    ).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: /Amount \(USD\)/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), '100');
    expect(screen.getByText('Fee (2.5%)')).toBeVisible();
    expect(screen.getAllByText('$102.50')[0]).toBeVisible();

    await user.click(button('Buy Gift Card'));
    const group = screen.getByRole('group', { name: /Confirmation/ });
    const message = await screen.findByText(
      'Please confirm all information is correct before continuing!',
    );
    expect(group).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
    await user.click(screen.getByRole('checkbox', { name: /information above is correct/ }));
    await user.click(button('Buy Gift Card'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Gift card order placed successfully!',
      }),
    );
    expect(navigate).toHaveBeenCalledWith('/gift-cards/gc-1001');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBe('key-1');
    expect(sent[0]!.body).toEqual({
      productId: 'us-shopmart',
      price: '100.00',
      currency: 'USD',
      productImage: rangeBrand.productImage,
      productName: 'Shopmart',
      productDescription: rangeBrand.productDescription,
      termsAndConditions: rangeBrand.termsAndConditions,
      howToUse: rangeBrand.howToUse,
      expiryAndValidity: rangeBrand.expiryAndValidity,
      accountId: 'acc-usd',
    });
  });

  it('each step says what is missing on Next', async () => {
    const { user } = setup();
    await screen.findByRole('radio', { name: /^US Dollar Account/ });
    // Untouched, the accounts are required but not invalid (issue 43 #3: Chromium read them as invalid).
    const picker = screen.getByRole('radiogroup');
    expect(picker).toHaveAttribute('aria-required', 'true');
    expect(picker).not.toHaveAttribute('aria-invalid');
    for (const radio of within(picker).getAllByRole('radio'))
      expect(radio).not.toHaveAttribute('required');
    await user.click(button('Next'));
    expect(await screen.findByText('Please select an account to pay from')).toBeVisible();
    expect(stepHeading('Select account')).toBeVisible();
    // Invalid now, and focus on the first account that takes it, which says the error (issue 43 #3).
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    const first = within(picker)
      .getAllByRole('radio')
      .find((radio) => !(radio as HTMLInputElement).disabled)!;
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription('Please select an account to pay from');
  });

  it('asks for a country and a gift card', async () => {
    const { user } = setup({ initial: { step: 1, source: { fromAccountId: 'acc-usd' } } });
    const country = await screen.findByRole('combobox', { name: /Country/ });
    await user.click(button('Next'));
    expect(await screen.findByText('Please select a country')).toBeVisible();
    // Focus on the refused field, which says its error (issue 43 #3).
    await waitFor(() => expect(country).toHaveFocus());
  });

  it("asks for a gift card ('Please select a gift card') and pages the brands", async () => {
    const { user } = setup({
      initial: { step: 2, source: { fromAccountId: 'acc-usd' }, country: 'US' },
    });
    await screen.findByRole('radio', { name: 'Shopmart (USD)' });
    await user.click(button('Next'));
    expect(await screen.findByText('Please select a gift card')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByRole('radio', { name: 'Zen Spa (USD)' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search gift cards' }), 'stream');
    await waitFor(() =>
      expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
        'us-streamflix',
      ]),
    );
  });

  it('a denomination brand offers its amounts', async () => {
    const { user } = setup({ initial: atAmount(denominationBrand) });
    const group = await screen.findByRole('radiogroup', { name: /Amount/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(group).getByRole('radio', { name: '$50.00' }));
    expect((await screen.findAllByText('$51.25'))[0]).toBeVisible();
  });

  it("'You do not have enough balance for this transaction' when the source is short", async () => {
    const { user, sent } = setup({
      initial: { ...atAmount(), source: { fromAccountId: 'acc-eur' } },
    });
    await user.type(await screen.findByRole('textbox', { name: /Amount \(USD\)/ }), '10');
    expect(
      await screen.findByText('You do not have enough balance for this transaction'),
    ).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
    await user.click(screen.getByRole('checkbox', { name: /information above is correct/ }));
    await user.click(button('Buy Gift Card'));
    expect(sent).toHaveLength(0);
  });

  it('has the one wizard frame: Cancel · Back | Next on every step, Back on the first step leaving (issue 29)', async () => {
    const { user, navigate } = setup();
    await waitFor(() => expectWizardActions(['Cancel', 'Back', 'Next']));
    await user.click(button('Back'));
    expect(navigate).toHaveBeenCalledWith('/gift-cards');
  });

  it('keeps Cancel on the last step, before Back and Buy Gift Card (issue 29)', async () => {
    const { user, navigate } = setup({ initial: atAmount() });
    await waitFor(() => expectWizardActions(['Cancel', 'Back', 'Buy Gift Card']));
    await user.click(button('Cancel'));
    expect(navigate).toHaveBeenCalledWith('/gift-cards');
  });

  it('Back clears the step left (§4); Cancel returns to /gift-cards', async () => {
    const { user, navigate } = setup({ initial: { ...atAmount(), amount: '100' } });
    expect(
      ((await screen.findByRole('textbox', { name: /Amount \(USD\)/ })) as HTMLInputElement).value,
    ).toMatch(/^100(\.00)?$/);
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Select gift card')).toHaveFocus());
    await user.click(await screen.findByRole('radio', { name: 'Shopmart (USD)' }));
    await user.click(button('Next'));
    expect(await screen.findByRole('textbox', { name: /Amount \(USD\)/ })).toHaveValue('');
    await user.click(button('Back'));
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Select country')).toHaveFocus());
    // The country is kept while on its step; leaving it backwards forgets it.
    await user.click(button('Back'));
    await waitFor(() => expect(stepHeading('Select account')).toHaveFocus());
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading('Select country')).toHaveFocus());
    await user.click(button('Next'));
    expect(await screen.findByText('Please select a country')).toBeVisible();
    await user.click(button('Back'));
    await user.click(button('Cancel'));
    expect(navigate).toHaveBeenCalledWith('/gift-cards');
  });

  it("a failure shows the bank's message, or 'Unknown error!'", async () => {
    const ready = { ...atAmount(), amount: '100', termsAccepted: true, confirmed: true };
    const { user } = setup({
      initial: ready,
      responses: { orderGiftCard: { statusCode: 400, message: 'Gift card not found', data: null } },
    });
    await screen.findAllByText('$102.50');
    await user.click(button('Buy Gift Card'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gift card not found');
  });

  it("'Unknown error!' when the failure has no message", async () => {
    const ready = { ...atAmount(), amount: '100', termsAccepted: true, confirmed: true };
    const { user } = setup({
      initial: ready,
      responses: {
        orderGiftCard: () => Promise.reject(Object.assign(new Error(''), { status: 500 })),
      },
    });
    await screen.findAllByText('$102.50');
    await user.click(button('Buy Gift Card'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error!');
  });
});
