import { Pagination } from '../Pagination';
import { paginatedLayout } from '../Pagination/Pagination.css';
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
    <div className={paginatedLayout}>
      <List {...listProps} items={pagination.pageItems} />
      {!listProps.isLoading && pagination.pageCount > 1 && (
        <Pagination
          page={pagination.page}
          pageCount={pagination.pageCount}
          onPageChange={pagination.setPage}
          aria-label={paginationLabel}
        />
      )}
    </div>
  );
}
