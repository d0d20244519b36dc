import { CARD_DEPOSIT_FEE_PERCENT, CARD_DEPOSIT_PAY_CURRENCY } from '@axia/core';
import type { CheckoutView } from '../../modules/deposits/card/service';
import { SANDBOX_TEST_CARDS } from '../card-onramp';
import { escapeHtml, sandboxPage, sandboxPageCsp, sandboxPageCss } from '../page-shell';

// The sandbox card checkout: the page a card deposit's provider shows, served by the bank (like the sandbox KYC
// widget) under a strict CSP: no inline script or style, its script and stylesheet are files of their own. The form
// works without JavaScript (POST, then a 303 back to the page, which then says the payment is complete); the
// script only stops a second submission, says the payment is being processed and moves focus to what needs it.

export const CHECKOUT_ASSET_BASE = '/sandbox/card-checkout/assets';

export const CHECKOUT_CSP = sandboxPageCsp();

/** A decimal string with thousand separators ('4048.97959' → '4,048.97959'); no floats. */
function groupDigits(value: string) {
  const [whole = '0', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

export interface CheckoutPageOptions {
  /** The app's deposit landing, where 'Return to the app' goes. */
  returnUrl: string;
  /** Why the last payment was refused (shown at the card number field). */
  problem?: string;
  /** The card number the customer typed, kept after a refusal. */
  cardNumber?: string;
}

const page = (title: string, body: string) =>
  sandboxPage({
    title,
    prefix: 'co',
    stylesheet: `${CHECKOUT_ASSET_BASE}/checkout.css`,
    script: `${CHECKOUT_ASSET_BASE}/checkout.js`,
    body,
  });

const returnLink = (url: string, text: string, primary = false) =>
  `<a class="co-button${primary ? '' : ' co-button--secondary'}" href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;

/** The page of a checkout that does not exist. */
export function renderCheckoutNotFound(returnUrl: string) {
  return page(
    'Checkout not found · Sandbox card checkout',
    `      <p class="co-badge">Sandbox</p>
      <h1 id="co-heading" tabindex="-1">Checkout not found</h1>
      <p class="co-message co-message--error">This checkout was not found. Please start the deposit again from the app.</p>
      ${returnLink(returnUrl, 'Return to the app', true)}`,
  );
}

/** The checkout of `view`: the form while it may be paid, then what happened. */
export function renderCheckoutPage(view: CheckoutView, options: CheckoutPageOptions) {
  const provider = escapeHtml(view.providerName);
  const pay = `${groupDigits(view.pay)} ${CARD_DEPOSIT_PAY_CURRENCY}`;
  const receive = `${groupDigits(view.receive)} ${view.currency}`;
  const badge = `      <p class="co-badge">Sandbox · ${provider}</p>`;
  if (view.status === 'PAID')
    return page(
      `Payment complete · ${view.providerName} (sandbox)`,
      `${badge}
      <h1 id="co-heading" tabindex="-1" data-co-focus>Payment complete</h1>
      <p class="co-message co-message--success">You paid ${escapeHtml(pay)} by card. ${escapeHtml(receive)} has been added to your ${escapeHtml(view.currency)} account.</p>
      ${returnLink(options.returnUrl, 'Return to the app', true)}`,
    );
  if (view.status === 'EXPIRED')
    return page(
      `Checkout expired · ${view.providerName} (sandbox)`,
      `${badge}
      <h1 id="co-heading" tabindex="-1" data-co-focus>This checkout has expired</h1>
      <p class="co-message co-message--error">Nothing was charged. Please start the deposit again from the app.</p>
      ${returnLink(options.returnUrl, 'Return to the app', true)}`,
    );

  const problem = options.problem;
  const describedBy = problem ? 'co-card-hint co-card-error' : 'co-card-hint';
  const action = `/sandbox/card-checkout/${encodeURIComponent(view.reference)}/pay`;
  return page(
    `Pay by card · ${view.providerName} (sandbox)`,
    `${badge}
      <h1 id="co-heading" tabindex="-1">Pay by card</h1>
      <p class="co-message">This is the sandbox checkout of ${provider}. No real card is charged.</p>
      <h2 class="co-subheading">Your order</h2>
      <dl class="co-summary">
        <div><dt>Amount to pay</dt><dd>${escapeHtml(pay)}</dd></div>
        <div><dt>Fee (${CARD_DEPOSIT_FEE_PERCENT})</dt><dd>${escapeHtml(groupDigits(view.fee))} ${escapeHtml(view.currency)}</dd></div>
        <div><dt>You receive</dt><dd>${escapeHtml(receive)}</dd></div>
        <div><dt>Rate</dt><dd>1 ${CARD_DEPOSIT_PAY_CURRENCY} = ${escapeHtml(view.rate)} ${escapeHtml(view.currency)}</dd></div>
      </dl>
      <form method="post" action="${escapeHtml(action)}" class="co-form" data-co-form novalidate>
        <label for="co-card-number">Card number</label>
        <input id="co-card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number"
          required aria-required="true" maxlength="23" value="${escapeHtml(options.cardNumber ?? '')}"
          aria-describedby="${describedBy}"${problem ? ' aria-invalid="true" data-co-focus' : ''}>
        <p id="co-card-hint" class="co-hint">Test card: ${spaced(SANDBOX_TEST_CARDS.success)}. The card ${spaced(SANDBOX_TEST_CARDS.declined)} is declined.</p>
        ${problem ? `<p id="co-card-error" class="co-error">${escapeHtml(problem)}</p>` : ''}
        <button type="submit" class="co-button">Pay ${escapeHtml(pay)}</button>
      </form>
      <p class="co-status" role="status" aria-live="polite" data-co-status></p>
      ${returnLink(options.returnUrl, 'Cancel and return to the app')}`,
  );
}

export const CHECKOUT_CSS =
  sandboxPageCss('co', { cardWidth: '30rem' }) +
  `.co-subheading { margin: 1.25rem 0 0.5rem; font-size: 1.125rem; }
.co-message { margin: 0 0 1.25rem; color: var(--muted); }
.co-message--success { color: var(--success); }
.co-message--error { color: var(--error); }
.co-summary { margin: 0 0 1.5rem; }
.co-summary div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.375rem 0; border-bottom: 1px solid var(--border); }
.co-summary dt { color: var(--muted); }
.co-summary dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; text-align: right; }
.co-form { display: grid; gap: 0.5rem; }
.co-form label { font-weight: 600; }
.co-form input {
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 2px solid var(--border);
  border-radius: 0.5rem;
  background: var(--card);
  color: var(--text);
  font: inherit;
  letter-spacing: 0.05em;
}
.co-form input[aria-invalid="true"] { border-color: var(--error); }
.co-form input:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.co-hint { margin: 0; color: var(--muted); font-size: 0.875rem; }
.co-error { margin: 0; color: var(--error); font-weight: 600; }
.co-button {
  display: block;
  min-height: 2.75rem;
  min-width: 2.75rem;
  width: 100%;
  margin-top: 0.75rem;
  padding: 0.625rem 1rem;
  border: 2px solid var(--accent);
  border-radius: 0.5rem;
  background: var(--accent);
  color: var(--accent-text);
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
}
.co-button--secondary { background: transparent; color: var(--accent); }
.co-button:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; }
.co-button[aria-disabled="true"] { opacity: 0.7; cursor: progress; }
.co-status { min-height: 1.5rem; margin: 0.75rem 0 0; }
@media (prefers-reduced-motion: no-preference) {
  .co-button { transition: filter 120ms ease; }
  .co-button:hover { filter: brightness(1.08); }
}
`;

export const CHECKOUT_JS = `'use strict';
// Progressive enhancement of the sandbox card checkout: one submission only, 'Processing your payment…' said while
// it runs, and focus on what needs it when the page opens (the refused card number, or the outcome's heading).
(function () {
  var target = document.querySelector('[data-co-focus]');
  if (target) target.focus();
  var form = document.querySelector('[data-co-form]');
  if (!form) return;
  var status = document.querySelector('[data-co-status]');
  var submitting = false;
  form.addEventListener('submit', function (event) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    submitting = true;
    form.querySelector('button').setAttribute('aria-disabled', 'true');
    if (status) status.textContent = 'Processing your payment…';
  });
})();
`;
