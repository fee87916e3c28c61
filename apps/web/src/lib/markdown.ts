import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Markdown rendered to HTML, then sanitised: lesson text and discussion posts never run script. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
