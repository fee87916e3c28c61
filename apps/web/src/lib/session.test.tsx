import type { User } from '@medprep/shared';
import { AUTH_MESSAGES } from '@medprep/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { answer, apiError, deferred, recordRequests, setSessionHint, signedInAs } from '../test/msw';
import { testUser } from '../test/render';
import { tokenStore } from './api-client';
import { registerQueryClient } from './query-registry';
import { type Session, SessionProvider, useSession } from './session';

function Probe({ capture }: { capture: (session: Session) => void }) {
  const session = useSession();
  capture(session);
  return <p>{session.loading ? 'loading' : (session.user?.name ?? 'guest')}</p>;
}

function renderSession() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The app's client registers itself the same way (lib/query.tsx): signing out clears every one known.
  onTestFinished(registerQueryClient(client));
  const ref: { current: Session | null } = { current: null };
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <Probe
          capture={(session) => {
            ref.current = session;
          }}
        />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { client, session: () => ref.current! };
}

describe('session', () => {
  it('stays loading until the silent refresh and the current user have answered', async () => {
    const user = testUser();
    signedInAs(user);
    const gate = deferred();
    answer('GET', '/api/auth/me', async () => {
      await gate.promise;
      return { user };
    });
    renderSession();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await waitFor(() => expect(tokenStore.get()).toBe('token'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => gate.release());
    expect(await screen.findByText(user.name)).toBeInTheDocument();
  });

  it('ends as a guest when the refresh fails', async () => {
    setSessionHint();
    const seen = recordRequests();
    renderSession();
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(seen[0]).toBe('POST /api/auth/refresh');
    expect(seen).not.toContain('GET /api/auth/me');
  });

  it('asks nothing on load without the session hint: a first visit sends no refresh to be refused', async () => {
    const seen = recordRequests();
    renderSession();
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('without the hint still uses a stored access token', async () => {
    const user = testUser({ name: 'Nia Okoro' });
    tokenStore.set('stored-token');
    const me = answer('GET', '/api/auth/me', { user });
    const seen = recordRequests();
    renderSession();
    expect(await screen.findByText('Nia Okoro')).toBeInTheDocument();
    expect(seen).not.toContain('POST /api/auth/refresh');
    expect(me.requests[0]?.headers.get('authorization')).toBe('Bearer stored-token');
  });

  it.each([
    ['login', '/api/auth/login', AUTH_MESSAGES.noTokenLogin],
    ['register', '/api/auth/register', AUTH_MESSAGES.noTokenRegister],
    ['loginWithGoogle', '/api/auth/google', AUTH_MESSAGES.noTokenGoogle],
  ] as const)('%s needs an access token in the answer', async (method, path, message) => {
    answer('POST', path, { user: testUser() });
    const { session } = renderSession();
    await screen.findByText('guest');
    const input = { name: 'A', email: 'a@b.co', password: 'long-enough' };
    const call =
      method === 'loginWithGoogle' ? session().loginWithGoogle('id-token') : session()[method](input);
    await expect(call).rejects.toThrow(message);
    expect(tokenStore.get()).toBeNull();
  });

  it('stores the token and loads the user after a sign-in', async () => {
    const user: User = testUser({ name: 'Priya Shah' });
    let signedIn = false;
    const google = answer('POST', '/api/auth/google', () => {
      signedIn = true;
      return { accessToken: 'google-token', user };
    });
    answer('GET', '/api/auth/me', () =>
      signedIn ? { user } : apiError(401, 'unauthorized', 'Not signed in.'),
    );
    const { session } = renderSession();
    await screen.findByText('guest');
    await act(async () => {
      await session().loginWithGoogle('id-token');
    });
    expect(await screen.findByText('Priya Shah')).toBeInTheDocument();
    expect(tokenStore.get()).toBe('google-token');
    expect(google.requests[0]?.body).toEqual({ idToken: 'id-token' });
  });

  it('logs out even when the server call fails, clearing token, user and the query cache', async () => {
    signedInAs(testUser());
    answer('POST', '/api/auth/logout', apiError(500, 'internal', 'down'));
    const { client, session } = renderSession();
    expect(await screen.findByText('Amira Khan')).toBeInTheDocument();
    client.setQueryData(['something'], { cached: true });
    await act(async () => {
      await session().logout();
    });
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    expect(client.getQueryData(['something'])).toBeUndefined();
  });
});
