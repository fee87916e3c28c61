import type { AuditAction, AuditResponse, AuditTargetKind } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGetWith } from '../../lib/api-calls';
import { readPagedQuery } from '../../lib/read-query';
import { AUDIT_TEXT } from './content';

export interface AuditFilters {
  actor?: string;
  action?: AuditAction;
  targetKind?: AuditTargetKind;
  targetId?: string;
  page: number;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
};

/** GET /admin/audit. */
export const getAudit = (filters: AuditFilters, signal?: AbortSignal) =>
  apiGetWith<AuditResponse>(apiPaths.audit.list(), { ...filters }, AUDIT_TEXT.loadFailed, signal);

export const auditQueryOptions = (filters: AuditFilters) =>
  readPagedQuery(auditKeys.list(filters), (signal) => getAudit(filters, signal));

export const useAudit = (filters: AuditFilters) => useQuery(auditQueryOptions(filters));
