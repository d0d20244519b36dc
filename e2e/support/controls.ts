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
