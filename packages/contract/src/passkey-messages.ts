/**
 * The passkeys' texts (decision 070; our wording), apart from MESSAGES: MESSAGES is one object in
 * the home route's bundle, where none of these are needed. Plain data, no zod.
 */
export const PASSKEY_MESSAGES = {
  fetch: 'Failed to fetch your passkeys',
  add: 'Failed to add the passkey',
  renameFailed: 'Failed to rename the passkey',
  removeFailed: 'Failed to remove the passkey',
  signIn: 'Sign-in with a passkey failed',
  /** The sign-in screen's button. */
  signInButton: 'Sign in with a passkey',
  /** The profile's section. */
  title: 'Passkeys',
  intro:
    'A passkey signs you in with your fingerprint, face, screen lock or security key instead of your password. Your password keeps working.',
  none: 'You have no passkeys yet.',
  addButton: 'Add a passkey',
  /** The name field of a new passkey and of a rename. */
  nameLabel: 'Passkey name',
  nameHint: 'A name to tell your passkeys apart, such as the device it is on.',
  /** The add form's password field: a passkey is a way in, so it asks as an e-mail change does. */
  passwordLabel: 'Current password',
  passwordHint: 'To confirm it is you before a new way to sign in is added.',
  rename: 'Rename',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Remove',
  removeTitle: 'Remove this passkey?',
  /** `{name}` is the passkey's name. */
  removeConfirm: '{name} will no longer sign you in. Remove it from your device or password manager too.',
  created: 'Added',
  lastUsed: 'Last used',
  neverUsed: 'Never used',
  added: 'Passkey added. You can now sign in with it.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  /** The browser has no WebAuthn (navigator.credentials.create/get). */
  unsupported: 'This browser cannot use passkeys.',
  /** The person closed the browser's dialog, or it timed out (the browser's NotAllowedError). */
  cancelled: 'The passkey request was cancelled or timed out. Please try again.',
  /** 400: the challenge is unknown, used or expired (PASSKEY_CHALLENGE_TTL_MS). */
  challengeExpired: 'This passkey request has expired. Please try again.',
  /** 400: the browser's answer did not verify (signature, origin, counter...). */
  notVerified: 'The passkey could not be verified. Please try again.',
  /** 401: a passkey this shop does not know (removed, or made for another account). */
  unknownPasskey:
    'This passkey is not registered here. Sign in with your password, then add a passkey on your profile.',
  /** 400: the authenticator already holds a passkey of this account. */
  alreadyRegistered: 'This passkey is already registered to your account.',
  /** 400: MAX_PASSKEYS reached. */
  tooMany: 'You can have at most 10 passkeys. Remove one to add another.',
} as const;
