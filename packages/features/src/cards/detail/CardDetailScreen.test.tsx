import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_LIMITS, type Card, type User } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, recordingResponses, ScreenInRoute } from '../../kit/testing';
import { cardIn, cardWith, sampleCard, sampleSecureData } from '../components/CardFace/fixtures';
import { CardDetailView } from './CardDetailScreen';
import { cardUser, detailClock, detailResponses, statementOf, virtualOnlyUser } from './samples';

const httpError = (message: string, status = 400) => Object.assign(new Error(message), { status });

function setup({
  card = sampleCard,
  user = cardUser,
  responses = {},
}: { card?: Card; user?: User; responses?: Record<string, unknown> } = {}) {
  const notify = vi.fn<Services['notify']>();
  const print = vi.fn();
  const answers = detailResponses(card, responses) as Record<string, unknown>;
  const { calls, responses: recorded } = recordingResponses(answers);
  const services = createFakeServices({ notify, session: { user }, responses: recorded });
  const view = async () => {
    const result = render(
      <ScreenInRoute services={services} path={`/cards/${card.id}`} route="/cards/:cardId">
        <CardDetailView clock={detailClock} print={print} />
      </ScreenInRoute>,
    );
    await act(async () => {});
    return result;
  };
  const called = (operation: string) => calls.filter((call) => call.operation === operation);
  const toasts = () => notify.mock.calls.map(([toast]) => `${toast.tone}: ${toast.title}`);
  return { notify, view, called, toasts, print };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the card header', () => {
  it('shows the card image, the balance with the currency decimals and the status badge', async () => {
    const { view, called } = setup();
    await view();
    expect(called('getCard')[0]).toMatchObject({ path: '/card/card-1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Card details' })).toBeVisible();
    expect(
      screen.getByRole('figure', {
        name: 'Virtual USD debit card ending in 4242, in the name of Alex Morgan, Active',
      }),
    ).toBeVisible();
    expect(screen.getByText('Balance', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$1,234.50',
    );
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Active',
    );
    expect(screen.getByRole('link', { name: 'Cards' })).toHaveAttribute('href', '/cards');
  });

  it('offers Load, Show PIN and Suspend for ACTIVE, Activate for INACTIVE, none otherwise', async () => {
    const buttons = () =>
      ['Load', 'Activate', 'Show PIN', 'Suspend'].filter((name) =>
        screen.queryByRole('button', { name }),
      );
    const cases: [Card, string[]][] = [
      [cardIn('ACTIVE'), ['Load', 'Show PIN', 'Suspend']],
      [cardIn('INACTIVE'), ['Activate']],
      [cardIn('SUSPENDED'), []],
      [cardIn('EXPIRED'), []],
    ];
    for (const [card, expected] of cases) {
      const { view } = setup({ card });
      const { unmount } = await view();
      expect(buttons()).toEqual(expected);
      unmount();
    }
  });

  it('shows the support messages of SUSPENDED, LOST, STOLEN and EXPIRED', async () => {
    const cases: [Card, string][] = [
      [cardIn('SUSPENDED'), 'Your card is not available. Please contact customer support.'],
      [cardIn('LOST'), 'Your card is not available. Please contact customer support.'],
      [cardIn('STOLEN'), 'Your card is not available. Please contact customer support.'],
      [cardIn('EXPIRED'), 'Your card has expired. Please contact customer support for a new card.'],
    ];
    for (const [card, message] of cases) {
      const { view } = setup({ card });
      const { unmount } = await view();
      expect(screen.getByText(message)).toBeVisible();
      unmount();
    }
    const { view } = setup();
    await view();
    expect(screen.queryByText(/contact customer support/)).toBeNull();
  });

  it('offers no Show Details on a lost, stolen, expired or suspended card, and says why (issue 29 §8, issue 42)', async () => {
    for (const status of ['LOST', 'STOLEN', 'EXPIRED'] as const) {
      const { view, called } = setup({ card: cardIn(status) });
      const { unmount } = await view();
      expect(screen.queryByRole('button', { name: 'Show Details' }), status).toBeNull();
      expect(
        screen.getByText(
          'The number, expiry date and CVV of this card can no longer be shown. Please contact customer support.',
        ),
      ).toBeVisible();
      expect(called('getCardSecureData')).toHaveLength(0);
      unmount();
    }
    // Issue 42: nor on a suspended card, whose details are withheld until it is active again.
    const { view, called } = setup({ card: cardIn('SUSPENDED') });
    await view();
    expect(screen.queryByRole('button', { name: 'Show Details' })).toBeNull();
    expect(
      screen.getByText(
        'The number, expiry date and CVV of a suspended card are not shown. Please contact customer support.',
      ),
    ).toBeVisible();
    expect(called('getCardSecureData')).toHaveLength(0);
  });

  it('reads the secure details only when shown, and hides them again after 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { view, called } = setup();
    await view();
    expect(called('getCardSecureData')).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: 'Show Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByText('737')).toBeVisible();
    expect(screen.getByText('4000 0012 3456 4242')).toBeVisible();
    expect(screen.getByText('01/29')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Card security image' })).toHaveAttribute(
      'src',
      sampleSecureData.imgUrl,
    );
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(called('getCardSecureData')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(CARD_LIMITS.secureDetailsMs - 1000);
    });
    expect(screen.getByText('737')).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('737')).toBeNull();
    expect(screen.queryByText('4000 0012 3456 4242')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Card security image' })).toBeNull();
    expect(document.body.innerHTML).not.toContain(sampleSecureData.cvv + '<');
    expect(document.body.innerHTML).not.toContain('4000 0012');
    expect(screen.getByRole('button', { name: 'Show Details' })).toBeVisible();
    // Shown again: read again (nothing kept).
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(await screen.findByText('737')).toBeVisible();
    expect(called('getCardSecureData')).toHaveLength(2);
  });

  it('hides the secure details on Hide Details and when the page becomes hidden', async () => {
    const user = userEvent.setup();
    const { view } = setup();
    await view();
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(await screen.findByText('737')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide Details' }));
    expect(screen.queryByText('737')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(await screen.findByText('737')).toBeVisible();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockRestore();
    expect(screen.queryByText('737')).toBeNull();
  });

  it('drops a secure-data answer that arrives after Hide Details, and reports a failure', async () => {
    let resolve: (value: unknown) => void = () => {};
    const user = userEvent.setup();
    const { view } = setup({
      responses: { getCardSecureData: () => new Promise((r) => (resolve = r)) },
    });
    await view();
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    await user.click(screen.getByRole('button', { name: 'Hide Details' }));
    await act(async () => resolve(sampleSecureData));
    expect(screen.queryByText('737')).toBeNull();

    const failing = setup({
      responses: { getCardSecureData: () => Promise.reject(httpError('Card not available')) },
    });
    document.body.innerHTML = '';
    await failing.view();
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    await waitFor(() => expect(failing.toasts()).toEqual(['error: Card not available']));
    expect(screen.getByRole('button', { name: 'Show Details' })).toBeVisible();
  });

  it("suspends after confirmation: 'Card suspended successfully!'", async () => {
    const user = userEvent.setup();
    const { view, called, toasts } = setup();
    await view();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend card' });
    expect(called('suspendCard')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Card suspended successfully!']));
    expect(called('suspendCard')[0]?.body).toEqual({ cardId: 'card-1' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Suspended',
    );
  });

  it("activates an INACTIVE card after confirmation: 'Card activated successfully!'", async () => {
    const user = userEvent.setup();
    const { view, called, toasts } = setup({ card: cardIn('INACTIVE') });
    await view();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate card' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Card activated successfully!']));
    expect(called('activateCard')[0]?.body).toEqual({ cardId: 'card-1' });
  });

  it('shows the PIN read on open, and drops it on close; a failure goes to the error display', async () => {
    const user = userEvent.setup();
    const { view, called } = setup();
    await view();
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card PIN' });
    expect(
      await within(dialog).findByText('Your card PIN number is: 4821. Please keep your pin safe.'),
    ).toBeVisible();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain('4821');
    expect(called('getCardPin')).toHaveLength(1);

    document.body.innerHTML = '';
    const failing = setup({
      responses: { getCardPin: () => Promise.reject(httpError('PIN unavailable')) },
    });
    await failing.view();
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    await waitFor(() => expect(failing.toasts()).toEqual(['error: PIN unavailable']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

async function openLoad(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Load' }));
  return screen.findByRole('dialog', { name: 'Load card' });
}

async function chooseSource(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  name: RegExp,
) {
  const group = await within(dialog).findByRole('radiogroup', { name: /Pay from/ });
  await user.click(within(group).getByRole('radio', { name }));
}

describe('Load', () => {
  it('asks for a valid amount and a source', async () => {
    const user = userEvent.setup();
    const { view } = setup();
    await view();
    const dialog = await openLoad(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please insert a valid amount!')).toBeVisible();
    expect(
      within(dialog).getByText('Please select an account for amount deduction!'),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '4');
    expect(await within(dialog).findByText('The minimum amount to load is 5 USD.')).toBeVisible();
  });

  it("quotes the fees before confirming and loads: 'Card is loaded successfully.'", async () => {
    const user = userEvent.setup();
    let loaded = false;
    const loadedCard = { ...sampleCard, balance: '2234.50' };
    const { view, called, toasts } = setup({
      responses: {
        getCard: () => (loaded ? loadedCard : sampleCard),
        loadCard: () => {
          loaded = true;
          return { Description: 'Success', card: loadedCard, transactionId: 'tx-1' };
        },
      },
    });
    await view();
    const dialog = await openLoad(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1000');
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('1,000');
    await chooseSource(user, dialog, /USD Account/);
    expect(within(dialog).getByText('Platform fee (1.7%)').nextElementSibling).toHaveTextContent(
      '$17.00',
    );
    expect(
      within(dialog).getByText('Card load fee (1.5%, min $2.00)').nextElementSibling,
    ).toHaveTextContent('$15.00');
    expect(within(dialog).getByText('Total').nextElementSibling).toHaveTextContent('$1,032.00');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm load' });
    expect(within(confirm).getByText('Amount to load').nextElementSibling).toHaveTextContent(
      '$1,000.00',
    );
    expect(within(confirm).getByText('Loaded funds cannot be returned.')).toBeVisible();
    expect(called('loadCard')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Load card' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Card is loaded successfully.']));
    expect(called('loadCard')[0]).toMatchObject({
      body: { cardId: 'card-1', amount: '1000.00', fromAccountId: 'acc-usd' },
      idempotencyKey: expect.any(String),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Balance', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$2,234.50',
    );
    // Read again after the load, with the statement.
    await waitFor(() => expect(called('getCard')).toHaveLength(2));
    expect(called('getCardTransactions')).toHaveLength(2);
  });

  // One case a test: each renders the whole load flow, and three in one test outgrew its time on a loaded machine.
  it.each([
    [
      'a non-Success Description',
      { Description: 'Card balance limit exceeded', card: null, transactionId: null },
      'Card balance limit exceeded',
    ],
    [
      'Insufficient funds (§8)',
      () => Promise.reject(httpError('Insufficient funds', 422)),
      'Service temporarily unavailable please try again later',
    ],
    [
      "a staking's spend limit (§8)",
      () => Promise.reject(httpError("Exceeded staking's daily spend limit", 422)),
      "Exceeded staking's daily spend limit",
    ],
  ])('shows %s in the modal with a red icon', async (_case, answer, text) => {
    const user = userEvent.setup();
    const { view, toasts } = setup({ responses: { loadCard: answer } });
    await view();
    const dialog = await openLoad(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
    await chooseSource(user, dialog, /USD Account/);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm load' });
    await user.click(within(confirm).getByRole('button', { name: 'Load card' }));
    const alert = await within(confirm).findByText(text);
    expect(alert.closest('[data-tone="danger"]')).not.toBeNull();
    expect(toasts()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Confirm load' })).toBeVisible();
  });
});

describe('the tabs', () => {
  it('Transactions: the current month, the rows, and Print with a timestamp after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { view, called, print } = setup();
    await view();
    expect(screen.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
    const table = await screen.findByRole('grid', { name: 'Card transactions, November 2026' });
    expect(called('getCardTransactions')[0]?.query).toEqual({ year: 2026, month: 11, filter: 1 });
    await waitFor(() => expect(within(table).getByText('Coffee Roasters Seattle')).toBeVisible());
    expect(within(table).getByText('−$4.75', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(screen.getByText(/^Printed \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    expect(print).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(CARD_LIMITS.printDelayMs);
    });
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("Transactions: 'No transactions' for an empty month; a failure goes to the error display", async () => {
    const { view } = setup({ responses: { getCardTransactions: statementOf([]) } });
    const { unmount } = await view();
    expect(await screen.findByText('No transactions')).toBeVisible();
    unmount();
    const failing = setup({
      responses: { getCardTransactions: () => Promise.reject(httpError('Statement unavailable')) },
    });
    await failing.view();
    await waitFor(() => expect(failing.toasts()).toEqual(['error: Statement unavailable']));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it("Summary: limits without the 999999 rows, fees, and 'KYC Not Verified' linking to the card KYC form", async () => {
    const user = userEvent.setup();
    const { view } = setup();
    const { unmount } = await view();
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    const load = await screen.findByRole('grid', { name: 'Load limits' });
    expect(within(load).getByText('Daily')).toBeVisible();
    expect(within(load).queryByText('Weekly')).toBeNull();
    expect(within(load).getByText('Monthly')).toBeVisible();
    expect(screen.getByText('Card load fee').nextElementSibling).toHaveTextContent(
      '1.5% (min 2.00 USD)',
    );
    expect(
      screen.getByRole('link', { name: 'KYC Not Verified (please upload documents)' }),
    ).toHaveAttribute('href', '/upload-document?documentType=CARD_KYC&cardId=card-1');
    unmount();
    const verified = setup({ card: cardWith({ isFullKyc: true }) });
    await verified.view();
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(await screen.findByText('KYC Verified')).toBeVisible();
    expect(screen.queryByRole('link', { name: /KYC Not Verified/ })).toBeNull();
  });

  it('Actions: no Request Physical Card without the physical-card feature', async () => {
    const user = userEvent.setup();
    const { view } = setup({ user: virtualOnlyUser });
    await view();
    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    expect(
      await screen.findByText('There are no actions for this card at the moment.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request Physical Card' })).toBeNull();
  });

  it("Actions: requests a physical card ('Physical card request has been sent!', the KYC dialog)", async () => {
    const user = userEvent.setup();
    const { view, called, toasts } = setup();
    await view();
    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    await user.click(await screen.findByRole('button', { name: 'Request Physical Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Physical Card' });
    expect(called('getCardProvider')[0]?.query).toEqual({ cardTypeCode: 'NORMAL_USD' });
    expect(await within(dialog).findByText('Physical card fee')).toBeVisible();
    expect(within(dialog).getByText('Physical card fee').nextElementSibling).toHaveTextContent(
      '$15.00',
    );
    expect(within(dialog).queryByText('Shipping and handling')).toBeNull();
    expect(within(dialog).getByText('Physical card delivery takes 2-3 weeks.')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Courier' }));
    expect(within(dialog).getByText('Shipping and handling').nextElementSibling).toHaveTextContent(
      '$25.00',
    );
    expect(within(dialog).getByText('Total').nextElementSibling).toHaveTextContent('$40.00');
    await user.click(within(dialog).getByRole('button', { name: 'Request card' }));
    expect(
      await within(dialog).findByText('Please select an account for amount deduction!'),
    ).toBeVisible();
    await chooseSource(user, dialog, /Staking/);
    await user.click(within(dialog).getByRole('button', { name: 'Request card' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['success: Physical card request has been sent!']),
    );
    expect(called('convertToPhysical')[0]).toMatchObject({
      path: '/card/card-1/convertToPhysical',
      body: {
        cardId: 'card-1',
        fromAccountId: 'stk-in-term',
        sourceType: 'STAKING',
        delivery: 'Courier',
      },
      idempotencyKey: expect.any(String),
    });
    const ordered = await screen.findByRole('dialog', { name: 'Physical card ordered' });
    expect(
      within(ordered).getByText('Congratulations, your physical card has been ordered!'),
    ).toBeVisible();
    expect(within(ordered).getByRole('link', { name: 'Get KYC verified' })).toHaveAttribute(
      'href',
      '/upload-document?documentType=CARD_KYC&cardId=card-1',
    );
    await user.click(within(ordered).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Actions: shows FREE for a zero fee; a fee failure goes to the error display', async () => {
    const user = userEvent.setup();
    const free = setup({
      responses: {
        getCardProvider: { ...detailResponses().getCardProvider, issuePhysicalFeeAmount: '0.00' },
      },
    });
    const { unmount } = await free.view();
    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    await user.click(await screen.findByRole('button', { name: 'Request Physical Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Physical Card' });
    expect(
      (await within(dialog).findByText('Physical card fee')).nextElementSibling,
    ).toHaveTextContent('FREE');
    unmount();
    document.body.innerHTML = '';
    const failing = setup({
      responses: { getCardProvider: () => Promise.reject(httpError('Fees unavailable')) },
    });
    await failing.view();
    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    await user.click(await screen.findByRole('button', { name: 'Request Physical Card' }));
    await waitFor(() => expect(failing.toasts()).toEqual(['error: Fees unavailable']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("Actions: Track Package shows the number, or 'Tracking number is not available' and the wait", async () => {
    const ordered = cardWith({ convertPhysicalRequested: true, delivery: 'Courier' });
    for (const [tracking, texts] of [
      [{ trackingNumber: 'AXC1Z9990001234' }, ['AXC1Z9990001234']],
      [
        { trackingNumber: null },
        [
          'Tracking number is not available',
          'Please allow 2-5 business days to receive your tracking number.',
        ],
      ],
    ] as const) {
      const user = userEvent.setup();
      const { view } = setup({ card: ordered, responses: { getCardTracking: tracking } });
      const { unmount } = await view();
      await user.click(screen.getByRole('tab', { name: 'Actions' }));
      await user.click(await screen.findByRole('button', { name: 'Track Package' }));
      const dialog = await screen.findByRole('dialog', { name: 'Track Package' });
      for (const text of texts) expect(await within(dialog).findByText(text)).toBeVisible();
      expect(within(dialog).getByText('Physical card delivery takes 2-3 weeks.')).toBeVisible();
      unmount();
    }
  });

  it('Actions: no Track Package or Activate Physical Card on a suspended, lost or stolen card (issue 29 §8)', async () => {
    for (const status of ['SUSPENDED', 'LOST', 'STOLEN'] as const) {
      const user = userEvent.setup();
      const card = cardWith({ status, convertPhysicalRequested: true, delivery: 'Courier' });
      const { view } = setup({ card });
      const { unmount } = await view();
      await user.click(screen.getByRole('tab', { name: 'Actions' }));
      const panel = await screen.findByRole('tabpanel', { name: 'Actions' });
      expect(within(panel).getByRole('heading', { level: 2 })).toBeVisible();
      expect(within(panel).queryByRole('button', { name: 'Track Package' }), status).toBeNull();
      expect(
        within(panel).queryByRole('button', { name: 'Activate Physical Card' }),
        status,
      ).toBeNull();
      unmount();
    }
  });

  it("Actions: Activate Physical Card needs the CVV and the arrival ('CVV is required!')", async () => {
    const user = userEvent.setup();
    const ordered = cardWith({ convertPhysicalRequested: true, delivery: 'Standard' });
    const { view, called, toasts } = setup({ card: ordered });
    await view();
    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    expect(screen.queryByRole('button', { name: 'Track Package' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Activate Physical Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Physical Card' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText('CVV is required!')).toBeVisible();
    expect(
      within(dialog).getByText('Please confirm that your physical card has arrived.'),
    ).toBeVisible();
    expect(called('activatePhysical')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'CVV' }), '7a37');
    expect(within(dialog).getByRole('textbox', { name: 'CVV' })).toHaveValue('737');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'My physical card has arrived' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['success: Your physical card is activated successfully!']),
    );
    expect(called('activatePhysical')[0]?.body).toEqual({ cardId: 'card-1', cvv: '737' });
  });
});

describe('a card that cannot be read', () => {
  it('says not found for a 404, else offers Try again', async () => {
    const { view } = setup({
      responses: { getCard: () => Promise.reject(httpError('Card not found', 404)) },
    });
    const { unmount } = await view();
    expect(await screen.findByRole('heading', { name: 'Card not found' })).toBeVisible();
    unmount();
    const failing = setup({ responses: { getCard: () => Promise.reject(httpError('Boom', 500)) } });
    await failing.view();
    expect(
      await screen.findByRole('heading', { name: 'The card could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
