import { PAYMENT_MESSAGES, paths, QUIZ_MESSAGES } from '@medprep/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { purchases, quizAttempts, quizzes } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { hasPurchased } from '../payments/access.ts';
import type { Purchasable } from '../payments/registry.ts';
import { isUuid } from './authoring.ts';

/**
 * Quizzes on sale (the item is the quiz id). Only a published quiz with a price can be bought: an unpublished
 * one is not found, a free one is started instead, and its instructor already has it. A members quiz is sold
 * at its price to non-members.
 */
export const quizPurchasable: Purchasable = {
  kind: 'quiz',
  async load(db, buyer, quizId) {
    if (!isUuid(quizId)) throw notFound(QUIZ_MESSAGES.quizNotFound);
    const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
    if (!quiz?.isPublished) throw notFound(QUIZ_MESSAGES.quizNotFound);
    if (quiz.priceMinor === 0) throw new AppError('conflict', QUIZ_MESSAGES.freeNeedsNoCheckout);
    if (quiz.ownerId === buyer.id) throw new AppError('bad_request', PAYMENT_MESSAGES.alreadyOwned);
    return {
      title: quiz.title,
      amountMinor: quiz.priceMinor,
      currency: quiz.currency,
      successPath: paths.quizPurchaseSuccess(quiz.slug),
      cancelPath: paths.quiz(quiz.slug),
    };
  },
  owns: (db, userId, quizId) => hasPurchased(db, userId, 'quiz', quizId),
  // Fulfilment records the purchase, which is all a quiz needs: access follows from it.
  grant: async () => true,
  async deepLink(db, quizId) {
    if (!isUuid(quizId)) return null;
    const [quiz] = await db.select({ slug: quizzes.slug }).from(quizzes).where(eq(quizzes.id, quizId));
    return quiz ? paths.quiz(quiz.slug) : null;
  },
  async summaries(db, quizIds) {
    const ids = quizIds.filter(isUuid);
    const rows = ids.length
      ? await db
          .select({ id: quizzes.id, title: quizzes.title, slug: quizzes.slug })
          .from(quizzes)
          .where(inArray(quizzes.id, ids))
      : [];
    return new Map(
      rows.map((q) => [q.id, { title: q.title, thumbnail: null, deepLink: paths.quiz(q.slug) }]),
    );
  },
  async hasBuyers(db, quizId) {
    if (!isUuid(quizId)) return false;
    const [bought] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.kind, 'quiz'), eq(purchases.itemId, quizId)))
      .limit(1);
    if (bought) return true;
    const [attempt] = await db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(eq(quizAttempts.quizId, quizId))
      .limit(1);
    return Boolean(attempt);
  },
};
