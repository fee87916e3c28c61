import type { AdminDashboardResponse, InstructorDashboardResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { DASHBOARD_TEXT, salesCsvFileName } from '@medprep/shared/constants';
import { apiGetWith } from '../../lib/api-calls';
import { buildQuery, downloadApiFile } from '../../lib/api-client';
import { pagedRead } from '../../lib/read-query';
import type { DayRange } from './range';
import { apiRange } from './range';

export const dashboardKeys = {
  instructor: (range: DayRange) => ['instructor', 'dashboard', range] as const,
  admin: (range: DayRange) => ['admin', 'dashboard', range] as const,
};

/** A dashboard's read over a range of days: GET `path`?from&to. */
const dashboardOver =
  <T>(path: string) =>
  (range: DayRange, signal?: AbortSignal) =>
    apiGetWith<T>(path, apiRange(range), DASHBOARD_TEXT.loadFailed, signal);

/** GET /instructor/dashboard?from&to. */
export const getInstructorDashboard = dashboardOver<InstructorDashboardResponse>(
  apiPaths.dashboards.instructor(),
);

export const { options: instructorDashboardOptions, use: useInstructorDashboard } = pagedRead(
  dashboardKeys.instructor,
  getInstructorDashboard,
);

/** GET /admin/dashboard?from&to. */
export const getAdminDashboard = dashboardOver<AdminDashboardResponse>(apiPaths.dashboards.admin());

export const { options: adminDashboardOptions, use: useAdminDashboard } = pagedRead(
  dashboardKeys.admin,
  getAdminDashboard,
);

/** GET /instructor/sales.csv?from&to, saved as a file; resolves to the file's name. */
export async function downloadSalesCsv(range: DayRange): Promise<string> {
  const name = salesCsvFileName(range.from, range.to);
  await downloadApiFile(
    `${apiPaths.dashboards.salesCsv()}${buildQuery(apiRange(range))}`,
    name,
    DASHBOARD_TEXT.csvFailed,
  );
  return name;
}
