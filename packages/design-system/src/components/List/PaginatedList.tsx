import { PaginatedLayout } from '../Pagination/PaginatedLayout';
import { usePagination, type UsePaginationOptions } from '../Pagination/usePagination';
import { List, type ListProps } from './List';

export interface PaginatedListProps extends ListProps, UsePaginationOptions {
  /** Items per page. */
  pageSize: number;
  /** Name of the pagination landmark; give each paginated list on a page its own. */
  paginationLabel?: string;
}

/** A List that shows `pageSize` items at a time with Pagination below it (hidden for a single page). */
export function PaginatedList({
  pageSize,
  page,
  defaultPage,
  onPageChange,
  paginationLabel,
  items,
  ...listProps
}: PaginatedListProps) {
  const pagination = usePagination(items, pageSize, { page, defaultPage, onPageChange });
  return (
    <PaginatedLayout
      pagination={pagination}
      isLoading={listProps.isLoading}
      paginationLabel={paginationLabel}
    >
      <List {...listProps} items={pagination.pageItems} />
    </PaginatedLayout>
  );
}
