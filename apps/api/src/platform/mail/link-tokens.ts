/**
 * Tokens of the links the shop mails (password reset, e-mail change): derived from a random
 * seed with the server's secret, so the mail worker can rebuild a link from the seed it stores.
 */
import { createHmac } from 'node:crypto';

/** The token of a reset link made from `seed` (the link carries it; only its SHA-256 is stored). */
export function resetTokenFromSeed(secret: string, seed: string): string {
  return createHmac('sha256', secret).update(`password-reset:${seed}`).digest('base64url');
}
