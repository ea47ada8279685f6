import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shop/contract';
import { ApiError } from '../errors.ts';
import { createMemoryStorage } from '../storage.ts';
import { authErrorFrom, authErrorText, isLoggedIn } from './isLoggedIn.ts';

describe('isLoggedIn', () => {
  describe('given a user entry and a csrftoken cookie', () => {
    it('is true and keeps the entry', () => {
      const storage = createMemoryStorage({ [STORAGE_KEYS.user]: '{"id":7}' });
      expect(isLoggedIn(storage, 'a=1; csrftoken=abc')).toBe(true);
      expect(storage.getItem(STORAGE_KEYS.user)).toBe('{"id":7}');
    });
  });

  describe('given a user entry without a csrftoken cookie', () => {
    it('is false and removes the user entry', () => {
      const storage = createMemoryStorage({
        [STORAGE_KEYS.user]: '{"id":7}',
        [STORAGE_KEYS.darkMode]: 'true',
      });
      expect(isLoggedIn(storage, 'xcsrftoken=abc; other=1')).toBe(false);
      expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.darkMode)).toBe('true');
    });
  });

  describe('given no user entry', () => {
    it('is false even with a csrftoken cookie', () => {
      const storage = createMemoryStorage();
      expect(isLoggedIn(storage, 'csrftoken=abc')).toBe(false);
    });
  });

  describe('given no storage', () => {
    it('is false', () => {
      expect(isLoggedIn(undefined, 'csrftoken=abc')).toBe(false);
    });
  });
});

describe('authErrorFrom', () => {
  it('keeps a refused body as received', () => {
    const body = { success: false, error: { email: ['taken'] } };
    expect(
      authErrorFrom(new ApiError(400, 'Registration failed', body, 'register'), 'Registration failed'),
    ).toBe(body);
  });

  it('keeps a refused text body as received', () => {
    expect(
      authErrorFrom(new ApiError(401, 'Login failed', 'Invalid credentials', 'login'), 'Login failed'),
    ).toBe('Invalid credentials');
  });

  it('gives the message after a network failure', () => {
    expect(authErrorFrom(new ApiError(0, 'Network error occurred', undefined, 'login'), 'Login failed')).toBe(
      'Network error occurred',
    );
  });

  it('gives the default for an error that is not an ApiError', () => {
    expect(authErrorFrom(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});

describe('authErrorText', () => {
  it("reads an object's error text", () => {
    expect(authErrorText({ success: false, error: 'Invalid credentials' })).toBe('Invalid credentials');
  });

  it('gives an object without text as JSON', () => {
    expect(authErrorText({ email: ['taken'] })).toBe('{"email":["taken"]}');
  });
});
