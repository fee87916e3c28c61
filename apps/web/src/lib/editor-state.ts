import { useEffect, useRef, useState } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';

/*
 * What the instructor's editors (courses, resources and ebooks) share: the 'Saved' note, the navigations
 * that pass the leave guard, and the status actions run one at a time.
 */

/**
 * The 'Saved' note: shown from a save (or on arrival from the first save, which navigates here with
 * `state.saved`) until `ms` have passed. Answers when it was shown (null when hidden) and its setter.
 */
export function useSavedNote(ms: number) {
  const location = useLocation();
  const [savedAt, setSavedAt] = useState<number | null>(() =>
    (location.state as { saved?: boolean } | null)?.saved ? Date.now() : null,
  );
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), ms);
    return () => clearTimeout(timer);
  }, [savedAt, ms]);
  return [savedAt, setSavedAt] as const;
}

/** The editor's own navigations (after the first save, after deleting) pass its leave guard. */
export function useEditorNavigation() {
  const navigate = useNavigate();
  const pass = useRef(false);
  const navigateAway = (to: string, options?: NavigateOptions) => {
    pass.current = true;
    return navigate(to, options);
  };
  return { pass, navigateAway };
}

/**
 * Status actions (publish, archive, delete…) one at a time (a ref: a double click lands before React
 * re-renders), with the action under way, the sentence of the last success and the last failure.
 */
export function useStatusActions<Action extends string>(fallback: string) {
  const [busy, setBusy] = useState<Action | 'delete' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const acting = useRef(false);

  /**
   * Runs `work` as `action` unless another action runs; its answer, if any, is the success sentence. With
   * `leaving` (a delete that navigates away) the editor stays busy after a success.
   */
  const run = async (
    action: Action | 'delete',
    work: () => Promise<string | undefined>,
    { leaving = false } = {},
  ) => {
    if (acting.current) return;
    acting.current = true;
    setMessage(null);
    setError(null);
    setBusy(action);
    let done = false;
    try {
      const sentence = await work();
      if (sentence) setMessage(sentence);
      done = true;
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : fallback);
    } finally {
      if (!(done && leaving)) {
        acting.current = false;
        setBusy(null);
      }
    }
  };

  return { busy, message, error, setMessage, run };
}
