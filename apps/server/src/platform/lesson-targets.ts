import type { DbOrTx } from '../db/client.ts';
import type { AuthUser } from './auth.ts';
import type { Registries } from './registries.ts';

/**
 * What a course lesson points at in another module (a quiz lesson's quiz), checked when a curriculum is saved.
 * The module owning the target provides the check in its manifest (quizzes: `provides.lessonTargets.quiz`),
 * so that courses imports no such module (docs/decisions/311). A check answers, for the ids it is given, the
 * problem with each unusable one (id → message); an id it does not name is usable.
 */
export type LessonTargetKind = 'quiz';
export type LessonTargetCheck = (
  db: DbOrTx,
  input: { user: AuthUser; courseOwnerId: string; ids: string[] },
) => Promise<Map<string, string>>;

/** The problems with the given targets; none when no module of this app provides a check for the kind. */
export async function lessonTargetProblems(
  registries: Pick<Registries, 'lessonTargets'>,
  db: DbOrTx,
  kind: LessonTargetKind,
  input: { user: AuthUser; courseOwnerId: string; ids: string[] },
): Promise<Map<string, string>> {
  const check = registries.lessonTargets.get(kind);
  if (!check || input.ids.length === 0) return new Map();
  return check(db, { ...input, ids: [...new Set(input.ids)] });
}
