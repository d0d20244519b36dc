import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransportRequest } from '@axia/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_V1_ADDRESS, SAMPLE_V2_ADDRESS } from '../token/fixtures';
import { depositServices, renderDepositScreen } from '../token/testing';
import { NETWORK_PATHS } from './messages';
import { NetworkDepositView } from './NetworkDepositScreen';

async function renderNetwork(
  network: 'V1' | 'V2',
  getCustodyDepositAddress: (request: TransportRequest) => Promise<unknown> = async (request) => ({
    data: request.query?.asset === 'axiaV2' ? SAMPLE_V2_ADDRESS : SAMPLE_V1_ADDRESS,
  }),
) {
  const read = vi.fn(getCustodyDepositAddress);
  const { services, notify, navigate } = depositServices({
    responses: { getCustodyDepositAddress: read },
  });
  const view = await renderDepositScreen(<NetworkDepositView network={network} />, {
    services,
    path: NETWORK_PATHS[network],
  });
  return { ...view, read, notify, navigate };
}

const definition = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the network deposit address pages', () => {
  it("shows the V1 address with a copy action and a QR code, the minimum, the fee and the warnings, titled 'Deposit'", async () => {
    const { read } = await renderNetwork('V1');
    expect(read).toHaveBeenCalledOnce();
    expect(read.mock.calls[0]![0].query ?? {}).toEqual({});
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    const address = screen.getByRole('region', { name: 'Your AXIA Network deposit address' });
    expect(within(address).getByText(SAMPLE_V1_ADDRESS)).toBeVisible();
    expect(
      within(address).getByRole('img', { name: 'QR code of your AXIA Network deposit address' }),
    ).toBeVisible();
    expect(within(address).getByRole('button', { name: 'Copy deposit address' })).toBeVisible();
    expect(definition('Minimum deposit')).toHaveTextContent('1 AXC');
    expect(definition('Estimated network fee')).toHaveTextContent('0.001 AXC (Paid by the sender)');
    const warnings = screen.getByRole('region', { name: 'Important' });
    expect(warnings).toHaveTextContent('Send only AXC on the AXIA Network to this address.');
    expect(warnings).toHaveTextContent('Deposits below 1 AXC are not credited.');
    expect(warnings).not.toHaveTextContent('V2');
  });

  it('asks for the V2 address with asset=axiaV2 and says it applies only to V2 AXC', async () => {
    const { read } = await renderNetwork('V2');
    expect(read.mock.calls[0]![0].query).toEqual({ asset: 'axiaV2' });
    const address = screen.getByRole('region', { name: 'Your AXIA Network (V2) deposit address' });
    expect(within(address).getByText(SAMPLE_V2_ADDRESS)).toBeVisible();
    expect(
      within(address).getByRole('img', {
        name: 'QR code of your AXIA Network (V2) deposit address',
      }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Important' })).toHaveTextContent(
      'This address applies only to V2 AXC on the AXIA Network (V2).',
    );
  });

  it("copies the address and says 'Text has been copied to clipboard.'", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { notify } = await renderNetwork('V2');
    await user.click(screen.getByRole('button', { name: 'Copy deposit address' }));
    expect(writeText).toHaveBeenCalledWith(SAMPLE_V2_ADDRESS);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Text has been copied to clipboard.',
      }),
    );
  });

  it('returns to /deposit on Finish', async () => {
    const { navigate } = await renderNetwork('V1');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(navigate).toHaveBeenCalledWith('/deposit');
  });

  it('says why the address could not be read, and reads it again on request', async () => {
    let fail = true;
    const { read } = await renderNetwork('V2', async () => {
      if (fail) throw new Error('This service is temporarily unavailable, please try again later.');
      return { data: SAMPLE_V2_ADDRESS };
    });
    const banner = screen.getByRole('region', { name: 'Your deposit address could not be loaded' });
    expect(banner).toHaveTextContent(
      'This service is temporarily unavailable, please try again later.',
    );
    expect(screen.queryByRole('button', { name: 'Copy deposit address' })).toBeNull();
    fail = false;
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(read).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(SAMPLE_V2_ADDRESS)).toBeVisible();
    // The minimum and the fee are shown whatever the address read does.
    expect(definition('Minimum deposit')).toHaveTextContent('1 AXC');
  });
});
