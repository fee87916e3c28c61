import type { User } from '@medprep/shared';
import { SESSION_HINT_COOKIE_NAME } from '@medprep/shared/constants';
import { HttpResponse, http } from 'msw';
import { server } from './server';

/** The readable cookie the server sets with the refresh cookie (the web refreshes only when it is there). */
export function setSessionHint(present = true) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server, which sets this cookie
  document.cookie = present
    ? `${SESSION_HINT_COOKIE_NAME}=1; path=/`
    : `${SESSION_HINT_COOKIE_NAME}=; path=/; max-age=0`;
}

/**
 * The session bootstrap answers for `user` in this test: the browser holds the session hint, refresh gives a
 * token, `me` gives the user.
 */
export function signedInAs(user: User) {
  setSessionHint();
  server.use(
    http.post('/api/auth/refresh', () => HttpResponse.json({ accessToken: 'token' })),
    http.get('/api/auth/me', () => HttpResponse.json({ user })),
  );
}
