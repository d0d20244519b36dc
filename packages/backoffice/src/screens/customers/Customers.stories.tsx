import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleStory, forever, signedIn, loadConsole } from '../../testing/fakes';
import { announcementsExpired } from '../../testing/storySupport';

const meta = {
  title: 'Backoffice/Customers',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/customers', make: signedIn(['operator']) },
  component: ConsoleStory,
  loaders: [loadConsole],
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function search(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  // The screen is loaded on demand (lazy): find the field, then type.
  await userEvent.type(await canvas.findByRole('searchbox'), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await announcementsExpired(canvasElement);
  return canvas;
}

export const Lookup: Story = {};

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, 'ada@demo.test');
    await expect(await canvas.findByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    make: signedIn(['operator'], { staffFindCustomers: () => Promise.resolve({ items: [] }) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, 'nobody@demo.test');
    await expect(await canvas.findByText('No customer found')).toBeVisible();
  },
};

/** An operator: everything read-only, then Suspend, Close and 'Propose an adjustment'. */
export const CustomerPage: Story = {
  args: { path: '/customers/u-ada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Suspend' })).toBeVisible();
    await expect(canvas.getByText('$1,520.75')).toBeVisible();
    await expect(canvas.getByText('12.123456 AXC')).toBeVisible();
  },
};

export const CustomerPageViewer: Story = {
  args: { path: '/customers/u-ada', make: signedIn(['viewer']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each table is named by its caption.
    await canvas.findByRole('grid', { name: 'Accounts' });
    await expect(canvas.queryByRole('button', { name: 'Suspend' })).toBeNull();
  },
};

export const CustomerLoading: Story = {
  args: { path: '/customers/u-ada', make: signedIn(['operator'], { staffCustomer: forever }) },
};
