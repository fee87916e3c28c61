import { useMemo } from 'react';
import { renderMarkdown } from '../../../lib/markdown';

/** A post's markdown, rendered through the lesson player's sanitiser: a post never runs script. */
export function MarkdownBody({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <div
      className="prose-lesson break-words text-slate-800"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in renderMarkdown
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
