import type { DbOrTx } from '../db/client.ts';
import type { AuthUser } from './auth.ts';

/**
 * What a course lesson points at in another module (a quiz lesson's quiz), checked when a curriculum is saved.
 * The module owning the target provides the check when the app is built (quizzes: modules/quizzes/purchasable.ts),
 * so that courses imports no such module (docs/decisions/311). A check answers, for the ids it is given, the
 * problem with each unusable one (id → message); an id it does not name is usable.
 */
export type LessonTargetKind = 'quiz';
export type LessonTargetCheck = (
  db: DbOrTx,
  input: { user: AuthUser; courseOwnerId: string; ids: string[] },
) => Promise<Map<string, string>>;

const checks = new Map<LessonTargetKind, LessonTargetCheck>();

export function provideLessonTargetCheck(kind: LessonTargetKind, check: LessonTargetCheck): void {
  checks.set(kind, check);
}

/** The problems with the given targets; none when no module provides a check for the kind. */
export async function lessonTargetProblems(
  db: DbOrTx,
  kind: LessonTargetKind,
  input: { user: AuthUser; courseOwnerId: string; ids: string[] },
): Promise<Map<string, string>> {
  const check = checks.get(kind);
  if (!check || input.ids.length === 0) return new Map();
  return check(db, { ...input, ids: [...new Set(input.ids)] });
}
