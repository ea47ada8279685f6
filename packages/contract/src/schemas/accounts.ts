/**
 * Accounts (spec section 3 and decision 024): the user, the fields they may edit, sign-up,
 * sign-in, profile updates, password reset and change, e-mail change, and the contact form.
 */
import * as z from 'zod/mini';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../constants.ts';
import { Id, IsoDate } from './common.ts';
import { requiredText, text } from './fields.ts';

export const Customer = z.object({
  id: Id,
  is_test_user: z.boolean(),
  /** Staff may use the back office (/admin/) and move any order. */
  is_staff: z.boolean(),
});
export type Customer = z.infer<typeof Customer>;

/**
 * A user (spec section 3). The editable text fields beyond the names are not given by the spec:
 * we chose username, email, phone, address, city and postcode (docs/decisions).
 */
export const User = z.object({
  id: Id,
  customer_id: Id,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  /**
   * The public name shown with the user's reviews: the name they chose, else first
   * name and last initial (contract `displayName`); never derived from the e-mail address.
   */
  display_name: z.string(),
  is_active: z.boolean(),
  date_joined: IsoDate,
  created_at: IsoDate,
  updated_at: IsoDate,
  customer: Customer,
});
export type User = z.infer<typeof User>;

/** The user fields a user may change through update-user; everything else is ignored. */
export const EDITABLE_USER_FIELDS = [
  'username',
  'email',
  'first_name',
  'last_name',
  'phone',
  'address',
  'city',
  'postcode',
  'display_name',
  'is_active',
] as const;
/** User fields the profile form hides (spec section 2, my-profile). */
export const HIDDEN_USER_FIELDS = [
  'id',
  'customer_id',
  'created_at',
  'updated_at',
  'date_joined',
  'customer',
] as const;

/**
 * A new password: MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters (a shorter one is
 * described as MESSAGES.server.passwordTooShort). The server also refuses common passwords
 * (MESSAGES.account.passwordCommon); the rule is shown as MESSAGES.account.passwordRule.
 */
export const NewPassword = z
  .string()
  .check(z.minLength(MIN_PASSWORD_LENGTH), z.maxLength(MAX_PASSWORD_LENGTH));

export const RegisterRequest = z.object({
  email: z.email().check(z.maxLength(254)),
  password: NewPassword,
  first_name: requiredText(100),
  last_name: requiredText(100),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const UpdateUserRequest = z.object({
  username: z.optional(requiredText(150)),
  email: z.optional(z.email().check(z.maxLength(254))),
  first_name: z.optional(requiredText(100)),
  last_name: z.optional(requiredText(100)),
  phone: z.optional(text(40)),
  address: z.optional(text(200)),
  city: z.optional(text(100)),
  postcode: z.optional(text(20)),
  /** Empty: back to the default (first name and last initial). */
  display_name: z.optional(text(MAX_DISPLAY_NAME_LENGTH)),
  is_active: z.optional(z.boolean()),
  /** Required, and checked, when `email` differs from the current address. */
  current_password: z.optional(z.string().check(z.maxLength(MAX_PASSWORD_LENGTH))),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

/**
 * A message from the contact form (decision 048): who wrote it and what, sent to the shop's support
 * address (SUPPORT_EMAIL) through the e-mail outbox. Names and message are trimmed.
 */
export const ContactRequest = z.object({
  first_name: requiredText(100),
  last_name: z.string().check(z.trim(), z.maxLength(100)),
  email: z.email().check(z.maxLength(254)),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

/** 'Forgot password?': the address to send a reset link to. */
export const PasswordResetRequest = z.object({ email: z.email().check(z.maxLength(254)) });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** Setting a new password with the token of a reset link (single use, PASSWORD_RESET_TTL_MS). */
export const PasswordResetConfirmRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: NewPassword,
});
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

/** Confirming a new e-mail address with the token of the link sent to it (EMAIL_CHANGE_TTL_MS, decision 044). */
export const EmailChangeConfirmRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type EmailChangeConfirmRequest = z.infer<typeof EmailChangeConfirmRequest>;

/** Changing the password of the signed-in account: the current one is required. */
export const ChangePasswordRequest = z.object({
  current_password: z.string().check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH)),
  new_password: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
