import type { ReactNode } from 'react';

/**
 * What the server's first-paint renderer (first-paint/prerender.tsx, docs/decisions/425) cannot know: the viewer's
 * time zone. Set only in the renderer's own bundle, around each synchronous render; the browser never sets it.
 */
let rendering = false;
let viewerAsked = false;

/** Runs one server render; tells whether it needed the viewer (then the page gets no first paint). */
export function renderOnServer(render: () => string): { html: string; needsViewer: boolean } {
  rendering = true;
  viewerAsked = false;
  try {
    return { html: render(), needsViewer: viewerAsked };
  } finally {
    rendering = false;
  }
}

/** Called where the viewer's zone is read: a server render doing so is not sent (times would be the server's). */
export function noteViewerNeeded() {
  if (rendering) viewerAsked = true;
}

/** Children the server leaves out of its first paint (they show the viewer's times); the browser renders them. */
export function ClientOnly({ children }: { children: ReactNode }) {
  return rendering ? null : children;
}
