import type { AuditAction, AuditChanges, AuditTargetKind, Role } from '@medprep/shared';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';

/** Who acted and from where: the signed-in user and the request's address, or null for the system. */
export interface AuditContext {
  actor: { id: string; role: Role } | null;
  /** The client's address (Fastify's `request.ip`, which follows TRUST_PROXY). */
  ip: string | null;
}

/** An action a person took. */
export type ActorContext = AuditContext & { actor: { id: string; role: Role } };

/** The context of an action taken by this request's signed-in user. */
export const auditContextOf = (request: FastifyRequest, actor: { id: string; role: Role }): ActorContext => ({
  actor: { id: actor.id, role: actor.role },
  ip: request.ip,
});

/** The context of an action nobody took by hand (a sweep, a command). */
export const SYSTEM_AUDIT: AuditContext = { actor: null, ip: null };

export interface AuditInput {
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string };
  /** The person the target belongs to (the user, the applicant, the buyer): their data export includes it. */
  subjectUserId: string | null;
  /** Only the fields that changed, each as [before, after]. */
  changes: AuditChanges;
  at: Date;
}

/**
 * Appends one entry to the audit trail. Call it inside the action's own transaction, so the entry exists
 * exactly when the action does (a rolled-back action leaves none).
 */
export async function recordAudit(tx: Tx, context: AuditContext, input: AuditInput): Promise<void> {
  await tx.insert(auditEntries).values({
    at: input.at,
    actorId: context.actor?.id ?? null,
    actorRole: context.actor?.role ?? null,
    action: input.action,
    targetKind: input.target.kind,
    targetId: input.target.id,
    subjectUserId: input.subjectUserId,
    ip: context.ip,
    changes: input.changes,
  });
}
