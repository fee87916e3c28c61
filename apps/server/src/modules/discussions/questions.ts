/** Discussions: questions, answers and comments as the board shows them, and reading the board. */
import {
  type Answer,
  type AuthorComment,
  DELETED_USER_NAME,
  DISCUSSION_MESSAGES,
  type DiscussionAuthor,
  type Question,
  type QuestionDetailResponse,
  type QuestionsQueryInput,
  type QuestionsResponse,
} from '@medprep/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  courses,
  discussionAnswers,
  discussionComments,
  discussionQuestions,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { one, oneOrThrow } from '../../platform/sql.ts';
import { searchValues } from '../courses/catalogue.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const questionNotFound = () => notFound(DISCUSSION_MESSAGES.notFound);

type QuestionRow = typeof discussionQuestions.$inferSelect;
export type AuthorRow = { id: string; name: string; role: 'user' | 'instructor' | 'admin' } | null;

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

export async function loadQuestion(db: DbOrTx, id: string): Promise<Question> {
  if (!UUID.test(id)) throw questionNotFound();
  const row = await oneOrThrow(questionQuery(db).where(eq(discussionQuestions.id, id)), questionNotFound);
  return toQuestion(row);
}

/** The order of each sort, then id, so pages never overlap. */
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

export function toAnswer(a: typeof discussionAnswers.$inferSelect, author: AuthorRow): Answer {
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

export function toComment(c: typeof discussionComments.$inferSelect, author: AuthorRow): AuthorComment {
  return {
    id: c.id,
    questionId: c.questionId,
    body: c.body,
    authorId: c.authorId,
    author: toAuthor(author),
    createdAt: c.createdAt.toISOString(),
  };
}
