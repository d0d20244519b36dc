// List and PaginatedList (List + Pagination with a pageSize prop) share this folder.
export { List, type ListProps, type ListItemData } from './List';
export { PaginatedList, type PaginatedListProps } from './PaginatedList';
