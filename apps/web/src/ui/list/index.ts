// The kit for list screens: frame and header, filters in the address, the list's states, table or cards, pager.
export {
  type DeclaredFilters,
  filterAddress,
  type ListAddress,
  lastParam,
  listSearch,
  readEnum,
  readInt,
  readPage,
  readText,
  statusListAddress,
  useListAddress,
} from './address';
export { CardRow } from './card-row';
export { editColumn, PictureTitleCell, statusColumn, updatedColumn } from './cells';
export { type CardsLayout, type ListEmpty, type ListQuery, ListView, type RowCardsLayout } from './list-view';
export { ListHeader, ListPage, ListScreen, ListToolbar } from './page';
export { ClearFilters, FilterSelect, ListSearch, SearchField } from './search';
export { type StatusTab, StatusTabs, tabButtonClass } from './status-tabs';
export { CardList, type Column, ResponsiveTable } from './table';
