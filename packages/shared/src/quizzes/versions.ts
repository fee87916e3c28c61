/**
 * Question versions (issue 25 item 8, docs/decisions/610): which edits start a new version. Figures, peer
 * counters and the answer log count per version, so a change to what a learner answers starts one; a change
 * to what is shown after answering (explanation, topics), to an image's alt text or to points keeps it.
 */
import { normalizeShortAnswer, type QuestionDraft } from './rules.ts';

/** Text as compared for versions: whitespace at the ends and runs of whitespace do not count. */
const sameText = (a: string, b: string) => a.trim().replace(/\s+/gu, ' ') === b.trim().replace(/\s+/gu, ' ');

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((x, i) => same(x, b[i] as T));

/** Images compared by what they show (kind and address), not by their alt text. */
const sameImages = (a: QuestionDraft['media'], b: QuestionDraft['media']) =>
  sameList(a, b, (x, y) => x.kind === y.kind && x.url === y.url);

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
};

type VersionedPart = Pick<
  QuestionDraft,
  'type' | 'prompt' | 'media' | 'options' | 'correctOptionIds' | 'correctBoolean' | 'correctText' | 'stems'
>;

/**
 * Whether saving `after` over `before` starts a new version: the type, the prompt (its text or images), the
 * options (their number, order, text or images: option ids are positions), which options are right, the
 * true/false answer, the accepted short answers (as a set, compared as grading compares them) or, for an extended matching question, the stems
 * (their number, ids, order, prompts or correct options). Not the points, explanation, topics or alt texts.
 */
export function startsNewVersion(before: VersionedPart, after: VersionedPart): boolean {
  return !(
    before.type === after.type &&
    sameText(before.prompt, after.prompt) &&
    sameImages(before.media, after.media) &&
    sameList(
      before.options,
      after.options,
      (x, y) => sameText(x.text, y.text) && sameImages(x.media, y.media),
    ) &&
    sameSet(before.correctOptionIds, after.correctOptionIds) &&
    before.correctBoolean === after.correctBoolean &&
    sameSet(before.correctText.map(normalizeShortAnswer), after.correctText.map(normalizeShortAnswer)) &&
    sameList(
      before.stems,
      after.stems,
      (x, y) => x.id === y.id && sameText(x.prompt, y.prompt) && x.correctOptionId === y.correctOptionId,
    )
  );
}

/** The builder's notice after a save that started a new version of an answered question. */
export const versionStartedText = (version: number) =>
  `Saved. This change starts version ${version}: its figures start again (answers to earlier versions keep theirs).`;

/** The statistics page's note next to a question whose current version is not the first. */
export const versionSinceText = (version: number, since: string) =>
  `Version ${version} — figures since ${since}`;
