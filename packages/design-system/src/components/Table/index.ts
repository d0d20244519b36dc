// Table and PaginatedTable (Table + Pagination with a pageSize prop) share this folder.
export {
  Table,
  type TableProps,
  type TableBaseProps,
  type TableName,
  type TableColumn,
  type TableRowData,
  type SortDescriptor,
} from './Table';
export { PaginatedTable, type PaginatedTableProps } from './PaginatedTable';
