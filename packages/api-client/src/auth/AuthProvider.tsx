/**
 * AuthProvider and useAuth: the signed-in user and the user status of spec section 4
 * (idle, loading, succeeded, failed), kept in local storage (spec section 3).
 */
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import {
  MESSAGES,
  routes,
  type LoginRequest,
  type RegisterRequest,
  type Route,
  type User,
} from '@shop/contract';
import { useApiClient } from '../provider.tsx';
import { clearStoredUser, readStoredUser, writeStoredUser } from '../storage.ts';
import { AuthContext, type AuthError, type AuthStatus, type AuthValue } from './context.ts';
import { authErrorFrom, isLoggedIn } from './isLoggedIn.ts';

function sameUser(a: User | null, b: User | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * Whether an SWR key reads data that belongs to the signed-in user (contract access 'user'). A key
 * of a call whose route is not loaded yet (more-routes.ts, decision 069: e.g. a page rendered on
 * the server seeds it before any call of its table) counts as the user's: dropping it costs one
 * read, keeping it could show one user's data to the next.
 */
function isUserKey(key: unknown): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  const endpoint = (routes as Record<string, Route | undefined>)[key[0]];
  return endpoint === undefined || endpoint.access === 'user';
}

/**
 * Provides useAuth. Must sit inside ApiProvider (it uses its client, storage and cookies).
 * The user is read from storage by the spec section 4 rule (isLoggedIn) at start, on the window
 * `storage` event and on window focus. When the signed-in user changes (login, logout, another
 * tab), the SWR cache of every 'user' endpoint is dropped so no one sees another user's data.
 * When the server answers 401 on an endpoint that needs a session (the session ended elsewhere:
 * a password reset, a deactivation, an expiry), the stored user is cleared: the page is signed out.
 */
export function AuthProvider({
  children,
  initialUser,
}: {
  children?: ReactNode;
  /**
   * The user the page was rendered for on the server (server rendering), or null for a
   * visitor. Given, it is the first state, so hydration renders exactly what the server did; the
   * storage rule above is applied right after the first commit. Omitted (undefined): the first
   * state comes from storage.
   */
  initialUser?: User | null;
}) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  const readUser = useCallback(
    (): User | null =>
      isLoggedIn(client.storage(), client.cookieString()) ? readStoredUser(client.storage()) : null,
    [client],
  );

  const [user, setUser] = useState<User | null>(() => (initialUser === undefined ? readUser() : initialUser));
  const [status, setStatus] = useState<AuthStatus>('idle');
  const [error, setError] = useState<AuthError | null>(null);

  // The user changes only through changeUser: when it becomes another user (or none), the cached
  // reads of 'user' endpoints are dropped first, before any hook can start reading for the next
  // user (dropping them later would discard that read).
  const userRef = useRef(user);
  const changeUser = useCallback(
    (next: User | null) => {
      const current = userRef.current;
      if (sameUser(current, next)) return;
      if ((current?.id ?? null) !== (next?.id ?? null))
        void mutate(isUserKey, undefined, { revalidate: false });
      userRef.current = next;
      setUser(next);
    },
    [mutate],
  );

  const recheck = useCallback(() => changeUser(readUser()), [changeUser, readUser]);

  // After a server-rendered first state, the browser's own storage decides (once, after hydration).
  const hydratedFrom = useRef(initialUser);
  useEffect(() => {
    if (hydratedFrom.current !== undefined) recheck();
  }, [recheck]);

  useEffect(() => {
    if (typeof window === 'undefined') return;
    window.addEventListener('storage', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      window.removeEventListener('storage', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [recheck]);

  useEffect(
    () =>
      client.onSessionLost(() => {
        clearStoredUser(client.storage());
        changeUser(null);
      }),
    [client, changeUser],
  );

  const signIn = useCallback(
    async (call: () => Promise<{ user: User }>, fallback: string): Promise<User | null> => {
      setStatus('loading');
      setError(null);
      try {
        const response = await call();
        writeStoredUser(client.storage(), response.user);
        recheck();
        setStatus('succeeded');
        return response.user;
      } catch (caught) {
        setError(authErrorFrom(caught, fallback));
        setStatus('failed');
        return null;
      }
    },
    [client, recheck],
  );

  const login = useCallback(
    (credentials: LoginRequest) =>
      signIn(() => client.request('login', { body: credentials }), MESSAGES.user.login),
    [client, signIn],
  );

  const register = useCallback(
    (details: RegisterRequest) =>
      signIn(() => client.request('register', { body: details }), MESSAGES.user.register),
    [client, signIn],
  );

  const logout = useCallback(async (): Promise<boolean> => {
    setStatus('loading');
    try {
      await client.request('logout');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : MESSAGES.user.logout);
      setStatus('failed');
      return false;
    }
    clearStoredUser(client.storage());
    changeUser(null);
    setError(null);
    setStatus('idle');
    return true;
  }, [client, changeUser]);

  const resetStatus = useCallback(() => {
    setStatus('idle');
    setError(null);
  }, []);

  const updateStoredUser = useCallback(
    (next: User) => {
      writeStoredUser(client.storage(), next);
      changeUser(next);
    },
    [client, changeUser],
  );

  const value = useMemo<AuthValue>(
    () => ({
      user,
      status,
      error,
      isLoggedIn: user !== null,
      isTestUser: user?.customer.is_test_user === true,
      login,
      register,
      logout,
      resetStatus,
      updateStoredUser,
    }),
    [user, status, error, login, register, logout, resetStatus, updateStoredUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

/**
 * The auth state and actions (see AuthValue): `{ user, status, error, isLoggedIn, isTestUser,
 * login, register, logout, resetStatus, updateStoredUser }`. Throws Error outside AuthProvider.
 */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
