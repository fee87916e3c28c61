import {
  type Answer,
  type AskInput,
  type AuthorComment,
  DELETED_USER_NAME,
  DISCUSSION_MESSAGES,
  type DiscussionAuthor,
  isQuestionWritable,
  NOTIFICATION_MESSAGES,
  paths,
  type Question,
  type QuestionDetailResponse,
  type QuestionStatus,
  type QuestionsQueryInput,
  type QuestionsResponse,
} from '@medprep/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  courses,
  discussionAnswers,
  discussionComments,
  discussionQuestions,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { one, oneOrThrow } from '../../platform/sql.ts';
import { searchValues } from '../courses/catalogue.ts';
import { notify } from '../notifications/service.ts';

/** Discussions (marketplace.md §2–§9, DECISIONS §11, docs/decisions/250–253). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const questionNotFound = () => notFound(DISCUSSION_MESSAGES.notFound);

type QuestionRow = typeof discussionQuestions.$inferSelect;
type AuthorRow = { id: string; name: string; role: 'user' | 'instructor' | 'admin' } | null;

const authorColumns = { id: users.id, name: users.name, role: users.role };

function toAuthor(author: AuthorRow): DiscussionAuthor {
  return author ?? { id: null, name: DELETED_USER_NAME, role: 'user' };
}

const questionSelection = {
  q: {
    id: discussionQuestions.id,
    title: discussionQuestions.title,
    body: discussionQuestions.body,
    status: discussionQuestions.status,
    answersCount: discussionQuestions.answersCount,
    commentsCount: discussionQuestions.commentsCount,
    authorId: discussionQuestions.authorId,
    createdAt: discussionQuestions.createdAt,
    lastActivityAt: discussionQuestions.lastActivityAt,
  },
  author: authorColumns,
  course: { id: courses.id, slug: courses.slug, title: courses.title },
  hasAccepted: sql<boolean>`exists (select 1 from ${discussionAnswers} where ${discussionAnswers.questionId} = ${discussionQuestions.id} and ${discussionAnswers.isAccepted})`,
};
type QuestionSelect = {
  q: Pick<
    QuestionRow,
    | 'id'
    | 'title'
    | 'body'
    | 'status'
    | 'answersCount'
    | 'commentsCount'
    | 'authorId'
    | 'createdAt'
    | 'lastActivityAt'
  >;
  author: AuthorRow;
  course: { id: string; slug: string; title: string } | null;
  hasAccepted: boolean;
};

function questionQuery(db: DbOrTx) {
  return db
    .select(questionSelection)
    .from(discussionQuestions)
    .leftJoin(users, eq(users.id, discussionQuestions.authorId))
    .leftJoin(courses, eq(courses.id, discussionQuestions.courseId))
    .$dynamic();
}

function toQuestion(row: QuestionSelect): Question {
  return {
    id: row.q.id,
    title: row.q.title,
    body: row.q.body,
    status: row.q.status,
    answersCount: row.q.answersCount,
    commentsCount: row.q.commentsCount,
    hasAcceptedAnswer: Boolean(row.hasAccepted),
    authorId: row.q.authorId,
    author: toAuthor(row.author),
    course: row.course,
    createdAt: row.q.createdAt.toISOString(),
    lastActivityAt: row.q.lastActivityAt.toISOString(),
  };
}

async function loadQuestion(db: DbOrTx, id: string): Promise<Question> {
  if (!UUID.test(id)) throw questionNotFound();
  const row = await oneOrThrow(questionQuery(db).where(eq(discussionQuestions.id, id)), questionNotFound);
  return toQuestion(row);
}

/** The order of each sort (DECISIONS §11), then id, so pages never overlap. */
const SORTS: Record<QuestionsQueryInput['sort'], SQL[]> = {
  newest: [desc(discussionQuestions.createdAt), desc(discussionQuestions.id)],
  unanswered: [
    sql`(${discussionQuestions.answersCount} = 0) desc`,
    desc(discussionQuestions.createdAt),
    desc(discussionQuestions.id),
  ],
  active: [desc(discussionQuestions.lastActivityAt), desc(discussionQuestions.id)],
};

/** The list: search over title and body (as the course catalogue searches), status and course filters, sorts. */
export async function listQuestions(db: DbOrTx, query: QuestionsQueryInput): Promise<QuestionsResponse> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(discussionQuestions.status, query.status));
  if (query.courseId) conditions.push(eq(discussionQuestions.courseId, query.courseId));
  if (query.q) {
    const search = searchValues(query.q);
    // A search with no letters or digits matches nothing rather than everything.
    conditions.push(
      search
        ? sql`(${discussionQuestions.searchVector} @@ to_tsquery('english', ${search.tsquery}) or ${discussionQuestions.searchText} like ${search.needle})`
        : sql`false`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const rows = await questionQuery(db)
    .where(where)
    .orderBy(...SORTS[query.sort])
    .limit(limit)
    .offset(offset);
  const total = await one(db.select({ n: count() }).from(discussionQuestions).where(where));
  return toPage(rows, query, { total: total?.n ?? 0, map: toQuestion });
}

/** A question with its answers and the author's comments, each oldest first. */
export async function getQuestion(db: DbOrTx, id: string): Promise<QuestionDetailResponse> {
  const question = await loadQuestion(db, id);
  const answers = await db
    .select({ a: discussionAnswers, author: authorColumns })
    .from(discussionAnswers)
    .leftJoin(users, eq(users.id, discussionAnswers.authorId))
    .where(eq(discussionAnswers.questionId, id))
    .orderBy(asc(discussionAnswers.createdAt), asc(discussionAnswers.id));
  const comments = await db
    .select({ c: discussionComments, author: authorColumns })
    .from(discussionComments)
    .leftJoin(users, eq(users.id, discussionComments.authorId))
    .where(eq(discussionComments.questionId, id))
    .orderBy(asc(discussionComments.createdAt), asc(discussionComments.id));
  return {
    question,
    answers: answers.map(({ a, author }) => toAnswer(a, author)),
    comments: comments.map(({ c, author }) => toComment(c, author)),
  };
}

function toAnswer(a: typeof discussionAnswers.$inferSelect, author: AuthorRow): Answer {
  return {
    id: a.id,
    questionId: a.questionId,
    body: a.body,
    authorId: a.authorId,
    author: toAuthor(author),
    isAccepted: a.isAccepted,
    createdAt: a.createdAt.toISOString(),
  };
}

function toComment(c: typeof discussionComments.$inferSelect, author: AuthorRow): AuthorComment {
  return {
    id: c.id,
    questionId: c.questionId,
    body: c.body,
    authorId: c.authorId,
    author: toAuthor(author),
    createdAt: c.createdAt.toISOString(),
  };
}

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

/* ---------- Account deletion (wired in by the account module) ---------- */

/** Everything the person wrote on the discussion board, for their data export. */
export async function exportDiscussionData(db: DbOrTx, userId: string) {
  const questions = await db
    .select({
      id: discussionQuestions.id,
      title: discussionQuestions.title,
      body: discussionQuestions.body,
      status: discussionQuestions.status,
      courseId: discussionQuestions.courseId,
      createdAt: discussionQuestions.createdAt,
    })
    .from(discussionQuestions)
    .where(eq(discussionQuestions.authorId, userId))
    .orderBy(asc(discussionQuestions.createdAt));
  const answers = await db
    .select({
      id: discussionAnswers.id,
      questionId: discussionAnswers.questionId,
      body: discussionAnswers.body,
      isAccepted: discussionAnswers.isAccepted,
      createdAt: discussionAnswers.createdAt,
    })
    .from(discussionAnswers)
    .where(eq(discussionAnswers.authorId, userId))
    .orderBy(asc(discussionAnswers.createdAt));
  const comments = await db
    .select({
      id: discussionComments.id,
      questionId: discussionComments.questionId,
      body: discussionComments.body,
      createdAt: discussionComments.createdAt,
    })
    .from(discussionComments)
    .where(eq(discussionComments.authorId, userId))
    .orderBy(asc(discussionComments.createdAt));
  const iso = <T extends { createdAt: Date }>(r: T) => ({ ...r, createdAt: r.createdAt.toISOString() });
  return { questions: questions.map(iso), answers: answers.map(iso), comments: comments.map(iso) };
}

/**
 * Detaches the person from what they wrote: the posts stay (others' answers and threads keep their sense),
 * shown as by 'Deleted user'. Run it inside the account deletion's transaction.
 */
export async function anonymiseDiscussionAuthor(tx: DbOrTx, userId: string) {
  const questions = await tx
    .update(discussionQuestions)
    .set({ authorId: null })
    .where(eq(discussionQuestions.authorId, userId))
    .returning({ id: discussionQuestions.id });
  const answers = await tx
    .update(discussionAnswers)
    .set({ authorId: null })
    .where(eq(discussionAnswers.authorId, userId))
    .returning({ id: discussionAnswers.id });
  const comments = await tx
    .update(discussionComments)
    .set({ authorId: null })
    .where(eq(discussionComments.authorId, userId))
    .returning({ id: discussionComments.id });
  return { questions: questions.length, answers: answers.length, comments: comments.length };
}
