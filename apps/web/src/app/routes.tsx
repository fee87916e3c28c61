import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { NotFoundRedirect } from './not-found';
import { pageRoutes } from './route-table';

/** The router's table: the pages in the layout, and any other address goes home with a notice. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [...pageRoutes, { path: '*', element: <NotFoundRedirect /> }],
  },
];
