/**
 * Delivery addresses as the server stores them (decision 020): the contract's
 * DeliveryAddress (UK only) normalised by the contract's `normaliseAddress` (postcode
 * 'sw1a1aa' -> 'SW1A 1AA'), for the simulated card form's address and for the shipping details
 * Stripe collects, so every order carries the same shape as the mocks store.
 */
import { normaliseAddress, type DeliveryAddress } from '@shop/contract';
import type { StoredAddress } from '../../platform/db/schema.ts';

export { normalisePostcode } from '@shop/contract';

/** The address to store: the contract's normaliseAddress (fields trimmed, postcode normalised). */
export function toStoredAddress(address: DeliveryAddress): StoredAddress {
  return normaliseAddress(address);
}
