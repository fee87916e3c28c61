import type { AdminDashboardResponse, InstructorDashboardResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { DASHBOARD_TEXT, salesCsvFileName } from '@medprep/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { apiGetWith } from '../../lib/api-calls';
import { buildQuery, downloadApiFile } from '../../lib/api-client';
import { readPagedQuery } from '../../lib/read-query';
import type { DayRange } from './range';
import { apiRange } from './range';

export const dashboardKeys = {
  instructor: (range: DayRange) => ['instructor', 'dashboard', range] as const,
  admin: (range: DayRange) => ['admin', 'dashboard', range] as const,
};

/** GET /instructor/dashboard?from&to. */
export const getInstructorDashboard = (range: DayRange, signal?: AbortSignal) =>
  apiGetWith<InstructorDashboardResponse>(
    apiPaths.dashboards.instructor(),
    apiRange(range),
    DASHBOARD_TEXT.loadFailed,
    signal,
  );

export const instructorDashboardOptions = (range: DayRange) =>
  readPagedQuery(dashboardKeys.instructor(range), (signal) => getInstructorDashboard(range, signal));

export const useInstructorDashboard = (range: DayRange) => useQuery(instructorDashboardOptions(range));

/** GET /admin/dashboard?from&to. */
export const getAdminDashboard = (range: DayRange, signal?: AbortSignal) =>
  apiGetWith<AdminDashboardResponse>(
    apiPaths.dashboards.admin(),
    apiRange(range),
    DASHBOARD_TEXT.loadFailed,
    signal,
  );

export const adminDashboardOptions = (range: DayRange) =>
  readPagedQuery(dashboardKeys.admin(range), (signal) => getAdminDashboard(range, signal));

export const useAdminDashboard = (range: DayRange) => useQuery(adminDashboardOptions(range));

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
