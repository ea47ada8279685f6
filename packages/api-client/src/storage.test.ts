import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shop/contract';
import { createMemoryStorage, readStoredUser } from './storage.ts';
import { makeUser } from './test-support.ts';

const storageWith = (entry: string) => createMemoryStorage({ [STORAGE_KEYS.user]: entry });

describe('given a stored user entry (readStoredUser)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads a contract User back', () => {
    const user = makeUser();
    expect(readStoredUser(storageWith(JSON.stringify(user)))).toEqual(user);
  });

  it('gives null without storage, without an entry, or for text that is not a JSON object', () => {
    expect(readStoredUser(undefined)).toBeNull();
    expect(readStoredUser(createMemoryStorage())).toBeNull();
    for (const entry of ['not json', '"ada"', '7', 'null', '[]'])
      expect(readStoredUser(storageWith(entry))).toBeNull();
  });

  it('gives null for an object that is not a contract User in tests and development', () => {
    expect(readStoredUser(storageWith('{"id":7}'))).toBeNull();
    vi.stubEnv('MODE', 'development');
    vi.stubEnv('DEV', true);
    expect(readStoredUser(storageWith('{"id":7}'))).toBeNull();
  });

  it('takes any JSON object in a production build, checking no schema (decision 017)', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    expect(readStoredUser(storageWith('{"id":7}'))).toEqual({ id: 7 });
    expect(readStoredUser(storageWith('[]'))).toBeNull();
  });
});
