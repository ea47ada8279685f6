import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { MESSAGES, STORAGE_KEYS } from '@shop/contract';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ApiError, TestUserBlockedError } from '../errors.ts';
import { json, makeUser } from '../test-support.ts';
import { setupHooks as setup } from '../test-hooks.tsx';
import { useChangePassword, useConfirmPasswordReset, useRequestPasswordReset } from './account.ts';

describe('given a visitor who forgot the password', () => {
  it('posts the trimmed address to /auth/password-reset/ with the CSRF header', async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true }));
    const { result, act } = await renderHook(() => useRequestPasswordReset(), { wrapper });
    await act(async () => {
      await result.current.requestReset('  ada@example.com ');
    });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/auth/password-reset/', JSON.stringify({ email: 'ada@example.com' })],
    ]);
    expect(calls[0]?.headers.get('X-CSRFToken')).toBe('t');
    expect(result.current.error).toBeNull();
  });

  it("keeps the server's text after too many attempts", async () => {
    const { wrapper } = setup(null, () =>
      json({ success: false, error: MESSAGES.server.tooManyRequests }, 429),
    );
    const { result, act } = await renderHook(() => useRequestPasswordReset(), { wrapper });
    await act(async () => {
      await expect(result.current.requestReset('ada@example.com')).rejects.toMatchObject({
        status: 429,
        message: MESSAGES.server.tooManyRequests,
      });
    });
    expect(result.current.error).toBe(MESSAGES.server.tooManyRequests);
    expect(result.current.loading).toBe(false);
  });

  it("says 'Network error occurred' when the server cannot be reached", async () => {
    const { wrapper } = setup(null, () => {
      throw new TypeError('Failed to fetch');
    });
    const { result, act } = await renderHook(() => useRequestPasswordReset(), { wrapper });
    await act(async () => {
      await expect(result.current.requestReset('ada@example.com')).rejects.toBeInstanceOf(ApiError);
    });
    expect(result.current.error).toBe(MESSAGES.user.network);
  });
});

describe('given a reset link', () => {
  it('posts the token and the new password and does not sign in', async () => {
    const { wrapper, calls, storage } = setup(null, () => json({ success: true }));
    const { result, act } = await renderHook(() => ({ auth: useAuth(), reset: useConfirmPasswordReset() }), {
      wrapper,
    });
    await act(async () => {
      await result.current.reset.confirmReset('abc123', 'correct horse battery');
    });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        '/api/auth/password-reset/confirm/',
        JSON.stringify({ token: 'abc123', password: 'correct horse battery' }),
      ],
    ]);
    expect(result.current.auth.isLoggedIn).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('fails with the invalid-link text for a used or expired token', async () => {
    const { wrapper } = setup(null, () =>
      json({ success: false, error: MESSAGES.account.resetInvalid }, 400),
    );
    const { result, act } = await renderHook(() => useConfirmPasswordReset(), { wrapper });
    await act(async () => {
      await expect(result.current.confirmReset('used', 'correct horse battery')).rejects.toMatchObject({
        status: 400,
        message: MESSAGES.account.resetInvalid,
      });
    });
    expect(result.current.error).toBe(MESSAGES.account.resetInvalid);
  });
});

describe('given a signed-in user who changes the password', () => {
  const passwords = { current_password: 'old password', new_password: 'correct horse battery' };

  it('posts both passwords to /auth/change-password/ and stays signed in', async () => {
    const user = makeUser();
    const { wrapper, calls } = setup(user, () => json({ success: true }));
    const { result, act } = await renderHook(() => ({ auth: useAuth(), account: useChangePassword() }), {
      wrapper,
    });
    await act(async () => {
      await result.current.account.change(passwords);
    });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/auth/change-password/', JSON.stringify(passwords)],
    ]);
    expect(result.current.auth.user).toEqual(user);
  });

  it('fails with the wrong-current-password text', async () => {
    const { wrapper } = setup(makeUser(), () =>
      json({ success: false, error: MESSAGES.account.currentPasswordWrong }, 400),
    );
    const { result, act } = await renderHook(() => useChangePassword(), { wrapper });
    await act(async () => {
      await expect(result.current.change(passwords)).rejects.toMatchObject({
        message: MESSAGES.account.currentPasswordWrong,
      });
    });
    expect(result.current.error).toBe(MESSAGES.account.currentPasswordWrong);
  });

  it('is refused for the test user without sending anything', async () => {
    const { wrapper, calls } = setup(makeUser({}, true), () => json({ success: true }));
    const { result } = await renderHook(() => useChangePassword(), { wrapper });
    await expect(result.current.change(passwords)).rejects.toBeInstanceOf(TestUserBlockedError);
    expect(calls).toHaveLength(0);
  });
});
