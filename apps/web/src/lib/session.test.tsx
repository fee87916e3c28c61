import type { User } from '@medprep/shared';
import { AUTH_MESSAGES } from '@medprep/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, testUser } from '../test/render';
import { tokenStore } from './api-client';
import { type Session, SessionProvider, useSession } from './session';

function Probe({ capture }: { capture: (session: Session) => void }) {
  const session = useSession();
  capture(session);
  return <p>{session.loading ? 'loading' : (session.user?.name ?? 'guest')}</p>;
}

function renderSession() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
    let release: (r: Response) => void = () => {};
    const user = testUser();
    mockApi(user, {
      'GET /api/auth/me': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderSession();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await waitFor(() => expect(tokenStore.get()).toBe('token'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => release(jsonResponse(200, { user })));
    expect(await screen.findByText(user.name)).toBeInTheDocument();
  });

  it('ends as a guest when the refresh fails', async () => {
    const { calls } = mockApi(null);
    renderSession();
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/auth/refresh');
    expect(calls.some((c) => c.path === '/api/auth/me')).toBe(false);
  });

  it.each([
    ['login', '/api/auth/login', AUTH_MESSAGES.noTokenLogin],
    ['register', '/api/auth/register', AUTH_MESSAGES.noTokenRegister],
    ['loginWithGoogle', '/api/auth/google', AUTH_MESSAGES.noTokenGoogle],
  ] as const)('%s needs an access token in the answer', async (method, path, message) => {
    mockApi(null, { [`POST ${path}`]: () => ({ user: testUser() }) });
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
    const { calls } = mockApi(null, {
      'POST /api/auth/google': () => {
        signedIn = true;
        return { accessToken: 'google-token', user };
      },
      'GET /api/auth/me': () =>
        signedIn ? { user } : jsonResponse(401, { error: 'unauthorized', message: 'x' }),
    });
    const { session } = renderSession();
    await screen.findByText('guest');
    await act(async () => {
      await session().loginWithGoogle('id-token');
    });
    expect(await screen.findByText('Priya Shah')).toBeInTheDocument();
    expect(tokenStore.get()).toBe('google-token');
    expect(calls.find((c) => c.path === '/api/auth/google')?.body).toEqual({ idToken: 'id-token' });
  });

  it('logs out even when the server call fails, clearing token, user and the query cache', async () => {
    mockApi(testUser(), {
      'POST /api/auth/logout': () => jsonResponse(500, { error: 'internal', message: 'down' }),
    });
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
