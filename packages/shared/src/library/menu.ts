/**
 * The shell menu's link to the library. A file of its own: the shell's menu loads with the first page, and a
 * bundler puts a whole module there when the first page uses any part of it.
 */
export const MY_LIBRARY_LABEL = 'My library';
