// The take-over of a prerendered page (issue 17). The bank sends /login, /sign-up, … as static HTML (the build's
// prerender, scripts/postbuild.mjs): it paints before any script runs and is usable as it is (fields take input,
// the login notice closes), and its boot script loads the app on the visitor's first interaction. The app
// renders into a new, detached container and swaps it in for the static one once it shows the same page (its h1),
// or another page (a redirect): no spinner flashes over the painted page. At the swap the visitor loses nothing:
// - what they typed: each field's value goes to the app's field of the same name (as an input event, so the
//   app's form state has it), with the caret;
// - focus: to the app's element matching the focused one (same field name, or same tag, text and href); when
//   nothing had it, to what the app itself focused while it rendered off-document (a screen focuses its h1 as it
//   opens, /login once its notice is closed), which the browser could not do then; a modal keeps its focus;
// - a submit pressed before the app was there (the boot script held it): the app's form is submitted.

/** Time after which the app's render replaces the static page whatever it shows. */
const LIMIT_MS = 5000;

export interface MountPoint {
  /** Where React renders. */
  container: HTMLElement;
  /** Puts the container in the page now (an error screen, say); otherwise it happens when the page is ready. */
  show(): void;
}

const headingText = (root: ParentNode) => root.querySelector('h1')?.textContent?.trim() ?? null;

type Field = HTMLInputElement | HTMLTextAreaElement;
const FIELDS = 'input[name]:not([type="hidden"]), textarea[name]';
const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** The app's element standing for `element` of the static page. */
function counterpart(element: Element, next: HTMLElement): HTMLElement | null {
  const name = element.getAttribute('name');
  if (name) return next.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  const text = element.textContent?.trim() ?? '';
  const href = element.getAttribute('href');
  return (
    [...next.querySelectorAll<HTMLElement>(element.tagName)].find(
      (candidate) =>
        (candidate.textContent?.trim() ?? '') === text && candidate.getAttribute('href') === href,
    ) ?? null
  );
}

/** Gives the app's field the static one's value, the way typing does (the app's onChange sees it). */
function carryValue(from: Field, to: Field) {
  if (from instanceof HTMLInputElement && (from.type === 'checkbox' || from.type === 'radio')) {
    // As the visitor would: a click on the app's box (its change handler runs).
    if (from.checked !== (to as HTMLInputElement).checked) to.click();
    return;
  }
  if (from.value === to.value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value')?.set;
  setter?.call(to, from.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
}

function caret(from: Element, to: Element) {
  if (!isField(from) || !isField(to)) return;
  try {
    if (from.selectionStart !== null && from.selectionEnd !== null)
      to.setSelectionRange(from.selectionStart, from.selectionEnd);
  } catch {
    // email and number inputs have no selection API
  }
}

export function mountPoint(doc: Document = document): MountPoint {
  const root = doc.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const path = root.getAttribute('data-prerendered');
  if (path === null) return { container: root, show: () => undefined };

  const heading = headingText(root);
  const next = doc.createElement('div');
  next.id = 'root';
  let done = false;
  // What the app focuses while off-document (a no-op for the browser then), to be done once it is in the page.
  const view = doc.defaultView ?? window;
  const prototype = view.HTMLElement.prototype;
  const focus = Object.getOwnPropertyDescriptor(prototype, 'focus');
  let intended: HTMLElement | null = null;
  const remember = (element: HTMLElement) => {
    intended = element;
  };
  Object.defineProperty(prototype, 'focus', {
    configurable: true,
    writable: true,
    value(this: HTMLElement, options?: FocusOptions) {
      if (!done && next.contains(this)) remember(this);
      return (focus?.value as HTMLElement['focus']).call(this, options);
    },
  });
  const show = () => {
    if (done) return;
    done = true;
    if (focus) Object.defineProperty(prototype, 'focus', focus);
    observer.disconnect();
    clearTimeout(timer);
    const active = doc.activeElement;
    const hadFocus = active !== null && active !== root && root.contains(active);
    const pending = root.querySelector('form[data-submit-pending]');
    const values = [...root.querySelectorAll(FIELDS)].filter(isField);
    root.replaceWith(next);
    for (const field of values) {
      const target = counterpart(field, next);
      if (target && isField(target)) carryValue(field, target);
    }
    let target: HTMLElement | null = hadFocus ? counterpart(active, next) : null;
    const nothingFocused = !doc.activeElement || doc.activeElement === doc.body;
    if (!target && (hadFocus || nothingFocused))
      target = intended !== null && next.contains(intended) ? intended : null;
    target?.focus();
    if (hadFocus && target) caret(active, target);
    if (pending) {
      const forms = [...next.querySelectorAll('form')].filter(
        (form) => form.getAttribute('method') !== 'dialog',
      );
      forms[0]?.requestSubmit();
    }
  };
  const ready = () =>
    doc.defaultView?.location.pathname !== path ||
    (heading !== null && headingText(next) === heading);
  const observer = new MutationObserver(() => {
    if (ready()) show();
  });
  observer.observe(next, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(show, LIMIT_MS);
  return { container: next, show };
}
