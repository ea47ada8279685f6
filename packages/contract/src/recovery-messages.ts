/**
 * Texts of the forgot-password and reset-password pages only (our wording), apart from MESSAGES:
 * MESSAGES is one object in the home route's bundle, where neither is needed (the move of
 * PROFILE_MESSAGES and LISTING_MESSAGES; decision 074 made room for the messaging calls with it).
 * The server never sends them.
 */
export const RECOVERY_MESSAGES = {
  /** The link to the forgot-password page (sign-in, an invalid reset link). */
  forgotPassword: 'Forgot password?',
  /** The answer to a reset request, the same whether or not the address has an account (no enumeration). */
  resetRequested:
    'If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for one hour.',
  resetDone: 'Your password has been changed. Please sign in with the new password.',
} as const;
