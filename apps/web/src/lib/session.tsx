import type { AuthResponse, LoginBody, MeResponse, RegisterBody, User } from '@medprep/shared';
import { AUTH_MESSAGES, SESSION_HINT_COOKIE_NAME } from '@medprep/shared/constants';
import { authApiPaths } from '@medprep/shared/shell-api-paths';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, apiRequest, refreshAccessToken, tokenStore } from './api-client';
import { clearQueries } from './query-registry';

export interface Session {
  user: User | null;
  /** True until the first silent refresh and current-user load have finished. */
  loading: boolean;
  login(input: LoginBody): Promise<User>;
  register(input: RegisterBody): Promise<User>;
  loginWithGoogle(idToken: string): Promise<User>;
  logout(): Promise<void>;
  /** Reads the signed-in person again (after they change their name or photo), so the top bar shows it. */
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

async function loadMe(): Promise<User | null> {
  try {
    return (await apiRequest<MeResponse>(authApiPaths.me())).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Whether the server has left its readable hint that this browser holds a refresh cookie (it sets and clears
 * it with that cookie). Without it there is nothing to refresh, and asking would only earn a 401 in the
 * console on every visitor's first page.
 */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(/;\s*/).some((cookie) => cookie === `${SESSION_HINT_COOKIE_NAME}=1`);
}

/**
 * Whether the first render must wait for the session: only when a session may exist (the hint cookie or a
 * stored access token). A first visitor's page renders as a guest's at once, as the server renders it.
 */
export function sessionMayExist(): boolean {
  return hasSessionHint() || tokenStore.get() !== null;
}

export function SessionProvider({
  children,
  initialLoading,
}: {
  children: ReactNode;
  /** The server-side renderer's answer to `sessionMayExist` (from the request's cookie). */
  initialLoading?: boolean;
}) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(() => initialLoading ?? sessionMayExist());

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        // The silent refresh only when a session may exist; a stored access token is tried either way (it is
        // refreshed on its first 401 like any other).
        const refreshed = hasSessionHint() ? await refreshAccessToken() : null;
        const token = refreshed ?? tokenStore.get();
        const me = token ? await loadMe() : null;
        if (!cancelled) setUser(me);
      } catch {
        if (!cancelled) setUser(null);
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const signIn = useCallback(async (path: string, body: unknown, noToken: string, fallback: string) => {
    const answer = await apiRequest<Partial<AuthResponse>>(path, { method: 'POST', body, fallback });
    if (!answer?.accessToken) throw new Error(noToken);
    tokenStore.set(answer.accessToken);
    const me = await loadMe();
    if (!me) throw new Error(fallback);
    clearQueries();
    setUser(me);
    return me;
  }, []);

  const session = useMemo<Session>(
    () => ({
      user,
      loading,
      login: (input) =>
        signIn(authApiPaths.login(), input, AUTH_MESSAGES.noTokenLogin, AUTH_MESSAGES.loginFailed),
      register: (input) =>
        signIn(
          authApiPaths.register(),
          input,
          AUTH_MESSAGES.noTokenRegister,
          AUTH_MESSAGES.registrationFailed,
        ),
      loginWithGoogle: (idToken) =>
        signIn(authApiPaths.google(), { idToken }, AUTH_MESSAGES.noTokenGoogle, AUTH_MESSAGES.googleFailed),
      async logout() {
        try {
          await apiRequest(authApiPaths.logout(), { method: 'POST' });
        } catch {
          // ignored: the local sign-out happens anyway
        }
        tokenStore.set(null);
        setUser(null);
        clearQueries();
      },
      async refreshUser() {
        const me = await loadMe();
        if (me) setUser(me);
      },
    }),
    [user, loading, signIn],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

export const isTeacher = (user: User | null) => user?.role === 'instructor' || user?.role === 'admin';
