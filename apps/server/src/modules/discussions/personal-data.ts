/** A person's discussion posts: their data export, and anonymising them when the account is deleted. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { discussionAnswers, discussionComments, discussionQuestions } from '../../db/schema/index.ts';

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
