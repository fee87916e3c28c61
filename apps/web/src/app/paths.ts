/** Every URL the app links to lives in the shared table of addresses (CONVENTIONS §8). */
export { paths } from '@medprep/shared/paths';
