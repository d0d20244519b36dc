import type { Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';

const NETWORK_DEPOSIT_PATHS = {
  V1: '/deposit/axia-network-deposit',
  V2: '/deposit/axia-network-v2-deposit',
} as const;

/** /deposit/axia-network-deposit and /deposit/axia-network-v2-deposit: the address pages (seed 001 §2). */
export class NetworkDepositPage {
  readonly shell;
  readonly main;
  readonly addressSection;
  readonly qrCode;
  readonly copyButton;
  readonly warnings;
  readonly finishButton;

  constructor(
    readonly page: Page,
    readonly network: 'V1' | 'V2',
  ) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    const name = network === 'V2' ? 'AXIA Network (V2)' : 'AXIA Network';
    this.addressSection = this.main.getByRole('region', { name: `Your ${name} deposit address` });
    this.qrCode = this.addressSection.getByRole('img', {
      name: `QR code of your ${name} deposit address`,
    });
    this.copyButton = this.addressSection.getByRole('button', { name: 'Copy deposit address' });
    this.warnings = this.main.getByRole('region', { name: 'Important' });
    this.finishButton = this.main.getByRole('button', { name: 'Finish' });
  }

  /** The address as shown (monospace text beside the QR code). */
  async address() {
    const pattern = this.network === 'V2' ? /^0x[0-9a-f]{40}$/ : /^axc1[a-z0-9]{38}$/;
    const text = await this.addressSection.getByText(pattern).textContent();
    return (text ?? '').trim();
  }

  value(term: string) {
    return this.main.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  /** The page titled 'Deposit', after a client-side route change (heading focused); audited. */
  async expectShown(state: string) {
    await expect(this.page).toHaveURL(new RegExp(`${NETWORK_DEPOSIT_PATHS[this.network]}$`));
    await expect(this.shell.heading('Deposit')).toBeFocused();
    await expect(this.qrCode).toBeVisible();
    await audit(this.page, state);
  }
}
