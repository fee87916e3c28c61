/* What the shell and other features may use of teaching applications: the caller's own application. */
export { myApplicationQueryOptions } from './my-application';
