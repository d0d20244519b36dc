import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Ticks a radio, checkbox or switch that is not yet ticked: focused, then Space. (react-aria hides the native input
 * under its tile, so a forced click lands wherever the tile was when measured: a banner appearing above moves it.)
 */
export async function pick(control: Locator) {
  if (await control.isChecked()) return;
  await control.focus();
  await control.press('Space');
  await expect(control).toBeChecked();
}

/**
 * Presses a button that is greyed (aria-disabled: Playwright would wait for it to be enabled) to see why it is: by
 * keyboard, focused then Enter. A forced click would skip waiting for the button to stop moving, and land wherever
 * it was when measured: a step whose content arrives after its heading moves it down (a CI run's Order Card press
 * hit the agreement's text instead).
 */
export async function pressGreyed(button: Locator) {
  await button.focus();
  await button.press('Enter');
}
