/**
 * 'Your data' (decision 073): the downloaded file, the deletion check, the deletion request and
 * the deletion link's confirmation.
 */
import * as z from 'zod/mini';
import { ACCOUNT_DATA_FORMAT, ACCOUNT_DATA_VERSION } from '../account-data.ts';
import { MAX_PASSWORD_LENGTH } from '../constants.ts';
import { Id, IsoDate } from './common.ts';

/**
 * The downloaded file: `sections` keyed by ACCOUNT_DATA_SECTIONS, each the part of one module
 * (its shape is that module's, documented in decision 073). Never key material, tokens or
 * password hashes.
 */
export const AccountDataFile = z.object({
  success: z.literal(true),
  format: z.literal(ACCOUNT_DATA_FORMAT),
  version: z.literal(ACCOUNT_DATA_VERSION),
  generated_at: IsoDate,
  user_id: Id,
  sections: z.record(z.string(), z.unknown()),
});
export type AccountDataFile = z.infer<typeof AccountDataFile>;

/** One reason a deletion is refused (accountDeletionBlockers; its type AccountDeletionBlocker is in account-data.ts). */
const DeletionBlocker = z.object({
  code: z.enum(['balance', 'payouts', 'sales', 'purchases', 'returns']),
  message: z.string(),
});

/** GET /account/delete/: the reasons the account cannot be deleted now; empty: it can. */
export const AccountDeletionCheck = z.object({
  success: z.literal(true),
  blockers: z.array(DeletionBlocker),
});

/** POST /account/delete/: the current password confirms who asks. */
export const AccountDeletionRequest = z.object({
  current_password: z.string().check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH)),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequest>;

/** POST /account/delete/: the link went to `sent_to` (the account's address). */
export const AccountDeletionRequested = z.object({
  success: z.literal(true),
  sent_to: z.string(),
});

/** POST /account/delete/confirm/: the token of the e-mailed link. */
export const AccountDeletionConfirmRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type AccountDeletionConfirmRequest = z.infer<typeof AccountDeletionConfirmRequest>;
