import { useId } from 'react';
import { Table, type TableColumn, type TableRowData } from '@axia/design-system';
import * as styles from './styles.css';

export interface DataTableProps {
  /** The table's caption: a visible heading that also names the table. */
  caption: string;
  headingLevel?: 2 | 3;
  columns: TableColumn[];
  rows: TableRowData[];
  emptyText?: string;
  isLoading?: boolean;
}

/** A captioned table: its caption is a heading above it and the table's accessible name. */
export function DataTable({
  caption,
  headingLevel = 2,
  columns,
  rows,
  emptyText = 'Nothing here.',
  isLoading,
}: DataTableProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Heading id={id} className={styles.sectionTitle}>
        {caption}
      </Heading>
      <Table
        aria-label={caption}
        columns={columns}
        rows={rows}
        emptyState={emptyText}
        isLoading={isLoading}
        loadingLabel={`Loading ${caption.toLowerCase()}`}
      />
    </section>
  );
}
