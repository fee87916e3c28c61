import { setupServer } from 'msw/node';
import { guestSessionHandlers } from './defaults';

/**
 * The one mock API of the web tests. It starts with the session bootstrap of a guest (see `session.ts`);
 * a test adds its answers with `answer(...)` / `signedInAs(...)`, which last until the test ends.
 * Lifecycle (listen, reset after each test, close) is in `src/test/setup.ts`.
 */
export const server = setupServer(...guestSessionHandlers());

/** Requests no handler answered during the current test; `setup.ts` fails the test if any. */
export const unhandledRequests: string[] = [];
