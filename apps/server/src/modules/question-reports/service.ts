/** Question reports: a learner who answered a question reports it; its author or an admin resolves it. */
import {
  AUDIT_ACTIONS,
  isUuid,
  paths,
  QUESTION_REPORT_MESSAGES,
  type QuestionReport,
  type QuestionReportBody,
  type QuestionReportStatus,
  type QuestionReportsResponse,
  questionReportNoticeBody,
  type ResolveQuestionReportBody,
} from '@medprep/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { learnerQuestions, questionReports, quizQuestions, quizzes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { isUniqueViolation } from '../../platform/slug.ts';
import { one } from '../../platform/sql.ts';
import { type ActorContext, recordAudit } from '../audit/index.ts';
import { notify } from '../notifications/service.ts';

const columns = {
  report: questionReports,
  prompt: quizQuestions.prompt,
  quizTitle: quizzes.title,
  ownerId: quizzes.ownerId,
};
type Row = {
  report: typeof questionReports.$inferSelect;
  prompt: string;
  quizTitle: string;
  ownerId: string;
};

const toQuestionReport = ({ report, prompt, quizTitle }: Row): QuestionReport => ({
  id: report.id,
  questionId: report.questionId,
  quizId: report.quizId,
  quizTitle,
  prompt,
  reason: report.reason,
  text: report.text,
  status: report.status,
  outcome: report.outcome,
  reply: report.reply,
  createdAt: report.createdAt.toISOString(),
  resolvedAt: report.resolvedAt?.toISOString() ?? null,
});

const reportNotFound = () => notFound(QUESTION_REPORT_MESSAGES.notFound);

async function loadReport(db: DbOrTx, id: string): Promise<Row | undefined> {
  if (!isUuid(id)) return undefined;
  return one(
    db
      .select(columns)
      .from(questionReports)
      .innerJoin(quizQuestions, eq(quizQuestions.id, questionReports.questionId))
      .innerJoin(quizzes, eq(quizzes.id, questionReports.quizId))
      .where(eq(questionReports.id, id)),
  );
}

/**
 * `POST /questions/{id}/reports`: only someone who has answered the question (in the bank, an exam or
 * practice) may report it, and one open report per person and question (the database's unique index).
 */
export async function reportQuestion(
  db: Db,
  user: AuthUser,
  questionId: string,
  body: QuestionReportBody,
  now: Date,
): Promise<QuestionReport> {
  const questionNotFound = () => notFound(QUESTION_REPORT_MESSAGES.questionNotFound);
  if (!isUuid(questionId)) throw questionNotFound();
  const question = await one(
    db.select({ quizId: quizQuestions.quizId }).from(quizQuestions).where(eq(quizQuestions.id, questionId)),
  );
  if (!question) throw questionNotFound();
  const answered = await one(
    db
      .select({ userId: learnerQuestions.userId })
      .from(learnerQuestions)
      .where(and(eq(learnerQuestions.userId, user.id), eq(learnerQuestions.questionId, questionId))),
  );
  if (!answered) throw forbidden(QUESTION_REPORT_MESSAGES.notAnswered);
  let id: string;
  try {
    const [row] = await db
      .insert(questionReports)
      .values({
        questionId,
        quizId: question.quizId,
        reporterId: user.id,
        reason: body.reason,
        text: body.text,
        createdAt: now,
      })
      .returning({ id: questionReports.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'question_reports_one_open_key'))
      throw conflict(QUESTION_REPORT_MESSAGES.duplicate);
    throw error;
  }
  return toQuestionReport((await loadReport(db, id))!);
}

/** The reports a caller may handle: on their own quizzes' questions, or every one for an admin. */
const visibleTo = (user: AuthUser): SQL | undefined =>
  user.role === 'admin' ? undefined : eq(quizzes.ownerId, user.id);

/** `GET /instructor/question-reports?status=open|resolved`: newest first. */
export async function listQuestionReports(
  db: DbOrTx,
  user: AuthUser,
  query: { page: number; limit: number; status: QuestionReportStatus },
): Promise<QuestionReportsResponse> {
  const where = and(eq(questionReports.status, query.status), visibleTo(user));
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(questionReports)
      .innerJoin(quizQuestions, eq(quizQuestions.id, questionReports.questionId))
      .innerJoin(quizzes, eq(quizzes.id, questionReports.quizId))
      .where(where)
      .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
      .limit(limit)
      .offset(offset),
    one(
      db
        .select({ n: count() })
        .from(questionReports)
        .innerJoin(quizzes, eq(quizzes.id, questionReports.quizId))
        .where(where),
    ),
  ]);
  return toPage(rows, query, { total: Number(total?.n ?? 0), map: toQuestionReport });
}

/**
 * `POST /instructor/question-reports/{id}/resolve`: the question's author or an admin answers the report
 * once. The change, its audit entry and the reporter's notice are one transaction; another instructor is
 * told the report does not exist.
 */
export async function resolveQuestionReport(
  db: Db,
  user: AuthUser,
  id: string,
  body: ResolveQuestionReportBody,
  audit: ActorContext,
  now: Date,
): Promise<QuestionReport> {
  const found = await loadReport(db, id);
  if (!found || (user.role !== 'admin' && found.ownerId !== user.id)) throw reportNotFound();
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(questionReports)
      .set({
        status: 'resolved',
        outcome: body.outcome,
        reply: body.reply,
        resolvedById: user.id,
        resolvedAt: now,
      })
      .where(and(eq(questionReports.id, found.report.id), eq(questionReports.status, 'open')))
      .returning({ reporterId: questionReports.reporterId });
    if (!updated) throw conflict(QUESTION_REPORT_MESSAGES.alreadyResolved);
    await recordAudit(tx, audit, {
      action: AUDIT_ACTIONS.questionReportResolved,
      target: { kind: 'question_report', id: found.report.id },
      subjectUserId: updated.reporterId,
      changes: { status: ['open', 'resolved'], outcome: [null, body.outcome] },
      at: now,
    });
    await notify(tx, {
      userId: updated.reporterId,
      kind: 'question_report_resolved',
      title: QUESTION_REPORT_MESSAGES.notificationTitle,
      body: questionReportNoticeBody(body.outcome, body.reply),
      link: paths.qbank(),
      at: now,
    });
  });
  return toQuestionReport((await loadReport(db, found.report.id))!);
}

/** How many reports are open, over every author: the admin dashboard's figure. */
export async function openQuestionReportCount(db: DbOrTx): Promise<number> {
  const row = await one(
    db.select({ n: count() }).from(questionReports).where(eq(questionReports.status, 'open')),
  );
  return Number(row?.n ?? 0);
}
