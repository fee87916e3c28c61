import type { QuestionType, UpdateQuestionBody } from '@medprep/shared';
import {
  BUILDER_AUTOSAVE_MS,
  builderErrorText,
  questionProblems,
  versionStartedText,
} from '@medprep/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../ui/toast';
import { createQuestion, deleteQuestion, reorderQuestion, updateQuestion } from '../api';
import type { InstructorQuestion } from '../types';

/** 'status • message' of a failed request, as the builder shows its errors. */
export const errorText = (error: unknown) =>
  error instanceof ApiError
    ? builderErrorText(error.status || undefined, error.message)
    : builderErrorText(undefined, error instanceof Error ? error.message : undefined);

/** The body a question's draft is saved with. */
export const bodyOf = (q: InstructorQuestion): UpdateQuestionBody => ({
  type: q.type,
  prompt: q.prompt,
  points: q.points,
  explanation: q.explanation,
  media: q.media,
  options: q.options.map((o) => ({ text: o.text, media: o.media })),
  correctOptionIds: q.correctOptionIds,
  correctBoolean: q.correctBoolean,
  correctText: q.correctText,
  topics: q.topics,
  ...(q.type === 'emq' ? { stems: q.stems.map(({ id, ...stem }) => (id ? { id, ...stem } : stem)) } : {}),
});

export const problemsOf = (q: InstructorQuestion) =>
  questionProblems({ ...q, options: q.options.map((o) => ({ text: o.text, media: o.media })) });

export const mediaProblems = (q: InstructorQuestion) =>
  [...q.media, ...q.options.flatMap((o) => o.media)].some((m) => !m.alt.trim());

/**
 * The builder's questions (docs/decisions/224): edits change a local draft at once and
 * are saved 600 ms after the last change (400 ms for a boolean's answer); a draft with problems waits
 * (shown at its fields) and stays flagged unsaved. 'Save all' saves every unsaved draft now.
 */
export function useBuilder(quizId: string, initial: InstructorQuestion[] | undefined) {
  const [items, setItems] = useState<InstructorQuestion[]>(initial ?? []);
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const dirtyRef = useRef(new Set<string>());
  const versions = useRef<Record<string, number>>({});
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const loaded = useRef(Boolean(initial));
  const toast = useToast();

  useEffect(() => {
    if (initial && !loaded.current) {
      loaded.current = true;
      setItems(initial);
    }
  }, [initial]);

  const markDirty = useCallback((id: string, on: boolean) => {
    if (on) dirtyRef.current.add(id);
    else dirtyRef.current.delete(id);
    setDirty(new Set(dirtyRef.current));
  }, []);

  const saveOne = useCallback(
    async (id: string): Promise<boolean> => {
      clearTimeout(timers.current[id]);
      delete timers.current[id];
      const q = itemsRef.current.find((i) => i.id === id);
      if (!q || !dirtyRef.current.has(id)) return true;
      if (Object.keys(problemsOf(q)).length > 0 || mediaProblems(q)) return false;
      const version = versions.current[id] ?? 0;
      setSaving((n) => n + 1);
      try {
        const { question, versionStarted } = await updateQuestion(id, bodyOf(q));
        // The change started a new version of an answered question: its figures start again.
        if (typeof versionStarted === 'number') toast(versionStartedText(versionStarted), 'success');
        if ((versions.current[id] ?? 0) === version) {
          setItems((all) => all.map((i) => (i.id === id ? question : i)));
          markDirty(id, false);
        }
        setError(null);
        return true;
      } catch (e) {
        setError(errorText(e));
        return false;
      } finally {
        setSaving((n) => n - 1);
      }
    },
    [markDirty, toast],
  );

  const edit = useCallback(
    (id: string, patch: Partial<InstructorQuestion>, delayMs: number = BUILDER_AUTOSAVE_MS) => {
      versions.current[id] = (versions.current[id] ?? 0) + 1;
      const next = itemsRef.current.map((i) => (i.id === id ? { ...i, ...patch } : i));
      itemsRef.current = next;
      setItems(next);
      markDirty(id, true);
      clearTimeout(timers.current[id]);
      timers.current[id] = setTimeout(() => void saveOne(id), delayMs);
    },
    [saveOne, markDirty],
  );

  const saveAll = useCallback(async (): Promise<boolean> => {
    const results = await Promise.all([...dirtyRef.current].map((id) => saveOne(id)));
    return results.every(Boolean) && dirtyRef.current.size === 0;
  }, [saveOne]);

  const add = useCallback(
    async (type: QuestionType) => {
      try {
        const { question } = await createQuestion(quizId, { type });
        setItems((all) => [...all, question]);
        setError(null);
        return question;
      } catch (e) {
        setError(errorText(e));
        return null;
      }
    },
    [quizId],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteQuestion(id);
        clearTimeout(timers.current[id]);
        markDirty(id, false);
        setItems((all) => all.filter((i) => i.id !== id));
        setError(null);
        return true;
      } catch (e) {
        setError(errorText(e));
        return false;
      }
    },
    [markDirty],
  );

  const move = useCallback(async (from: number, to: number) => {
    const before = itemsRef.current;
    const moved = before[from];
    if (!moved || to < 0 || to >= before.length || from === to) return;
    const next = [...before];
    next.splice(from, 1);
    next.splice(to, 0, moved);
    itemsRef.current = next;
    setItems(next);
    try {
      const { items: saved } = await reorderQuestion(moved.id, to);
      // The server's order, with the drafts not yet saved kept as they are.
      const local = new Map(itemsRef.current.map((i) => [i.id, i]));
      setItems(saved.map((s) => (dirtyRef.current.has(s.id) ? (local.get(s.id) ?? s) : s)));
      setError(null);
    } catch (e) {
      itemsRef.current = before;
      setItems(before);
      setError(errorText(e));
    }
  }, []);

  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  /** Adds the server's questions this list does not have yet (after an import), keeping unsaved edits. */
  const appendNew = useCallback((server: InstructorQuestion[]) => {
    setItems((all) => [...all, ...server.filter((q) => !all.some((a) => a.id === q.id))]);
  }, []);

  return {
    items,
    dirty,
    saving: saving > 0,
    error,
    setError,
    edit,
    saveOne,
    saveAll,
    add,
    remove,
    move,
    appendNew,
  };
}

export type Builder = ReturnType<typeof useBuilder>;
