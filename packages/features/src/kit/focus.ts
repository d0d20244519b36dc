/** Moves focus to the first invalid field inside `root` (react-aria marks it), after the next paint. */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    root
      ?.querySelector<HTMLElement>(
        '[data-invalid] button, input[aria-invalid="true"], button[aria-invalid="true"], [data-invalid] input',
      )
      ?.focus();
  });
}
