import { lazy } from 'react';

/* What other features may use of the dashboards: the admin home shows the admin dashboard above its links. */
export const AdminDashboard = lazy(() => import('./components/admin-dashboard'));
