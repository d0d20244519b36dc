import type { ReactNode } from 'react';
import { Pagination } from './Pagination';
import { paginatedLayout } from './Pagination.css';
import type { PaginationState } from './usePagination';

export interface PaginatedLayoutProps {
  /** What usePagination returned for the content. */
  pagination: PaginationState<unknown>;
  /** Pagination is hidden while the content is loading. */
  isLoading?: boolean;
  /** Name of the pagination landmark. */
  paginationLabel?: string;
  /** The current page of content (a List or Table given `pagination.pageItems`). */
  children: ReactNode;
}

/** The content of the current page with Pagination below it, hidden while loading or for a single page. */
export function PaginatedLayout({
  pagination,
  isLoading,
  paginationLabel,
  children,
}: PaginatedLayoutProps) {
  return (
    <div className={paginatedLayout}>
      {children}
      {!isLoading && pagination.pageCount > 1 && (
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
