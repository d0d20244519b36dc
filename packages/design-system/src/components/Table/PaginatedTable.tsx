import { PaginatedLayout } from '../Pagination/PaginatedLayout';
import { usePagination, type UsePaginationOptions } from '../Pagination/usePagination';
import { Table, type TableProps } from './Table';

export type PaginatedTableProps = TableProps &
  UsePaginationOptions & {
    /** Rows per page. */
    pageSize: number;
    /** Name of the pagination landmark; give each paginated table on a page its own. */
    paginationLabel?: string;
  };

/**
 * A Table that shows `pageSize` rows at a time with Pagination below it. Give it every row (already
 * sorted); pages are cut here. Pagination is hidden while loading and when everything fits one page.
 */
export function PaginatedTable({
  pageSize,
  page,
  defaultPage,
  onPageChange,
  paginationLabel,
  rows,
  ...tableProps
}: PaginatedTableProps) {
  const pagination = usePagination(rows, pageSize, { page, defaultPage, onPageChange });
  return (
    <PaginatedLayout
      pagination={pagination}
      isLoading={tableProps.isLoading}
      paginationLabel={paginationLabel}
    >
      <Table {...tableProps} rows={pagination.pageItems} />
    </PaginatedLayout>
  );
}
