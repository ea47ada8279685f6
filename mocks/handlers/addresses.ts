/**
 * Saved delivery address handlers (decision 020 "Delivery address"): list (oldest
 * first), add (the contract's DeliveryAddress, already checked by route(); the postcode stored
 * normalised by the `postcode` library; at most MAX_SAVED_ADDRESSES, else 400
 * MESSAGES.server.tooManyAddresses) and remove (404 unknown, 403 someone else's). Every call
 * answers the user's whole list.
 */
import { MAX_SAVED_ADDRESSES, MESSAGES } from '@shop/contract';
import { db } from '../db.ts';
import { addressesOf } from '../store/accounts.ts';
import { badRequest, forbidden, notFound, route } from './http.ts';
import { storedAddress } from './payment.ts';

/** getAddresses, addAddress, removeAddress. */
export const addressesHandlers = [
  route('getAddresses', ({ user }) => ({
    body: { success: true, addresses: addressesOf(db, user.user.id) },
  })),
  route('addAddress', ({ body, user }) => {
    const userId = user.user.id;
    if (addressesOf(db, userId).length >= MAX_SAVED_ADDRESSES)
      throw badRequest(MESSAGES.server.tooManyAddresses);
    db.addresses.push({ address: { id: db.nextId('address'), ...storedAddress(body) }, userId });
    return { status: 201, body: { success: true, addresses: addressesOf(db, userId) } };
  }),
  route('removeAddress', ({ params, user }) => {
    const row = db.addresses.find((a) => a.address.id === params.id);
    if (!row) throw notFound();
    if (row.userId !== user.user.id) throw forbidden();
    db.addresses = db.addresses.filter((a) => a !== row);
    return { body: { success: true, addresses: addressesOf(db, user.user.id) } };
  }),
];
