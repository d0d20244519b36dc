/**
 * Moves focus to the first invalid field inside `root` (react-aria marks it), after the next paint. In an invalid
 * radio group, its first option that can take focus (a disabled one cannot).
 */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    root
      ?.querySelector<HTMLElement>(
        '[data-invalid] button:not(:disabled), input[aria-invalid="true"], button[aria-invalid="true"], [data-invalid] input:not(:disabled)',
      )
      ?.focus();
  });
}

/**
 * Focuses `target` once no modal dialog is left in the DOM (exit animations included) and react-aria has had its
 * frame to give focus back to the dialog's opener, then calls `then`. For an action whose opener may go away
 * (a list re-read after the dialog's action): react-aria would give focus back to it and lose it to <body>.
 * Returns a function that cancels it.
 */
export function focusAfterDialogs(target: () => HTMLElement | null, then?: () => void) {
  let frame = 0;
  const tick = () => {
    if (document.querySelector('[role="dialog"], [role="alertdialog"]')) {
      frame = requestAnimationFrame(tick);
      return;
    }
    // One more frame: react-aria restores focus in the frame after the dialog unmounts.
    frame = requestAnimationFrame(() => {
      target()?.focus();
      then?.();
    });
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
