import type { AuditAction, AuditResponse, AuditTargetKind } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { readQuery } from '../../lib/read-query';
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
  apiRequest<AuditResponse>(apiPaths.audit.list(), {
    query: { ...filters },
    signal,
    fallback: AUDIT_TEXT.loadFailed,
  });

export const auditQueryOptions = (filters: AuditFilters) =>
  readQuery(auditKeys.list(filters), (signal) => getAudit(filters, signal), {
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AuditFilters) => useQuery(auditQueryOptions(filters));
