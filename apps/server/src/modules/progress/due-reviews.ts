import type { DbOrTx } from '../../db/client.ts';

/** Review cards due now for the learner. */
export async function dueReviewsOf(_db: DbOrTx, _userId: string): Promise<number> {
  // The review deck supplies this count; until it is wired in, no card is ever due.
  return 0;
}
