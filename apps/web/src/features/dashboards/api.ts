import type { AdminDashboardResponse, InstructorDashboardResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { DASHBOARD_TEXT, salesCsvFileName } from '@medprep/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, buildQuery, downloadApiFile } from '../../lib/api-client';
import { readQuery } from '../../lib/read-query';
import type { DayRange } from './range';
import { apiRange } from './range';

export const dashboardKeys = {
  instructor: (range: DayRange) => ['instructor', 'dashboard', range] as const,
  admin: (range: DayRange) => ['admin', 'dashboard', range] as const,
};

/** GET /instructor/dashboard?from&to. */
export const getInstructorDashboard = (range: DayRange, signal?: AbortSignal) =>
  apiRequest<InstructorDashboardResponse>(apiPaths.dashboards.instructor(), {
    query: apiRange(range),
    signal,
    fallback: DASHBOARD_TEXT.loadFailed,
  });

export const instructorDashboardOptions = (range: DayRange) =>
  readQuery(dashboardKeys.instructor(range), (signal) => getInstructorDashboard(range, signal), {
    placeholderData: keepPreviousData,
  });

export const useInstructorDashboard = (range: DayRange) => useQuery(instructorDashboardOptions(range));

/** GET /admin/dashboard?from&to. */
export const getAdminDashboard = (range: DayRange, signal?: AbortSignal) =>
  apiRequest<AdminDashboardResponse>(apiPaths.dashboards.admin(), {
    query: apiRange(range),
    signal,
    fallback: DASHBOARD_TEXT.loadFailed,
  });

export const adminDashboardOptions = (range: DayRange) =>
  readQuery(dashboardKeys.admin(range), (signal) => getAdminDashboard(range, signal), {
    placeholderData: keepPreviousData,
  });

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
