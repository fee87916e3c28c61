import { PRERENDERED_ATTRIBUTE } from '@medprep/shared/constants';
import type { ReactNode } from 'react';

/**
 * The first paint as the app's own code meets it (docs/decisions/425): in the browser, when the app takes the
 * server's painted page over; on the server, a render that reads the viewer's time zone, which the server does
 * not know (the renderer, first-paint/prerender.tsx, then sends no paint), and the parts it leaves out.
 */

/** The router's state as far as the take-over needs it (react-router's data router). */
interface StartingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Renders the app (`render`) over the server's paint in `container`: a painted page stays until the route's
 * code has arrived, so the app's first render, seeded with the same answers, gives the same picture.
 * Without a paint, renders at once.
 */
export function takeOver(container: Element, router: StartingRouter, render: () => void) {
  if (!container.querySelector(`:scope > [${PRERENDERED_ATTRIBUTE}]`) || router.state.initialized)
    return render();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}

/* Set only in the renderer's own bundle, around each synchronous render; the browser never sets it. */
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
