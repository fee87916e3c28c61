import type { AuditAction, AuditResponse, AuditTargetKind } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { apiGetWith } from '../../lib/api-calls';
import { pagedRead } from '../../lib/read-query';
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

export const { options: auditQueryOptions, use: useAudit } = pagedRead(auditKeys.list, getAudit);
