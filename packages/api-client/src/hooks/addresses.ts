/** Saved delivery addresses: GET/POST /addresses/, DELETE /addresses/{id}/. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { DeliveryAddress, SavedAddress } from '@shop/contract';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';
import { useMutationState } from './useMutationState.ts';

/** The SWR key of the saved addresses (GET /addresses/). */
export const addressesKey = apiKey('getAddresses');

/** The signed-in user's saved addresses (only while signed in). data: `{ addresses }`. */
export function useAddresses(): ApiQuery<'getAddresses'> {
  return useApiQuery(useSignedIn() ? addressesKey : null);
}

/** What useAddressActions returns. */
export interface AddressActions {
  /** POST /addresses/: saves one; resolves to the new list. Throws ApiError (e.g. bad postcode, 10 already saved). */
  add(address: DeliveryAddress): Promise<SavedAddress[]>;
  /** DELETE /addresses/{id}/: resolves to the new list. Throws ApiError. */
  remove(id: number): Promise<SavedAddress[]>;
  loading: boolean;
  error: string | null;
}

/** Adds and removes saved addresses, keeping the cached list in step. */
export function useAddressActions(): AddressActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const add = useCallback(
    (address: DeliveryAddress) =>
      track(async () => {
        const response = await client.request('addAddress', { body: address });
        await mutate(addressesKey, response, { revalidate: false });
        return response.addresses;
      }),
    [client, mutate, track],
  );
  const remove = useCallback(
    (id: number) =>
      track(async () => {
        const response = await client.request('removeAddress', { params: { id } });
        await mutate(addressesKey, response, { revalidate: false });
        return response.addresses;
      }),
    [client, mutate, track],
  );
  return { add, remove, loading, error };
}
