/**
 * The guests module's public surface (decision 050): what the app and other modules use.
 */
export { clearGuestCookie, guestToken, ownerForRead, writeAsOwner } from './guest-cookie.ts';
export { mergeGuestInto, purgeExpiredGuests, viewerIdOf, type Owner } from './guests.ts';
