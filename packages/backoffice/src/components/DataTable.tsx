import { Table, type TableColumn, type TableRowData } from '@axia/design-system';

export interface DataTableProps {
  /** The table's caption: shown above its rows, and the table's accessible name. */
  caption: string;
  columns: TableColumn[];
  rows: TableRowData[];
  emptyText?: string;
  isLoading?: boolean;
}

/** A captioned table: the design system's Table with a visible <caption> that names it. */
export function DataTable({
  caption,
  columns,
  rows,
  emptyText = 'Nothing here.',
  isLoading,
}: DataTableProps) {
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      emptyState={emptyText}
      isLoading={isLoading}
      loadingLabel={`Loading ${caption.toLowerCase()}`}
    />
  );
}
