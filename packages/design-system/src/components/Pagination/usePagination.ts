import { useState } from 'react';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: always the first and last page, the current page with `siblingCount` pages on
 * each side, and an ellipsis for each hidden run. The number of items stays constant while paging
 * (2 × siblingCount + 5) so the buttons do not jump under the pointer; a gap of one page shows that page
 * instead of an ellipsis.
 */
export function getPageItems(page: number, pageCount: number, siblingCount = 1): PageItem[] {
  const slots = siblingCount * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const current = clamp(page, 1, pageCount);
  const start = Math.max(current - siblingCount, 3);
  const end = Math.min(current + siblingCount, pageCount - 2);
  const showStartEllipsis = start > 3;
  const showEndEllipsis = end < pageCount - 2;
  // Near an edge, extend the run so the total stays `slots`.
  if (!showStartEllipsis) return [...range(1, slots - 2), 'ellipsis-end', pageCount];
  if (!showEndEllipsis) return [1, 'ellipsis-start', ...range(pageCount - (slots - 3), pageCount)];
  return [1, 'ellipsis-start', ...range(start, end), 'ellipsis-end', pageCount];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

export function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max);
}

export function getPageCount(total: number, pageSize: number) {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a positive integer, got ${String(pageSize)}`);
  }
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface UsePaginationOptions {
  /** Controlled page (1-based). */
  page?: number;
  /** Initial page when uncontrolled; defaults to 1. */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
}

export interface PaginationState<T> {
  /** The items of the current page. */
  pageItems: T[];
  /** Current page, 1-based, always within 1…pageCount. */
  page: number;
  pageCount: number;
  total: number;
  setPage: (page: number) => void;
}

/**
 * Splits `items` into pages of `pageSize`. Controlled (`page` + `onPageChange`) or uncontrolled. When the
 * items shrink (a filter), the page is clamped to the last existing page.
 */
export function usePagination<T>(
  items: readonly T[],
  pageSize: number,
  { page: controlledPage, defaultPage = 1, onPageChange }: UsePaginationOptions = {},
): PaginationState<T> {
  const [uncontrolledPage, setUncontrolledPage] = useState(defaultPage);
  const pageCount = getPageCount(items.length, pageSize);
  const page = clamp(controlledPage ?? uncontrolledPage, 1, pageCount);
  const setPage = (next: number) => {
    const target = clamp(next, 1, pageCount);
    if (controlledPage === undefined) setUncontrolledPage(target);
    onPageChange?.(target);
  };
  const pageItems = items.slice((page - 1) * pageSize, page * pageSize);
  return { pageItems, page, pageCount, total: items.length, setPage };
}
