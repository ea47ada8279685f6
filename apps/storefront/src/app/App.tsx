/**
 * The app: providers (API client + SWR, auth, cart, alert banner) around the router. The same
 * providers wrap the server's render (entry-server.tsx) and the browser's, so both build the same
 * tree and a server-rendered page hydrates without a mismatch.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import {
  ApiProvider,
  AuthProvider,
  CartProvider,
  createApiClient,
  type ApiClient,
  type User,
} from '@shop/api-client';
import { AlertProvider } from './alert.tsx';
import { replayHeldEvents } from './appLoader.ts';
import { HeadProvider } from './head.tsx';
import type { createRouter } from './router.tsx';
import { hydrationSwrConfig, type SsrPayload } from './ssrData.ts';

/** API base address: `/api` on the same origin unless VITE_API_BASE says otherwise. */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/** Props of AppProviders. */
export interface AppProvidersProps {
  client: ApiClient;
  /** SWR settings (a seeded cache when hydrating or rendering on the server); stable. */
  swrConfig?: SWRConfiguration;
  /** The user a server-rendered page was rendered for (see AuthProvider); undefined: from storage. */
  initialUser?: User | null;
  /** The site origin for absolute URLs in the head (head.tsx); default: the page's own. */
  origin?: string;
  children?: ReactNode;
}

/** Every provider the routes need, in order: page head, API + SWR, auth, cart, alert banner. */
export function AppProviders({ client, swrConfig, initialUser, origin, children }: AppProvidersProps) {
  const providers = (
    <ApiProvider client={client} swrConfig={swrConfig}>
      <AuthProvider initialUser={initialUser}>
        <CartProvider>
          <AlertProvider>{children}</AlertProvider>
        </CartProvider>
      </AuthProvider>
    </ApiProvider>
  );
  if (origin === undefined) return providers;
  return <HeadProvider origin={origin}>{providers}</HeadProvider>;
}

/** Props of App. */
export interface AppProps {
  /** The browser router (createRouter). */
  router: ReturnType<typeof createRouter>;
  /** The server-rendered page's data when hydrating; undefined for a page rendered in the browser. */
  ssr?: SsrPayload;
}

/** The browser's app: the providers around `router`, hydrating from `ssr` when given. */
export function App({ router, ssr }: AppProps) {
  const client = useMemo(() => createApiClient({ baseUrl: API_BASE }), []);
  const hydrating = useRef(ssr !== undefined);
  const swrConfig = useMemo(() => (ssr ? hydrationSwrConfig(ssr, hydrating) : undefined), [ssr]);
  // Effects run after every child's: by now each hook of the first render has mounted. The page
  // is interactive from here on: `<html data-hydrated>` says so (the journeys wait for it before
  // they click; a click before it is held by the loader, appLoader.ts, and replayed here).
  useEffect(() => {
    hydrating.current = false;
    document.documentElement.dataset.hydrated = 'true';
    // A press or submission made before this point was held by the page's loader: now it runs.
    replayHeldEvents();
  }, []);
  return (
    <AppProviders
      client={client}
      swrConfig={swrConfig}
      initialUser={ssr ? ssr.user : undefined}
      origin={ssr?.origin ?? window.location.origin}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}
