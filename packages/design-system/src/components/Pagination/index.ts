// Pagination and the usePagination helper that PaginatedTable and PaginatedList build on.
export { Pagination, type PaginationProps } from './Pagination';
export {
  usePagination,
  getPageItems,
  type PageItem,
  type PaginationState,
  type UsePaginationOptions,
} from './usePagination';
