import type { User } from '@medprep/shared';
import { HttpResponse, http } from 'msw';
import { server } from './server';

/** The session bootstrap answers for `user` in this test: refresh gives a token, `me` gives the user. */
export function signedInAs(user: User) {
  server.use(
    http.post('/api/auth/refresh', () => HttpResponse.json({ accessToken: 'token' })),
    http.get('/api/auth/me', () => HttpResponse.json({ user })),
  );
}
