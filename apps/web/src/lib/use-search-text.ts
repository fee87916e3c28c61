import { useEffect, useRef, useState } from 'react';

/**
 * A search box bound to a value in the address: typing commits the trimmed text after `delayMs`; a change
 * of the address from elsewhere (back button, the top bar's search) replaces what the box shows.
 */
export function useSearchText(urlValue: string, commit: (value: string) => void, delayMs: number) {
  const [text, setText] = useState(urlValue);
  const committed = useRef(urlValue);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (urlValue === committed.current) return;
    committed.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  useEffect(() => {
    const next = text.trim();
    if (next === committed.current) return;
    const timer = setTimeout(() => {
      // Enter may have committed it already (flush): committing again would navigate a second time.
      if (next === committed.current) return;
      committed.current = next;
      commitRef.current(next);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  /** Commits at once (Enter). */
  const flush = () => {
    const next = text.trim();
    if (next === committed.current) return;
    committed.current = next;
    commitRef.current(next);
  };

  return { text, setText, flush };
}
