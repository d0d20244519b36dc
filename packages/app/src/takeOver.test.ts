import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPoint } from './takeOver';

const prerendered = `<main><h1 tabindex="-1">Log in</h1><form method="post">
  <label for="e">Email</label><input id="e" name="email" readonly />
  <label for="p">Password</label><input id="p" name="password" type="password" readonly />
</form></main>`;
const appPage = `<main data-focus-heading="true"><h1 tabindex="-1">Log in</h1><form>
  <label for="e2">Email</label><input id="e2" name="email" />
  <label for="p2">Password</label><input id="p2" name="password" type="password" />
</form></main>`;

/** Lets the MutationObserver run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('taking over a prerendered page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    vi.useRealTimers();
  });

  it('renders straight into #root when the page was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { container } = mountPoint();
    expect(container).toBe(document.getElementById('root'));
  });

  it('keeps the static page until the app shows the same page, then moves focus to the same field', async () => {
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = `<div id="root" data-prerendered="/login">${prerendered}</div>`;
    const staticRoot = document.getElementById('root')!;
    const staticPassword = staticRoot.querySelector<HTMLInputElement>('[name="password"]')!;
    staticPassword.focus();
    const { container } = mountPoint();
    expect(container.isConnected).toBe(false);

    container.innerHTML = '<main><p role="progressbar" aria-label="Loading Axia"></p></main>';
    await settle();
    // Still the static page (read-only: nothing typed is lost), focus where the visitor put it.
    expect(staticRoot.isConnected).toBe(true);
    expect(document.activeElement).toBe(staticPassword);

    container.innerHTML = appPage;
    await settle();
    expect(staticRoot.isConnected).toBe(false);
    expect(container.isConnected).toBe(true);
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    const password = container.querySelector<HTMLInputElement>('[name="password"]')!;
    expect(password.readOnly).toBe(false);
    expect(document.activeElement).toBe(password);
  });

  it("gives focus to what the app focused off-document when nothing had it, and leaves a modal's focus alone", async () => {
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = `<div id="root" data-prerendered="/login">${prerendered}</div>`;
    const first = mountPoint();
    first.container.innerHTML = appPage;
    // The screen focuses its h1 as it renders, off-document: done once it is in the page.
    first.container.querySelector('h1')!.focus();
    await settle();
    expect(document.activeElement).toBe(first.container.querySelector('h1'));

    document.body.innerHTML = `<div id="root" data-prerendered="/login">${prerendered}</div><div role="dialog"><button>Close</button></div>`;
    const close = document.querySelector('button')!;
    close.focus();
    const second = mountPoint();
    second.container.innerHTML = appPage;
    await settle();
    expect(second.container.isConnected).toBe(true);
    expect(document.activeElement).toBe(close);
  });

  it('swaps at once when the app went elsewhere, and after a time limit in any case', async () => {
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = `<div id="root" data-prerendered="/login">${prerendered}</div>`;
    const redirected = mountPoint();
    window.history.replaceState(null, '', '/accounts');
    redirected.container.innerHTML = '<main><h1>Accounts</h1></main>';
    await settle();
    expect(redirected.container.isConnected).toBe(true);

    vi.useFakeTimers();
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = `<div id="root" data-prerendered="/login">${prerendered}</div>`;
    const slow = mountPoint();
    vi.advanceTimersByTime(5000);
    expect(slow.container.isConnected).toBe(true);
  });

  it('carries what was typed into the app (as input events), with the caret, and sends a held submit', async () => {
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = `<div id="root" data-prerendered="/login">${prerendered}</div>`;
    const staticRoot = document.getElementById('root')!;
    staticRoot.querySelector<HTMLInputElement>('[name="email"]')!.value = 'ada@demo.test';
    const password = staticRoot.querySelector<HTMLInputElement>('[name="password"]')!;
    password.value = 'Demo1234!';
    password.focus();
    password.setSelectionRange(4, 4);
    // The boot script held a submit: the form is marked.
    staticRoot.querySelector('form')!.setAttribute('data-submit-pending', '');

    const { container } = mountPoint();
    container.innerHTML = appPage;
    const seen: Record<string, string> = {};
    container.addEventListener('input', (event) => {
      const input = event.target as HTMLInputElement;
      seen[input.name] = input.value;
    });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('form')!.addEventListener('submit', submitted);
    // The app's page shows up (a mutation), then the swap.
    container.querySelector('h1')!.textContent = 'Log in';
    await settle();

    expect(container.isConnected).toBe(true);
    expect(seen).toEqual({ email: 'ada@demo.test', password: 'Demo1234!' });
    const appPassword = container.querySelector<HTMLInputElement>('[name="password"]')!;
    expect(document.activeElement).toBe(appPassword);
    expect(appPassword.selectionStart).toBe(4);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
