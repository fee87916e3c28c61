import type { AdminUser } from '@medprep/shared';
import type { ReactNode } from 'react';

/**
 * Controls other modules add to each row of /admin/users (e.g. the quizzes module's 'Extra time'): a module
 * calls `registerUserRowExtra` from its own feature folder (imported by its admin entry), and the users page
 * shows the controls after Disable/Enable.
 */
const extras: Array<(user: AdminUser) => ReactNode> = [];

export function registerUserRowExtra(render: (user: AdminUser) => ReactNode): void {
  if (!extras.includes(render)) extras.push(render);
}

export const userRowExtras = (): ReadonlyArray<(user: AdminUser) => ReactNode> => extras;
