/** The auth context and its value type (spec section 4, user status), shared by auth, cart and hooks. */
import { createContext, useContext } from 'react';
import type { LoginRequest, RegisterRequest, User } from '@shop/contract';

/** User status of spec section 4. */
export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * The error of a failed register or login: the non-OK response body as received (an object, or
 * text) or the spec section 8 default/network message; for a failed logout, the message.
 */
export type AuthError = string | object;

/** What useAuth returns. */
export interface AuthValue {
  /** The signed-in user, or null (spec section 4: user entry in storage AND csrftoken cookie). */
  user: User | null;
  status: AuthStatus;
  error: AuthError | null;
  isLoggedIn: boolean;
  /** True when the user is the demo user (`customer.is_test_user`). */
  isTestUser: boolean;
  /** Signs in; resolves to the user, or null on failure (then status 'failed' and error set). Never throws. */
  login(credentials: LoginRequest): Promise<User | null>;
  /** Registers and signs in; resolves to the user, or null on failure (status 'failed', error set). Never throws. */
  register(details: RegisterRequest): Promise<User | null>;
  /** Signs out; resolves true on success (status 'idle', user and error cleared), false on failure (status 'failed'). */
  logout(): Promise<boolean>;
  /** Back to 'idle' with no error (entering sign-in and sign-up, spec section 4). */
  resetStatus(): void;
  /** Replaces the stored user (e.g. after a profile update) in state and local storage. */
  updateStoredUser(user: User): void;
}

export const AuthContext = createContext<AuthValue | null>(null);

/** The auth value when an AuthProvider is above, else null (hooks that work with or without auth). */
export function useOptionalAuth(): AuthValue | null {
  return useContext(AuthContext);
}
