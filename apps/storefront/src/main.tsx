/**
 * Storefront entry. A page the server rendered (issue 10: it holds the payload element, ssrData.ts) is
 * hydrated: the lazy route modules of the current URL are loaded first, so the first client render
 * matches the server's HTML. Otherwise (`pnpm dev`, `pnpm dev:mocks`, the mocks build) the app is
 * rendered in the browser, after starting the MSW worker in mocks mode.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { enableWebFonts } from '@shop/ui/theme';
import { App } from './app/App.tsx';
import { createRouter, routes } from './app/router.tsx';
import { readSsrPayload } from './app/ssrData.ts';

/** Loads the lazy modules of the routes that match the current URL into the route objects. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  // Inter after the content: a server-rendered page loads this script once it is painted (appLoader.ts
  // deferAppScripts), so the font never delays first paint (decision 017).
  void enableWebFonts();
  const ssr = readSsrPayload();
  if (ssr) {
    await loadMatchedRoutes();
    const router = createRouter(ssr.router);
    // As a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task (the page is already painted; what it costs is input delay).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} ssr={ssr} />
        </StrictMode>,
      );
    });
    return;
  }
  if (import.meta.env.VITE_USE_MOCKS === 'true') {
    const { worker } = await import('@shop/mocks/browser');
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
    });
  }
  createRoot(root).render(
    <StrictMode>
      <App router={createRouter()} />
    </StrictMode>,
  );
}

void start();
