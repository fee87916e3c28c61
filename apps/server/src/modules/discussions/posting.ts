/** Writing on the discussion board: asking, answering, commenting, accepting an answer, and moderation. */
import {
  type Answer,
  type AskInput,
  type AuthorComment,
  DISCUSSION_MESSAGES,
  isQuestionWritable,
  NOTIFICATION_MESSAGES,
  paths,
  type Question,
  type QuestionDetailResponse,
  type QuestionStatus,
} from '@medprep/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  courses,
  discussionAnswers,
  discussionComments,
  discussionQuestions,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { one, oneOrThrow } from '../../platform/sql.ts';
import { notify } from '../notifications/service.ts';
import {
  type AuthorRow,
  getQuestion,
  loadQuestion,
  questionNotFound,
  toAnswer,
  toComment,
  UUID,
} from './questions.ts';

const userAuthor = (user: AuthUser): AuthorRow => ({ id: user.id, name: user.name, role: user.role });

export async function askQuestion(db: DbOrTx, user: AuthUser, input: AskInput, now: Date): Promise<Question> {
  if (input.courseId) {
    const course = await one(
      db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, input.courseId), eq(courses.status, 'published'))),
    );
    if (!course) {
      throw new AppError('validation_failed', DISCUSSION_MESSAGES.courseNotFound, {
        fields: { courseId: DISCUSSION_MESSAGES.courseNotFound },
      });
    }
  }
  const [row] = await db
    .insert(discussionQuestions)
    .values({
      authorId: user.id,
      courseId: input.courseId ?? null,
      title: input.title,
      body: input.body,
      createdAt: now,
      updatedAt: now,
      lastActivityAt: now,
    })
    .returning({ id: discussionQuestions.id });
  return loadQuestion(db, row!.id);
}

const stateMessage = (status: QuestionStatus) =>
  status === 'locked' ? DISCUSSION_MESSAGES.locked : DISCUSSION_MESSAGES.closed;

/**
 * Why a write to this question is refused: 404 when it does not exist, 409 when closed or locked. Called
 * after a guarded update touched no row.
 */
async function refuseWrite(tx: DbOrTx, id: string): Promise<never> {
  const row = await oneOrThrow(
    tx
      .select({ status: discussionQuestions.status })
      .from(discussionQuestions)
      .where(eq(discussionQuestions.id, id)),
    questionNotFound,
  );
  throw conflict(stateMessage(row.status));
}

const WRITABLE: QuestionStatus[] = ['open', 'answered'];

/**
 * An instructor's or admin's answer (the route admits only them). The question's counters, status and
 * activity change in the same guarded update, so an answer never lands on a question locked meanwhile;
 * the asker is notified in the same transaction.
 */
export async function answerQuestion(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  body: string,
  now: Date,
): Promise<Answer> {
  if (!UUID.test(id)) throw questionNotFound();
  return db.transaction(async (tx) => {
    const [question] = await tx
      .update(discussionQuestions)
      .set({
        answersCount: sql`${discussionQuestions.answersCount} + 1`,
        status: sql`case when ${discussionQuestions.status} = 'open' then 'answered' else ${discussionQuestions.status} end`,
        lastActivityAt: now,
        updatedAt: now,
      })
      .where(and(eq(discussionQuestions.id, id), inArray(discussionQuestions.status, WRITABLE)))
      .returning({ authorId: discussionQuestions.authorId, title: discussionQuestions.title });
    if (!question) return refuseWrite(tx, id);
    const [answer] = await tx
      .insert(discussionAnswers)
      .values({ questionId: id, authorId: user.id, body, createdAt: now })
      .returning();
    if (question.authorId && question.authorId !== user.id) {
      await notify(tx, {
        userId: question.authorId,
        kind: 'discussion_answered',
        title: NOTIFICATION_MESSAGES.discussionAnsweredTitle,
        body: `${user.name} answered “${question.title}”.`,
        link: paths.discussion(id),
        at: now,
      });
    }
    return toAnswer(answer!, userAuthor(user));
  });
}

/** The question's author adds a follow-up comment. */
export async function commentOnQuestion(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  body: string,
  now: Date,
): Promise<AuthorComment> {
  if (!UUID.test(id)) throw questionNotFound();
  return db.transaction(async (tx) => {
    const question = await oneOrThrow(
      tx
        .select({ authorId: discussionQuestions.authorId })
        .from(discussionQuestions)
        .where(eq(discussionQuestions.id, id)),
      questionNotFound,
    );
    if (question.authorId !== user.id) throw forbidden(DISCUSSION_MESSAGES.onlyAuthorComments);
    const [updated] = await tx
      .update(discussionQuestions)
      .set({
        commentsCount: sql`${discussionQuestions.commentsCount} + 1`,
        lastActivityAt: now,
        updatedAt: now,
      })
      .where(and(eq(discussionQuestions.id, id), inArray(discussionQuestions.status, WRITABLE)))
      .returning({ id: discussionQuestions.id });
    if (!updated) return refuseWrite(tx, id);
    const [comment] = await tx
      .insert(discussionComments)
      .values({ questionId: id, authorId: user.id, body, createdAt: now })
      .returning();
    return toComment(comment!, userAuthor(user));
  });
}

/**
 * The question's author accepts one answer (or changes which). The partial unique index keeps one accepted
 * answer per question; the question's row lock orders two accepts of the same question.
 */
export async function acceptAnswer(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  answerId: string,
  now: Date,
): Promise<QuestionDetailResponse> {
  if (!UUID.test(id)) throw questionNotFound();
  await db.transaction(async (tx) => {
    const question = await oneOrThrow(
      tx
        .select({ authorId: discussionQuestions.authorId, status: discussionQuestions.status })
        .from(discussionQuestions)
        .where(eq(discussionQuestions.id, id))
        .for('update'),
      questionNotFound,
    );
    if (question.authorId !== user.id) throw forbidden(DISCUSSION_MESSAGES.onlyAuthorAccepts);
    if (!isQuestionWritable(question.status)) throw conflict(stateMessage(question.status));
    const answer = UUID.test(answerId)
      ? await one(
          tx
            .select({ questionId: discussionAnswers.questionId, isAccepted: discussionAnswers.isAccepted })
            .from(discussionAnswers)
            .where(eq(discussionAnswers.id, answerId)),
        )
      : undefined;
    if (!answer) throw notFound(DISCUSSION_MESSAGES.answerNotFound);
    if (answer.questionId !== id) throw conflict(DISCUSSION_MESSAGES.answerOfAnotherQuestion);
    if (answer.isAccepted) return;
    await tx
      .update(discussionAnswers)
      .set({ isAccepted: false })
      .where(and(eq(discussionAnswers.questionId, id), eq(discussionAnswers.isAccepted, true)));
    await tx.update(discussionAnswers).set({ isAccepted: true }).where(eq(discussionAnswers.id, answerId));
    await tx
      .update(discussionQuestions)
      .set({ lastActivityAt: now, updatedAt: now })
      .where(eq(discussionQuestions.id, id));
  });
  return getQuestion(db, id);
}

/** A comment's author or an admin deletes it (also on a closed or locked question: removing adds nothing). */
export async function deleteComment(db: DbOrTx, user: AuthUser, commentId: string): Promise<void> {
  if (!UUID.test(commentId)) throw notFound(DISCUSSION_MESSAGES.commentNotFound);
  await db.transaction(async (tx) => {
    const comment = await oneOrThrow(
      tx
        .select({ authorId: discussionComments.authorId, questionId: discussionComments.questionId })
        .from(discussionComments)
        .where(eq(discussionComments.id, commentId)),
      () => notFound(DISCUSSION_MESSAGES.commentNotFound),
    );
    if (comment.authorId !== user.id && user.role !== 'admin') {
      throw forbidden(DISCUSSION_MESSAGES.onlyCommentAuthorDeletes);
    }
    const deleted = await tx
      .delete(discussionComments)
      .where(eq(discussionComments.id, commentId))
      .returning({ id: discussionComments.id });
    if (deleted.length) {
      await tx
        .update(discussionQuestions)
        .set({ commentsCount: sql`${discussionQuestions.commentsCount} - 1` })
        .where(eq(discussionQuestions.id, comment.questionId));
    }
  });
}

/** Admin moderation: close or lock (no new answers or comments), or reopen (back to open or answered). */
export async function moderateQuestion(
  db: DbOrTx,
  id: string,
  action: 'close' | 'lock' | 'reopen',
  now: Date,
): Promise<Question> {
  if (!UUID.test(id)) throw questionNotFound();
  const status =
    action === 'close'
      ? sql`'closed'`
      : action === 'lock'
        ? sql`'locked'`
        : sql`case when ${discussionQuestions.answersCount} > 0 then 'answered' else 'open' end`;
  await oneOrThrow(
    db
      .update(discussionQuestions)
      .set({ status, updatedAt: now })
      .where(eq(discussionQuestions.id, id))
      .returning({ id: discussionQuestions.id }),
    questionNotFound,
  );
  return loadQuestion(db, id);
}
