import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Amount } from '../Amount';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { StatusTag } from '../StatusTag';
import { List, type ListItemData } from './List';
import { PaginatedList } from './PaginatedList';

const beneficiaries: ListItemData[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  title: ['Alice Martin', 'Bob Chen', 'Chiara Rossi', 'Dmitri Ivanov'][index % 4] ?? '',
  description: `AX-${String(4100 + index)}`,
  leading: <Icon name="user" />,
  trailing:
    index % 5 === 4 ? (
      <StatusTag tone="warning" size="sm">
        Pending
      </StatusTag>
    ) : (
      <Amount value={String(120 * (index + 1)) + '.4567'} currency="EUR" decimals={2} />
    ),
}));

const meta = {
  title: 'Data display/List',
  component: List,
  args: { 'aria-label': 'Beneficiaries', items: beneficiaries.slice(0, 4) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Beneficiaries' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};
export const TitleOnly: Story = {
  args: {
    items: [
      { id: 1, title: 'Checking' },
      { id: 2, title: 'Savings' },
    ],
  },
};
export const Empty: Story = {
  args: {
    items: [],
    emptyState: (
      <EmptyState
        icon="user"
        title="No beneficiaries yet"
        description="People you send money to will appear here."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Loading beneficiaries' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading beneficiaries',
    );
  },
};
export const LongText: Story = {
  args: {
    items: [
      {
        id: 1,
        title: 'Maximilian Alexander von Hohenberg-Wittelsbach Trust Account for Education',
        description:
          'Reference: quarterly tuition payment for the autumn semester, including accommodation and meal plan',
        trailing: <Amount value="-12345.678" currency="GBP" decimals={2} signed />,
      },
      ...beneficiaries.slice(0, 2),
    ],
  },
};
/** `pageSize` splits the items into pages; Next moves the page. */
export const Paginated: Story = {
  render: (args) => <PaginatedList {...args} items={beneficiaries} pageSize={5} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = () =>
      within(canvas.getByRole('list', { name: 'Beneficiaries' })).getAllByRole('listitem');
    await expect(rows()).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows()[0]).toHaveTextContent('AX-4105');
  },
};
export const MobileWidth: Story = {
  render: (args) => <PaginatedList {...args} items={beneficiaries} pageSize={5} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
