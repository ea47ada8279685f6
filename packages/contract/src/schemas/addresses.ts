/**
 * UK delivery addresses (decision 020): the schema, the postcode's normal form, and an
 * address saved on a profile.
 */
import * as z from 'zod/mini';
import { isValid as isValidUkPostcode, toNormalised } from 'postcode';
import { MESSAGES } from '../messages.ts';
import { Id } from './common.ts';
import { requiredText, text } from './fields.ts';

/**
 * A UK delivery address: recipient name, two address lines, town or city, postcode
 * (checked with the `postcode` library; stored normalised by the server, e.g. 'SW1A 1AA').
 * Country is always GB.
 */
export const DeliveryAddress = z.object({
  name: requiredText(200),
  line1: requiredText(200),
  line2: text(200),
  city: requiredText(100),
  postcode: z.string().check(
    z.trim(),
    z.maxLength(10),
    z.refine((value) => isValidUkPostcode(value), { message: MESSAGES.server.postcode }),
  ),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/**
 * A UK postcode in its normal form with the `postcode` library ('sw1a1aa' -> 'SW1A 1AA'); text
 * the library cannot parse comes back trimmed and upper-cased (our forms refuse it first through
 * DeliveryAddress; Stripe's collected postcodes are kept as Stripe gives them).
 */
export function normalisePostcode(postcode: string): string {
  const trimmed = postcode.trim();
  return toNormalised(trimmed) ?? trimmed.toUpperCase();
}

/** A delivery address as it is stored (server and mocks alike): fields trimmed, postcode normalised. */
export function normaliseAddress(address: DeliveryAddress): DeliveryAddress {
  return {
    name: address.name.trim(),
    line1: address.line1.trim(),
    line2: address.line2.trim(),
    city: address.city.trim(),
    postcode: normalisePostcode(address.postcode),
  };
}

/** An address saved on the user's profile. */
export const SavedAddress = z.extend(DeliveryAddress, { id: Id });
export type SavedAddress = z.infer<typeof SavedAddress>;
