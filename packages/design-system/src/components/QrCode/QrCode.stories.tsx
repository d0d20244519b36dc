import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Data display/QrCode',
  component: QrCode,
  args: {
    value: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    label: 'QR code for deposit address',
  },
  argTypes: { level: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] } },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

function luminance(cssColor: string) {
  const [r = 0, g = 0, b = 0] = (cssColor.match(/[\d.]+/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// Dark modules on a light background, whatever the theme.
const expectScannable: Story['play'] = async ({ canvasElement }) => {
  const image = within(canvasElement).getByRole('img', { name: 'QR code for deposit address' });
  const style = getComputedStyle(image);
  await expect(luminance(style.backgroundColor)).toBeGreaterThan(200);
  await expect(luminance(style.color)).toBeLessThan(60);
  await expect(image.tagName.toLowerCase()).toBe('svg');
};

export const Default: Story = { play: expectScannable };

export const WithValue: Story = {
  args: { showValue: true },
  play: async (context) => {
    await expectScannable(context);
    await expect(
      within(context.canvasElement).getByText('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'),
    ).toBeVisible();
  },
};

/** The dark theme keeps a light background: scanners cannot read inverted codes reliably. */
export const DarkTheme: Story = {
  args: { showValue: true },
  globals: { theme: 'dark' },
  play: expectScannable,
};

export const Small: Story = { args: { size: 128 } };

export const LongValue: Story = {
  args: {
    value:
      'ethereum:0x71C7656EC7ab88b098defB751B7401B5f6d8976F@1/transfer?address=0x89205A3A3b2A69De6Dbf7f01ED13B2108B2c43e7&uint256=1.5e18',
    label: 'QR code for deposit address',
    showValue: true,
    level: 'H',
    size: 256,
  },
  play: expectScannable,
};

export const MobileWidth: Story = {
  args: { showValue: true, size: 256 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
