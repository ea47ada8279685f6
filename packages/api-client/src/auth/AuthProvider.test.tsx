import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { STORAGE_KEYS } from '@shop/contract';
import { useApiClient } from '../provider.tsx';
import { json, makeUser } from '../test-support.ts';
import { setupHooks as setup } from '../test-hooks.tsx';
import { useAuth } from './AuthProvider.tsx';

const credentials = { email: 'ada@example.com', password: 'secret123' };

describe('given a visitor who signs in', () => {
  it('sets the user, stores it with its username and succeeds', async () => {
    const user = makeUser();
    const { wrapper, calls, storage } = setup(null, () => json({ success: true, user }));
    const { result, act } = await renderHook(() => useAuth(), { wrapper });
    expect(result.current.status).toBe('idle');
    expect(result.current.isLoggedIn).toBe(false);

    await act(async () => {
      await result.current.login(credentials);
    });

    expect(result.current.status).toBe('succeeded');
    expect(result.current.user).toEqual(user);
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.isTestUser).toBe(false);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(storage.getItem(STORAGE_KEYS.username)).toBe('ada');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/auth/login/', JSON.stringify(credentials)],
    ]);
  });

  it('knows the demo user as the test user', async () => {
    const { wrapper } = setup(null, () => json({ success: true, user: makeUser({}, true) }));
    const { result, act } = await renderHook(() => useAuth(), { wrapper });
    await act(async () => {
      await result.current.login(credentials);
    });
    expect(result.current.isTestUser).toBe(true);
  });

  it('keeps a refused body as the error, as received, and fails', async () => {
    const body = { success: false, error: 'Invalid credentials' };
    const { wrapper, storage } = setup(null, () => json(body, 401));
    const { result, act } = await renderHook(() => useAuth(), { wrapper });
    await act(async () => {
      expect(await result.current.login(credentials)).toBeNull();
    });
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toEqual(body);
    expect(result.current.user).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("fails with 'Network error occurred' when the network is down", async () => {
    const { wrapper } = setup(null, () => {
      throw new TypeError('Failed to fetch');
    });
    const { result, act } = await renderHook(() => useAuth(), { wrapper });
    await act(async () => {
      await result.current.register({ ...credentials, first_name: 'Ada', last_name: 'Lovelace' });
    });
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe('Network error occurred');
  });

  it('resetStatus returns to idle without error', async () => {
    const { wrapper } = setup(null, () => json({ success: false, error: 'Invalid credentials' }, 401));
    const { result, act } = await renderHook(() => useAuth(), { wrapper });
    await act(async () => {
      await result.current.login(credentials);
    });
    await act(() => result.current.resetStatus());
    expect(result.current.status).toBe('idle');
    expect(result.current.error).toBeNull();
  });
});

describe('given a signed-in user whose session ended on the server', () => {
  it('is signed out when an endpoint that needs a session answers 401', async () => {
    const user = makeUser();
    const { wrapper, storage } = setup(user, () =>
      json({ success: false, error: 'Authentication credentials were not provided.' }, 401),
    );
    const { result, act } = await renderHook(() => ({ auth: useAuth(), client: useApiClient() }), {
      wrapper,
    });
    expect(result.current.auth.isLoggedIn).toBe(true);
    await act(async () => {
      await expect(result.current.client.request('getOrders')).rejects.toThrow();
    });
    expect(result.current.auth.isLoggedIn).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('stays signed in when a public endpoint answers 401 (a wrong password at sign-in)', async () => {
    const user = makeUser();
    const { wrapper } = setup(user, () => json({ success: false, error: 'Invalid credentials' }, 401));
    const { result, act } = await renderHook(() => ({ auth: useAuth(), client: useApiClient() }), {
      wrapper,
    });
    await act(async () => {
      await expect(
        result.current.client.request('login', { body: { email: 'a@b.c', password: 'x' } }),
      ).rejects.toThrow();
    });
    expect(result.current.auth.isLoggedIn).toBe(true);
  });
});

describe('given a signed-in user who logs out', () => {
  it('clears the user, the stored entries and the error, and returns to idle', async () => {
    const { wrapper, calls, storage } = setup(makeUser(), () => json({ success: true }));
    storage.setItem(STORAGE_KEYS.username, 'ada');
    const { result, act } = await renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoggedIn).toBe(true);

    await act(async () => {
      expect(await result.current.logout()).toBe(true);
    });

    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/auth/logout/']]);
    expect(result.current.user).toBeNull();
    expect(result.current.isLoggedIn).toBe(false);
    expect(result.current.status).toBe('idle');
    expect(result.current.error).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.username)).toBeNull();
  });

  it("fails with 'Logout failed' and keeps the user when the server refuses", async () => {
    const { wrapper } = setup(makeUser(), () => new Response('', { status: 500 }));
    const { result, act } = await renderHook(() => useAuth(), { wrapper });
    await act(async () => {
      expect(await result.current.logout()).toBe(false);
    });
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe('Logout failed');
    expect(result.current.user).not.toBeNull();
  });
});

describe('given a stored user without a csrftoken cookie', () => {
  it('is signed out and the stored user is removed', async () => {
    const { wrapper, storage } = setup(makeUser(), () => json({}), 'theme=dark');
    const { result } = await renderHook(() => useAuth(), { wrapper });
    expect(result.current.user).toBeNull();
    expect(result.current.isLoggedIn).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});

describe('given the cookie goes away while signed in', () => {
  it('signs out on the next focus', async () => {
    const { wrapper, cookies } = setup(makeUser(), () => json({}));
    const { result, act } = await renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoggedIn).toBe(true);
    cookies.value = '';
    await act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('signs out on a storage event', async () => {
    const { wrapper, cookies } = setup(makeUser(), () => json({}));
    const { result, act } = await renderHook(() => useAuth(), { wrapper });
    cookies.value = '';
    await act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
    });
    expect(result.current.user).toBeNull();
  });
});
