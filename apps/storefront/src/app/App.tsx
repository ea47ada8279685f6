/**
 * The app: providers (API client + SWR, auth, cart, alert banner) around the router.
 */
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApiProvider, AuthProvider, CartProvider, createApiClient } from '@shop/api-client';
import { AlertProvider } from './alert.tsx';
import { createRouter } from './router.tsx';

/** API base address: `/api` on the same origin unless VITE_API_BASE says otherwise. */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

export function App() {
  const client = useMemo(() => createApiClient({ baseUrl: API_BASE }), []);
  const router = useMemo(() => createRouter(), []);
  return (
    <ApiProvider client={client}>
      <AuthProvider>
        <CartProvider>
          <AlertProvider>
            <RouterProvider router={router} />
          </AlertProvider>
        </CartProvider>
      </AuthProvider>
    </ApiProvider>
  );
}
