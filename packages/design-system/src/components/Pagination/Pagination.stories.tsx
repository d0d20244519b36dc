import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

// Stories keep the page in state so buttons really move; onPageChange is still spied through args.
function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Data display/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentPageButton = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page');

export const Default: Story = {};

/** Required play: Next moves the page and aria-current follows it. */
export const NextMovesPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 2 of 5');
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    await expect(currentPageButton(canvasElement)).toHaveAccessibleName('Page 1');
  },
};

export const KeyboardFocus: Story = {
  args: { page: 4, pageCount: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('data-focus-visible', 'true');
    // Reaching the last page disables Next; focus lands on the current page instead of <body>.
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveFocus();
  },
};

export const LongRange: Story = {
  args: { page: 12, pageCount: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 40' }));
    await expect(currentPageButton(canvasElement)).toHaveAccessibleName('Page 40');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
export const FromTotalAndPageSize: Story = {
  args: { page: 1, pageCount: undefined, total: 95, pageSize: 10 },
};
export const LastPage: Story = { args: { page: 5 } };
export const SinglePage: Story = { args: { pageCount: 1 } };
export const Disabled: Story = {
  args: { isDisabled: true, page: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
export const LongLabels: Story = {
  args: {
    page: 3,
    pageCount: 9,
    previousLabel: 'Previous transactions',
    nextLabel: 'Next transactions',
    'aria-label': 'Transaction pages',
  },
};
export const MobileWidth: Story = {
  args: { page: 6, pageCount: 20 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
