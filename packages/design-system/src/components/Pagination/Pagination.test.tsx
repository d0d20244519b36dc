import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationProps } from './Pagination';
import { getPageItems, usePagination } from './usePagination';

function Controlled(props: Omit<PaginationProps, 'page' | 'onPageChange'> & { initial?: number }) {
  const { initial = 1, ...rest } = props;
  const [page, setPage] = useState(initial);
  return <Pagination {...rest} page={page} onPageChange={setPage} />;
}

const currentPage = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page');

describe('getPageItems', () => {
  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [7, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [50, 100, [1, 'ellipsis-start', 49, 50, 51, 'ellipsis-end', 100]],
    [1, 1, [1]],
  ])('page %i of %i → %j', (page, pageCount, expected) => {
    expect(getPageItems(page, pageCount)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark named Pagination with the current page marked', () => {
    render(<Pagination page={3} pageCount={5} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const page3 = within(nav).getByRole('button', { name: 'Page 3' });
    expect(page3).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('moves with Next, Previous and page buttons and updates aria-current and the status', async () => {
    render(<Controlled pageCount={5} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentPage()).toHaveAccessibleName('Page 2');
    expect(screen.getByRole('status')).toHaveTextContent('Page 2 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(currentPage()).toHaveAccessibleName('Page 4');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentPage()).toHaveAccessibleName('Page 3');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('does not report a press on the current page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('keeps keyboard focus inside when Next becomes disabled on the last page', async () => {
    render(<Controlled pageCount={2} />);
    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
  });

  it('derives the page count from total and pageSize and hides long ranges behind an ellipsis', () => {
    const { container } = render(
      <Pagination page={10} total={195} pageSize={10} onPageChange={() => {}} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 20' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
    const ellipses = container.querySelectorAll('li[aria-hidden="true"]');
    expect(ellipses).toHaveLength(2);
    // Previous, 1, 9, 10, 11, 20, Next
    expect(within(nav).getAllByRole('button')).toHaveLength(7);
  });

  it('accepts translated labels', () => {
    render(
      <Pagination
        page={1}
        pageCount={2}
        onPageChange={() => {}}
        aria-label="Pagination des transactions"
        previousLabel="Précédent"
        nextLabel="Suivant"
        getPageLabel={(page) => `Page ${page}`}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination des transactions' });
    expect(within(nav).getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });
});

describe('usePagination', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('slices items into pages and moves between them', () => {
    const { result } = renderHook(() => usePagination(items, 10));
    expect(result.current.pageCount).toBe(3);
    expect(result.current.pageItems).toEqual(items.slice(0, 10));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    expect(result.current.pageItems).toEqual([21, 22, 23]);
    act(() => result.current.setPage(99));
    expect(result.current.page).toBe(3);
  });

  it('clamps the page when the items shrink', () => {
    const { result, rerender } = renderHook(
      ({ list }) => usePagination(list, 10, { defaultPage: 3 }),
      {
        initialProps: { list: items },
      },
    );
    expect(result.current.page).toBe(3);
    rerender({ list: items.slice(0, 5) });
    expect(result.current.page).toBe(1);
    expect(result.current.pageItems).toEqual([1, 2, 3, 4, 5]);
  });

  it('reports changes when controlled', () => {
    const onPageChange = vi.fn();
    const { result } = renderHook(() => usePagination(items, 10, { page: 2, onPageChange }));
    expect(result.current.pageItems[0]).toBe(11);
    act(() => result.current.setPage(3));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(result.current.page).toBe(2);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => renderHook(() => usePagination(items, 0))).toThrow(RangeError);
  });
});
