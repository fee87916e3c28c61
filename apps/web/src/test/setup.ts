import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetPurchaseReturns } from '../features/payments/purchase-return';
import { server, unhandledRequests } from './msw/server';
import { setSessionHint } from './msw/session';

// Lazy pages are transformed on first import: on a loaded machine that takes more than the default 1 s.
// findBy* and waitFor wait for what a user would see, for up to 10 s (a test does not pass a shorter
// deadline); nothing sleeps. The test's own limit is 30 s (vitest.config.ts). docs/decisions/357.
configure({ asyncUtilTimeout: 10_000 });

// Browser APIs jsdom lacks, used by the carousel and media queries.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.scrollTo = () => {};

// The mock API (MSW): every request a test makes is answered by it, or the test fails.
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandledRequests.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
  setSessionHint(false);
  resetPurchaseReturns();
  vi.unstubAllGlobals();
  document.body.style.overflow = '';
  const missed = unhandledRequests.splice(0);
  if (missed.length) throw new Error(`The mock API had no answer for: ${missed.join(', ')}`);
});
