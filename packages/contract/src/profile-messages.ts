/**
 * Texts of the profile page and the e-mail confirmation page only (deactivation, the display
 * name's hint, a changed password or e-mail address; our wording), apart from MESSAGES: MESSAGES is
 * one object in the home route's bundle, where none of these are needed (the same move as
 * LISTING_MESSAGES and PASSKEY_MESSAGES; decisions 071 and 073 made room for their routes with
 * it). The server never sends them.
 */
export const PROFILE_MESSAGES = {
  deactivateTitle: 'Deactivate your account?',
  deactivateConfirm:
    'You will be signed out and cannot sign in until you reactivate the account with a password reset link.',
  deactivate: 'Deactivate',
  displayNameHint: 'Shown with your reviews. Leave empty to use your first name and last initial.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  emailChangeDone:
    'Your new e-mail address is confirmed. Your other sessions have been signed out; sign in with the new address from now on.',
  /**
   * After asking to change the e-mail address (decision 044): `{email}` is the new address. The
   * old address stays in force until the link is used.
   */
  emailChangePending:
    'We have sent a link to {email}. Open it to confirm your new e-mail address; until then we keep writing to your current address. The link works for 24 hours.',
} as const;
