import type { AuditAction, AuditTargetKind } from '@medprep/shared';

/** The audit trail's words (the web alone shows them). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.role_changed': 'Role changed',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'user.extra_time_changed': 'Extra time changed',
  'application.approved': 'Application approved',
  'application.rejected': 'Application rejected',
  'order.refunded': 'Order refunded',
  'review.hidden': 'Review hidden',
  'review.unhidden': 'Review shown again',
  'certificate.revoked': 'Certificate revoked',
  'question_report.resolved': 'Question report resolved',
};

export const AUDIT_TARGET_LABELS: Record<AuditTargetKind, string> = {
  user: 'Account',
  application: 'Application',
  order: 'Order',
  review: 'Review',
  certificate: 'Certificate',
  question_report: 'Question report',
};

export const AUDIT_TEXT = {
  title: 'Audit trail',
  intro:
    'Every change made to someone else’s account or money, newest first. Entries cannot be edited or deleted.',
  homeCard: 'Who changed what, when and from where: roles, accounts, extra time, decisions and refunds.',
  actionFilter: 'Action',
  targetFilter: 'Target',
  allActions: 'All actions',
  allTargets: 'All targets',
  targetIdSearch: 'Target id',
  targetIdForm: 'Find entries about one target',
  loading: 'Loading the audit trail…',
  loadFailed: 'The audit trail could not be loaded.',
  empty: 'Nothing has been recorded yet.',
  emptyFiltered: 'No entries match these filters.',
  emptyFilteredBody: 'Clear the filters to see every entry.',
  clearFilters: 'Clear filters',
  system: 'System',
  systemHint: 'automatic',
  actorFilterOn: (name: string) => `Showing actions by ${name}`,
  clearActor: 'Show everyone',
  onlyActor: (name: string) => `Only actions by ${name}`,
  onlyTarget: (kind: string, id: string) => `Only entries about ${kind} ${id}`,
  noAddress: 'not recorded',
  none: 'none',
  columns: {
    when: 'When',
    actor: 'Who',
    action: 'Action',
    target: 'Target',
    changes: 'Changes',
    ip: 'Address',
  },
  adminsOnly: 'Only admins can read the audit trail.',
  back: 'Admin',
} as const;

/** A changed field's value as a person reads it. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return AUDIT_TEXT.none;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** `extraTimePercent` → 'extra time percent'. */
export const fieldLabel = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
