import type { KycSessionView } from '../modules/kyc/service';
import { escapeHtml, sandboxPage, sandboxPageCsp, sandboxPageCss } from './page-shell';

// The sandbox identity-verification widget: a small page the app opens with a session's refId. It runs under a
// strict CSP (no inline scripts or styles): its script and stylesheet are separate files. Without JavaScript the
// form still works (POST, then a 303 back to the page).

export const KYC_ASSET_BASE = '/sandbox/kyc/assets';

export const KYC_WIDGET_CSP = sandboxPageCsp({ connect: true });

interface PageState {
  heading: string;
  message: string;
  tone: 'info' | 'success' | 'error';
  form: boolean;
}

function stateOf(session: KycSessionView | undefined): PageState {
  if (!session)
    return {
      heading: 'Verification session not found',
      message: 'This link is not valid. Please start identity verification again from the app.',
      tone: 'error',
      form: false,
    };
  if (session.expired)
    return {
      heading: 'This session has expired',
      message: 'Please start identity verification again from the app.',
      tone: 'error',
      form: false,
    };
  switch (session.status) {
    case 'PENDING':
      return {
        heading: 'Verify your identity',
        message:
          'This is the sandbox identity-verification provider. No documents or photos are needed here: choosing ' +
          '“Verify identity” submits your verification for review, as a real provider would after checking your ' +
          'documents.',
        tone: 'info',
        form: true,
      };
    case 'SUBMITTED':
      return {
        heading: 'Verification submitted',
        message:
          'Your identity verification was submitted for review. You can close this window and return to the app.',
        tone: 'success',
        form: false,
      };
    case 'COMPLETED':
      return {
        heading: 'Verification completed',
        message: 'Your identity has been verified. You can close this window.',
        tone: 'success',
        form: false,
      };
    default:
      return {
        heading: 'Verification rejected',
        message: 'Your identity verification was rejected. Please start again from the app.',
        tone: 'error',
        form: false,
      };
  }
}

/** The widget page for a session (or the not-found page); `problem` explains a failed submission. */
export function renderKycPage(
  refId: string,
  session: KycSessionView | undefined,
  problem?: string,
): string {
  const state = problem
    ? {
        heading: 'Verification not submitted',
        message: problem,
        tone: 'error' as const,
        form: false,
      }
    : stateOf(session);
  const action = `/sandbox/kyc/${encodeURIComponent(refId)}/complete`;
  const form = state.form
    ? `
      <form method="post" action="${escapeHtml(action)}" class="kyc-form" data-kyc-form>
        <button type="submit" class="kyc-button">Verify identity</button>
      </form>`
    : `
      <button type="button" class="kyc-button kyc-button--secondary" data-kyc-close hidden>Close window</button>`;
  return sandboxPage({
    title: `${state.heading} · Sandbox identity verification`,
    prefix: 'kyc',
    stylesheet: `${KYC_ASSET_BASE}/widget.css`,
    script: `${KYC_ASSET_BASE}/widget.js`,
    body: `      <p class="kyc-badge">Sandbox</p>
      <h1 id="kyc-heading" tabindex="-1">${escapeHtml(state.heading)}</h1>
      <p class="kyc-message kyc-message--${state.tone}" data-kyc-message>${escapeHtml(state.message)}</p>
      ${form}
      <p class="kyc-status" role="status" aria-live="polite" data-kyc-status></p>`,
  });
}

export const KYC_WIDGET_CSS =
  sandboxPageCss('kyc', { cardWidth: '28rem' }) +
  `.kyc-message { margin: 0 0 1.5rem; color: var(--muted); }
.kyc-message--success { color: var(--success); }
.kyc-message--error { color: var(--error); }
.kyc-button {
  min-height: 2.75rem;
  min-width: 2.75rem;
  width: 100%;
  padding: 0.625rem 1rem;
  border: 2px solid var(--accent);
  border-radius: 0.5rem;
  background: var(--accent);
  color: var(--accent-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.kyc-button--secondary { background: transparent; color: var(--accent); }
.kyc-button:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; }
.kyc-button[aria-disabled="true"] { opacity: 0.7; cursor: progress; }
.kyc-status { min-height: 1.5rem; margin: 1rem 0 0; }
[hidden] { display: none !important; }
@media (prefers-reduced-motion: no-preference) {
  .kyc-button { transition: filter 120ms ease; }
  .kyc-button:hover { filter: brightness(1.08); }
}
`;

export const KYC_WIDGET_JS = `'use strict';
// Progressive enhancement of the sandbox KYC widget: submit without leaving the page, announce the result,
// tell the opener (the app) that verification was submitted, and offer to close the window.
(function () {
  var form = document.querySelector('[data-kyc-form]');
  var status = document.querySelector('[data-kyc-status]');
  var message = document.querySelector('[data-kyc-message]');
  var heading = document.getElementById('kyc-heading');

  function showClose() {
    if (!window.opener) return;
    var close = document.querySelector('[data-kyc-close]');
    if (!close) {
      close = document.createElement('button');
      close.type = 'button';
      close.className = 'kyc-button kyc-button--secondary';
      close.textContent = 'Close window';
      status.parentNode.insertBefore(close, status);
    }
    close.hidden = false;
    close.addEventListener('click', function () { window.close(); });
  }

  function notifyOpener(result) {
    if (window.opener) window.opener.postMessage({ type: 'axia-kyc', status: result }, '*');
  }

  if (!form) {
    showClose();
    return;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var button = form.querySelector('button');
    if (button.getAttribute('aria-disabled') === 'true') return;
    button.setAttribute('aria-disabled', 'true');
    status.textContent = 'Submitting your verification…';
    fetch(form.action, { method: 'POST', headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (result) {
        if (!result.ok) throw new Error(result.body && result.body.message ? result.body.message : 'Something went wrong');
        form.remove();
        heading.textContent = 'Verification submitted';
        message.className = 'kyc-message kyc-message--success';
        message.textContent = 'Your identity verification was submitted for review. You can close this window and return to the app.';
        status.textContent = 'Verification submitted.';
        heading.focus();
        notifyOpener(result.body.status);
        showClose();
      })
      .catch(function (error) {
        button.removeAttribute('aria-disabled');
        status.textContent = error.message;
      });
  });
})();
`;
