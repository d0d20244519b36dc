import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

// The router's navigate function, spied on by the routing stories.
const navigate = fn();

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/accounts', children: 'View all accounts' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  args: { children: 'fees and limits' },
  render: (args) => (
    <p>
      Transfers within the EU are free. Read about our <Link {...args} /> before sending money
      abroad.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone' } };

export const External: Story = {
  args: {
    href: 'https://example.com/terms',
    target: '_blank',
    children: 'Terms and conditions',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Terms and conditions (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ExternalStandalone: Story = {
  args: { ...External.args, variant: 'standalone' },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View all accounts' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).toHaveAttribute('data-disabled', 'true');
  },
};

/**
 * Client-side routing with any router: inside react-aria's `RouterProvider`, a click calls the router's
 * `navigate(href)` instead of loading a new page.
 */
export const WithRouter: Story = {
  args: { variant: 'standalone', href: '/accounts/checking' },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Link {...args} />
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'View all accounts' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0]?.[0]).toBe('/accounts/checking');
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'standalone' },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Link {...args} />
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'View all accounts' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0]?.[0]).toBe('/accounts');
  },
};

export const LongText: Story = {
  args: {
    variant: 'standalone',
    children: 'Read the full explanation of how we calculate exchange rates and card payment fees',
  },
  render: (args) => (
    <div style={{ maxWidth: '320px' }}>
      <Link {...args} />
    </div>
  ),
};

export const MobileWidth: Story = {
  ...Inline,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
