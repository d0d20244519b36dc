/**
 * Copies text to the clipboard. Uses the async Clipboard API; where it is missing (older browsers, insecure
 * origins) falls back to selecting a hidden textarea and `document.execCommand('copy')`. Rejects on failure.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const previousFocus =
    document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  // Read-only and off-screen: no virtual keyboard, no layout shift, never seen.
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  Object.assign(textarea.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '1px',
    height: '1px',
    opacity: '0',
    pointerEvents: 'none',
  });
  document.body.appendChild(textarea);
  try {
    // execCommand copies the selection of the focused element.
    textarea.focus({ preventScroll: true });
    textarea.select();
    const copied = document.execCommand('copy');
    if (!copied) throw new Error('The browser refused to copy.');
  } finally {
    textarea.remove();
    // Focusing the textarea moved focus; give it back to the control the user pressed.
    previousFocus?.focus();
  }
}
