/**
 * Delivery addresses as the server stores them (issue 8, decision 020): the contract's
 * DeliveryAddress (UK only) with its postcode normalised by the `postcode` library
 * ('sw1a1aa' -> 'SW1A 1AA'). Used for the simulated card form's address and for the shipping
 * details Stripe collects, so every order carries the same shape.
 */
import type { DeliveryAddress } from '@shop/api-client/contract';
import { toNormalised } from 'postcode';
import type { StoredAddress } from '../db/schema.ts';

/**
 * `postcode` in its normal form ('SW1A 1AA'); a text the library cannot parse comes back trimmed
 * and upper-cased (the contract schema has already refused it for our own forms; Stripe's
 * collected postcodes are stored as Stripe gives them).
 */
export function normalisePostcode(postcode: string): string {
  const trimmed = postcode.trim();
  return toNormalised(trimmed) ?? trimmed.toUpperCase();
}

/** The address to store: fields trimmed, postcode normalised (normalisePostcode). */
export function toStoredAddress(address: DeliveryAddress): StoredAddress {
  return {
    name: address.name.trim(),
    line1: address.line1.trim(),
    line2: address.line2.trim(),
    city: address.city.trim(),
    postcode: normalisePostcode(address.postcode),
  };
}
