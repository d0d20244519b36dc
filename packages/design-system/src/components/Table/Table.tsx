import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { Skeleton, SkeletonText } from '../Skeleton';
import * as styles from './Table.css';

export type { SortDescriptor };

export interface TableColumn {
  /** Key into each row record. */
  id: string;
  /** Header text. */
  name: string;
  /** Names the row for screen readers (e.g. the date or the account name). The first column by default. */
  isRowHeader?: boolean;
  /** 'end' for numbers and amounts. */
  align?: 'start' | 'center' | 'end';
  /** Makes the header a sort button; the caller sorts `rows` in `onSortChange`. */
  allowsSorting?: boolean;
}

/** One row: a unique id and a plain value or node per column id. */
export interface TableRowData {
  id: string | number;
  [columnId: string]: ReactNode;
}

/**
 * What names the table: a `caption` (a real <caption>, shown above the rows or, with `isCaptionHidden`, only to
 * assistive technology), or an `aria-label` where there is no caption.
 */
export type TableName =
  | {
      /** Names the table for screen readers (no caption). */
      'aria-label': string;
      caption?: undefined;
      isCaptionHidden?: undefined;
    }
  | {
      /** The table's caption: a <caption> that names it. */
      caption: ReactNode;
      /** Keeps the caption for assistive technology only (the page says what the table is otherwise). */
      isCaptionHidden?: boolean;
      'aria-label'?: undefined;
    };

export interface TableBaseProps {
  columns: TableColumn[];
  rows: TableRowData[];
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown in a full-width cell when there are no rows, e.g. an EmptyState. */
  emptyState?: ReactNode;
  /** Shows skeleton rows and announces `loadingLabel` instead of the rows. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** Number of skeleton lines while loading. */
  loadingRowCount?: number;
}

export type TableProps = TableBaseProps & TableName;

function SortIndicator({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  // aria-sort on the header carries the state; the icon is decorative.
  if (direction === 'ascending')
    return <Icon name="chevronUp" size={16} className={styles.sortIcon} />;
  if (direction === 'descending')
    return <Icon name="chevronDown" size={16} className={styles.sortIcon} />;
  return <Icon name="chevronDown" size={16} className={styles.sortIconIdle} />;
}

/**
 * The table's <caption>, its first child. react-aria's Table renders only its collection inside the <table>, so the
 * caption element is made here, put first in the table, and its content rendered into it through a portal.
 */
function Caption({
  table,
  id,
  isHidden,
  children,
}: {
  table: HTMLTableElement | HTMLDivElement | null;
  id: string;
  isHidden: boolean;
  children: ReactNode;
}) {
  const [caption] = useState(() => document.createElement('caption'));
  useLayoutEffect(() => {
    // A virtualized table is a <div>: no caption there (aria-labelledby still names it).
    if (!(table instanceof HTMLTableElement)) return;
    table.prepend(caption);
    return () => caption.remove();
  }, [table, caption]);
  useLayoutEffect(() => {
    caption.setAttribute('id', id);
    caption.setAttribute('class', isHidden ? styles.captionHidden : styles.caption);
  }, [caption, id, isHidden]);
  return createPortal(children, caption);
}

/**
 * A data table on react-aria's Table (arrow-key grid navigation, aria-sort, row headers). Rows are
 * plain records; sorting is the caller's (it may need big.js for amounts), the table only reports it.
 * It scrolls sideways on narrow screens.
 */
export function Table({
  'aria-label': ariaLabel,
  caption,
  isCaptionHidden = false,
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  emptyState = 'No results',
  isLoading = false,
  loadingLabel = 'Loading…',
  loadingRowCount = 3,
}: TableProps) {
  // The element in state (a callback ref): the caption goes into it once it is there.
  const [table, setTable] = useState<HTMLTableElement | HTMLDivElement | null>(null);
  const captionId = useId();
  const hasCaption = caption !== undefined && caption !== null;
  // react-aria drops aria-busy from Table props, so set it on the element directly.
  useLayoutEffect(() => {
    if (isLoading) table?.setAttribute('aria-busy', 'true');
    else table?.removeAttribute('aria-busy');
  }, [isLoading, table]);
  const firstRowHeader = columns.some((column) => column.isRowHeader) ? undefined : columns[0]?.id;
  const isRowHeader = (column: TableColumn) => column.isRowHeader ?? column.id === firstRowHeader;
  return (
    <div className={styles.scroller}>
      {hasCaption && (
        <Caption table={table} id={captionId} isHidden={isCaptionHidden}>
          {caption}
        </Caption>
      )}
      <AriaTable
        ref={setTable}
        aria-label={hasCaption ? undefined : ariaLabel}
        aria-labelledby={hasCaption ? captionId : undefined}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        className={styles.table}
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={isRowHeader(column)}
              allowsSorting={column.allowsSorting}
              className={styles.column({ align: column.align ?? 'start' })}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnContent}>
                  {column.name}
                  {allowsSorting && <SortIndicator direction={sortDirection} />}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={isLoading ? [] : rows}
          dependencies={[columns]}
          renderEmptyState={() => (
            <div className={styles.emptyCell}>
              {isLoading ? (
                <Skeleton label={loadingLabel}>
                  <SkeletonText lines={loadingRowCount} />
                </Skeleton>
              ) : (
                emptyState
              )}
            </div>
          )}
        >
          {(row) => (
            <Row id={row.id} columns={columns} className={styles.row}>
              {(column) => (
                <Cell
                  className={styles.cell({
                    align: column.align ?? 'start',
                    isRowHeader: isRowHeader(column),
                  })}
                >
                  {row[column.id]}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
