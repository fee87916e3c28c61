import { z } from 'zod';
import { Role } from '../auth/schemas.ts';
import { PageMeta } from '../courses/schemas.ts';
import { limitParam, pageParam, queryEnum, queryText, uuid } from '../fields/schemas.ts';

/*
 * The action codes live beside their schemas (not in a zod-free copy.ts): the first-load constants entry
 * stays without them; the admin page that uses them loads zod anyway.
 *
 * The audit trail: every action that changes someone else's data or moves money is one row, written in the
 * action's own transaction. These are its action codes and the kinds of thing an entry is about.
 */
export const AUDIT_ACTIONS = {
  userRoleChanged: 'user.role_changed',
  userDisabled: 'user.disabled',
  userEnabled: 'user.enabled',
  userExtraTimeChanged: 'user.extra_time_changed',
  applicationApproved: 'application.approved',
  applicationRejected: 'application.rejected',
  orderRefunded: 'order.refunded',
  reviewHidden: 'review.hidden',
  reviewUnhidden: 'review.unhidden',
  certificateRevoked: 'certificate.revoked',
  questionReportResolved: 'question_report.resolved',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];
export const AUDIT_ACTION_CODES = Object.values(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** What an entry is about. */
export const AUDIT_TARGET_KINDS = [
  'user',
  'application',
  'order',
  'review',
  'certificate',
  'question_report',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** `changes`: each changed field's value before and after. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export const AUDIT_PAGE_SIZE = 20;
/** A target id in a filter: ids, codes and slugs all fit. */
export const AUDIT_TARGET_ID_MAX_LENGTH = 100;

export const AuditActionCode = z.enum(AUDIT_ACTION_CODES);
export const AuditTargetKind = z.enum(AUDIT_TARGET_KINDS);

/** `GET /admin/audit`: filter by who did it (a user id), what, and on what; newest first. */
export const AuditQuery = z.object({
  actor: z
    .union([z.literal(''), uuid('Actor')])
    .optional()
    .transform((v) => v || undefined),
  action: queryEnum(AUDIT_ACTION_CODES, 'Action'),
  targetKind: queryEnum(AUDIT_TARGET_KINDS, 'Target kind'),
  targetId: queryText({ max: AUDIT_TARGET_ID_MAX_LENGTH, label: 'Target id' }),
  page: pageParam(),
  limit: limitParam(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditEntry = z
  .object({
    id: z.string(),
    at: z.string(),
    /** Who did it; null for the system (an automatic refund, the `npm run admin` command). */
    actor: z.object({ id: z.string(), name: z.string(), role: Role }).nullable(),
    action: AuditActionCode,
    targetKind: AuditTargetKind,
    targetId: z.string(),
    ip: z.string().nullable(),
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditResponse = z
  .object({ items: z.array(AuditEntry), meta: PageMeta })
  .meta({ id: 'AuditResponse' });
export type AuditResponse = z.infer<typeof AuditResponse>;
