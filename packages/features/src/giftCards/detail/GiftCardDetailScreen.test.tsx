import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { GENERAL_MESSAGES, GIFT_CARD_MESSAGES, type GiftCardRecord } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, recordingResponses, ScreenInRoute } from '../../kit/testing';
import {
  archivedGiftCard,
  giftCardIn,
  sampleGiftCard,
  twoVoucherGiftCard,
} from '../screens/fixtures';
import { giftCardResponses } from '../screens/storySupport';
import { GiftCardDetailView } from './GiftCardDetailScreen';

// Seed 001 §2 Gift cards, §3, §4: the status, the amounts, vouchers only when PROCESSED (code and PIN each with a
// copy button), the info sections as plain text, 'Archive Gift Card' / 'Unarchive Gift Card', not found.

async function setup(
  record: GiftCardRecord,
  {
    records = [record],
    overrides = {},
  }: { records?: GiftCardRecord[]; overrides?: Record<string, unknown> } = {},
) {
  const notify = vi.fn<Services['notify']>();
  const responses = giftCardResponses(records, overrides);
  const { calls, responses: recorded } = recordingResponses(responses);
  const services = createFakeServices({ notify, responses: recorded });
  render(
    <ScreenInRoute
      services={services}
      path={`/gift-cards/${record.id}`}
      route="/gift-cards/:giftCardId"
    >
      <GiftCardDetailView />
    </ScreenInRoute>,
  );
  await act(async () => {});
  const toasts = () => notify.mock.calls.map(([toast]) => `${toast.tone}: ${toast.title}`);
  return { calls, toasts, user: userEvent.setup() };
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('/gift-cards/{id}', () => {
  it('shows the product name (h1), image, status, face value, fee, amount paid and date; a back link', async () => {
    const { calls } = await setup(sampleGiftCard);
    expect(calls[0]).toMatchObject({ operation: 'getGiftCard', path: '/gift-card/gc-1001' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Amazon.com' })).toBeVisible();
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
    expect(fact('Status')).toHaveTextContent('Processed');
    expect(fact('Face value')).toHaveTextContent('$50.00');
    expect(fact('Fee (2.5%)')).toHaveTextContent('$1.25');
    expect(fact('Amount paid')).toHaveTextContent('$51.25');
    expect(fact('Date')).toHaveTextContent(
      dayjs(sampleGiftCard.createdAt).format('YYYY-MM-DD HH:mm'),
    );
    expect(screen.getByRole('link', { name: 'Gift cards' })).toHaveAttribute('href', '/gift-cards');
  });

  it('PROCESSED: each voucher with its code and PIN copy buttons, the link in a new tab, validity and value', async () => {
    await setup(sampleGiftCard);
    expect(await screen.findByRole('heading', { level: 2, name: 'Vouchers' })).toBeVisible();
    expect(screen.getByText('AMZN-7Q4K-92XD-PL3M')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeVisible();
    expect(screen.getByText('4821')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy PIN' })).toBeVisible();
    const link = screen.getByRole('link', { name: /Redeem online/ });
    expect(link).toHaveAttribute('href', 'https://www.amazon.com/redeem');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(fact('Valid until')).toHaveTextContent('2036-03-14');
    expect(fact('Value')).toHaveTextContent('$50.00');
  });

  it("copying a code says 'Text has been copied to clipboard.'", async () => {
    const { user, toasts } = await setup(sampleGiftCard);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(toasts()).toEqual([`success: ${GENERAL_MESSAGES.copied}`]));
    expect(writeText).toHaveBeenCalledWith('AMZN-7Q4K-92XD-PL3M');
  });

  it('several vouchers: numbered copy buttons; no PIN, link or validity when absent; a coin payment with 5 decimals', async () => {
    await setup(twoVoucherGiftCard);
    const vouchers = await screen.findAllByRole('listitem');
    expect(vouchers).toHaveLength(2);
    const first = within(vouchers[0]!);
    expect(first.getByRole('button', { name: 'Copy code of voucher 1' })).toBeVisible();
    expect(first.queryByRole('button', { name: /Copy PIN/ })).toBeNull();
    expect(first.queryByRole('link')).toBeNull();
    expect(first.queryByText('Valid until')).toBeNull();
    expect(
      within(vouchers[1]!).getByRole('button', { name: 'Copy PIN of voucher 2' }),
    ).toBeVisible();
    expect(fact('Amount paid')).toHaveTextContent('0.41000');
  });

  it('PENDING: no vouchers; the note and Refresh reads the order again', async () => {
    let status: 'PENDING' | 'PROCESSED' = 'PENDING';
    const { user } = await setup(giftCardIn('PENDING'), {
      overrides: { getGiftCard: () => giftCardIn(status) },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your order is being processed' }),
    ).toBeVisible();
    expect(fact('Status')).toHaveTextContent('Pending');
    expect(screen.queryByRole('heading', { name: 'Vouchers' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    status = 'PROCESSED';
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Vouchers' })).toBeVisible();
  });

  it('FAILED: the reason and the refund of the amount paid; no vouchers, even if sent', async () => {
    await setup(giftCardIn('FAILED', { vouchers: sampleGiftCard.vouchers }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This order failed' }),
    ).toBeVisible();
    expect(screen.getByText('Reason: The vendor could not fulfil this order.')).toBeVisible();
    expect(screen.getByText(/was refunded in full/)).toHaveTextContent('$51.25');
    expect(fact('Status')).toHaveTextContent('Failed');
    expect(screen.queryByRole('heading', { name: 'Vouchers' })).toBeNull();
    expect(screen.queryByText('AMZN-7Q4K-92XD-PL3M')).toBeNull();
  });

  it('the info sections as plain text with their line breaks, never HTML', async () => {
    await setup(sampleGiftCard);
    for (const name of ['Description', 'Terms and conditions', 'How to use', 'Expiry and validity'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeVisible();
    const terms = screen.getByRole('heading', { name: 'Terms and conditions' }).nextElementSibling;
    expect(terms?.textContent).toBe(sampleGiftCard.infoToDisplay.termsAndConditions);
    expect(terms?.querySelector('b')).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'How to use' }).nextElementSibling?.textContent,
    ).toContain('\n2. Enter the code');
  });

  it("'Archive Gift Card' posts {id, archive: true}, toasts, and becomes 'Unarchive Gift Card' (and back)", async () => {
    const { user, calls, toasts } = await setup(sampleGiftCard);
    await user.click(await screen.findByRole('button', { name: GIFT_CARD_MESSAGES.archive }));
    expect(await screen.findByRole('button', { name: GIFT_CARD_MESSAGES.unarchive })).toBeVisible();
    expect(calls.find((call) => call.operation === 'archiveGiftCard')?.body).toEqual({
      id: 'gc-1001',
      archive: true,
    });
    expect(toasts()).toEqual([`success: ${GIFT_CARD_MESSAGES.archived}`]);
    await user.click(screen.getByRole('button', { name: GIFT_CARD_MESSAGES.unarchive }));
    expect(await screen.findByRole('button', { name: GIFT_CARD_MESSAGES.archive })).toBeVisible();
    expect(toasts().at(-1)).toBe(`success: ${GIFT_CARD_MESSAGES.unarchived}`);
  });

  it("an archived order offers 'Unarchive Gift Card'", async () => {
    await setup(archivedGiftCard);
    expect(await screen.findByRole('button', { name: 'Unarchive Gift Card' })).toBeVisible();
  });

  it('a refused archive toasts the error and keeps the label', async () => {
    const { user, toasts } = await setup(sampleGiftCard, {
      overrides: { archiveGiftCard: () => Promise.reject(new Error('Not now')) },
    });
    await user.click(await screen.findByRole('button', { name: 'Archive Gift Card' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Not now']));
    expect(screen.getByRole('button', { name: 'Archive Gift Card' })).toBeVisible();
  });

  it('404 → the not-found state', async () => {
    await setup({ ...sampleGiftCard, id: 'gc-404' }, { records: [] });
    expect(
      await screen.findByRole('heading', { level: 2, name: GIFT_CARD_MESSAGES.orderNotFound }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Gift card details' })).toBeVisible();
  });

  it('a failed read shows its message and Try again', async () => {
    let calls = 0;
    const { user } = await setup(sampleGiftCard, {
      overrides: {
        getGiftCard: () => (++calls === 1 ? Promise.reject(new Error('Down')) : sampleGiftCard),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amazon.com' })).toBeVisible();
  });
});
