import { listSearch, readPage, useListAddress } from './address';

const readPageOnly = (params: URLSearchParams) => ({ page: readPage(params) });
const pageSearch = (filters: { page: number }) => listSearch(filters);

/** The address of a list whose only filter is its page: that page, and ListView's pager. */
export const usePageAddress = () => useListAddress(readPageOnly, pageSearch);
