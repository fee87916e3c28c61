/** Certificates: issued inside the completing transaction, listed, verified in public and revoked by an admin. */
import { randomBytes } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_GROUP_LENGTH,
  CERTIFICATE_CODE_GROUPS,
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_ISSUED_NOTICE,
  CERTIFICATE_ISSUER,
  CERTIFICATE_MESSAGES,
  type CertificateKind,
  type CertificateResponse,
  cpdHoursFor,
  type MyCertificatesResponse,
  paths,
} from '@medprep/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { certificates, courses, quizzes, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { type ActorContext, recordAudit } from '../audit/index.ts';
import { notify } from '../notifications/service.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/** An unguessable code: 100 random bits in Crockford base32, 'XXXXX-XXXXX-XXXXX-XXXXX'. */
export function newCertificateCode(): string {
  const length = CERTIFICATE_CODE_GROUPS * CERTIFICATE_CODE_GROUP_LENGTH;
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) {
    if (i > 0 && i % CERTIFICATE_CODE_GROUP_LENGTH === 0) out += '-';
    // 256 is a multiple of 32: every character is equally likely.
    out += CERTIFICATE_CODE_ALPHABET[bytes[i]! % CERTIFICATE_CODE_ALPHABET.length];
  }
  return out;
}

/** What is being certified: its title, its instructor's name and its CPD time, read in the transaction. */
async function certifiedItem(tx: Tx, kind: CertificateKind, itemId: string) {
  if (kind === 'course') {
    const [row] = await tx
      .select({
        title: courses.title,
        ownerId: courses.ownerId,
        instructor: users.name,
        sec: courses.totalDurationSec,
      })
      .from(courses)
      .innerJoin(users, eq(users.id, courses.ownerId))
      .where(eq(courses.id, itemId));
    return row;
  }
  const [row] = await tx
    .select({
      title: quizzes.title,
      ownerId: quizzes.ownerId,
      instructor: users.name,
      sec: quizzes.timeLimitSec,
    })
    .from(quizzes)
    .innerJoin(users, eq(users.id, quizzes.ownerId))
    .where(eq(quizzes.id, itemId));
  return row;
}

export interface IssueCertificate {
  userId: string;
  kind: CertificateKind;
  /** The course's or the quiz's id. */
  itemId: string;
  now: Date;
}

/**
 * Issues the certificate for a finished course or a passed mock, inside the caller's transaction (so it exists
 * exactly when the completion does). Idempotent: the unique key on person and item makes a second completion
 * or pass, even a concurrent one, issue nothing (returns null). The item's own instructor gets none.
 * CPD hours: a course's total duration, a mock's time limit, rounded to the half hour. The holder gets a bell
 * notice (no mail) linking to their certificates, written in the same transaction: one per certificate.
 */
export async function issueCertificate(tx: Tx, input: IssueCertificate): Promise<CertificateRow | null> {
  const item = await certifiedItem(tx, input.kind, input.itemId);
  if (!item || item.ownerId === input.userId) return null;
  const [row] = await tx
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      userId: input.userId,
      kind: input.kind,
      itemId: input.itemId,
      title: item.title,
      instructorName: item.instructor,
      cpdHalfHours: Math.round(cpdHoursFor(item.sec) * 2),
      issuedAt: input.now,
    })
    .onConflictDoNothing({ target: [certificates.userId, certificates.kind, certificates.itemId] })
    .returning();
  if (!row) return null;
  await notify(tx, {
    userId: input.userId,
    kind: 'certificate_issued',
    title: CERTIFICATE_ISSUED_NOTICE.title(row.title),
    body: CERTIFICATE_ISSUED_NOTICE.body,
    link: paths.myCertificates(),
    at: input.now,
  });
  return row;
}

const cpdHours = (row: Pick<CertificateRow, 'cpdHalfHours'>) => row.cpdHalfHours / 2;

/** GET /me/certificates: the caller's certificates, newest first (revoked ones included: the page says so). */
export async function listMyCertificates(db: DbOrTx, userId: string): Promise<MyCertificatesResponse> {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return {
    items: rows.map((r) => ({
      code: r.code,
      kind: r.kind,
      title: r.title,
      issuedAt: r.issuedAt.toISOString(),
      cpdHours: cpdHours(r),
    })),
  };
}

/** A certificate with its holder's name; null for an unknown code or a deleted holder. */
export async function findCertificate(db: DbOrTx, code: string) {
  if (!CERTIFICATE_CODE_PATTERN.test(code)) return null;
  const [found] = await db
    .select({ c: certificates, holderName: users.name })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(and(eq(certificates.code, code), isNull(users.deletedAt)));
  return found ?? null;
}

export type FoundCertificate = NonNullable<Awaited<ReturnType<typeof findCertificate>>>;

/** The public face of a certificate: the holder's name and nothing else about them. */
export const toPublicCertificate = ({
  c,
  holderName,
}: FoundCertificate): CertificateResponse['certificate'] => ({
  code: c.code,
  holderName,
  title: c.title,
  kind: c.kind,
  issuedAt: c.issuedAt.toISOString(),
  cpdHours: cpdHours(c),
  issuer: CERTIFICATE_ISSUER,
  status: c.revokedAt ? 'revoked' : 'valid',
});

/** GET /certificates/{code}: anyone may verify a code; 404 for an unknown code or a deleted holder. */
export async function verifyCertificate(db: DbOrTx, code: string): Promise<CertificateResponse> {
  const found = await findCertificate(db, code);
  if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return { certificate: toPublicCertificate(found) };
}

/** The holder's own certificate (for the PDF); another person's code is a 404, as an unknown one. */
export async function holderCertificate(db: DbOrTx, userId: string, code: string): Promise<FoundCertificate> {
  const found = await findCertificate(db, code);
  if (!found || found.c.userId !== userId) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return found;
}

/**
 * POST /admin/certificates/{code}/revoke: the one way a certificate is revoked (so every revocation can be
 * recorded in one place). Once only: a second revoke is a 409 and keeps the first reason.
 */
export async function revokeCertificate(
  db: Db,
  audit: ActorContext,
  code: string,
  reason: string,
  now: Date,
): Promise<CertificateResponse> {
  const found = await findCertificate(db, code);
  if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
  // The revocation and its audit entry are written together, or neither is.
  const row = await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(certificates)
      .set({ revokedAt: now, revokedReason: reason, revokedBy: audit.actor.id })
      .where(and(eq(certificates.id, found.c.id), isNull(certificates.revokedAt)))
      .returning();
    if (!revoked) throw conflict(CERTIFICATE_MESSAGES.alreadyRevoked);
    await recordAudit(tx, audit, {
      action: AUDIT_ACTIONS.certificateRevoked,
      target: { kind: 'certificate', id: revoked.code },
      subjectUserId: revoked.userId,
      changes: { status: ['valid', 'revoked'], reason: [null, reason] },
      at: now,
    });
    return revoked;
  });
  return { certificate: toPublicCertificate({ c: row, holderName: found.holderName }) };
}

/** 'Download my data': the person's certificates, revoked ones with the reason. */
export async function exportCertificates(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return rows.map((r) => ({
    code: r.code,
    kind: r.kind,
    title: r.title,
    instructor: r.instructorName,
    cpdHours: cpdHours(r),
    issuedAt: r.issuedAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
    revokedReason: r.revokedReason,
  }));
}

/** 'Delete my account': the certificates go with it (their codes stop verifying). */
export async function eraseCertificates(tx: Tx, userId: string): Promise<void> {
  await tx.delete(certificates).where(eq(certificates.userId, userId));
}
