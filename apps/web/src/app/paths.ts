/** Every URL the app links to lives in the shared table of addresses: no string-built links. */
export { paths } from '@medprep/shared/paths';
