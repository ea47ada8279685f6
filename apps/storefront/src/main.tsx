/**
 * Storefront entry. A page the server rendered (it holds the payload element, ssrData.ts) is
 * hydrated: the lazy route modules of the current URL are loaded first, so the first client render
 * matches the server's HTML. Otherwise (`pnpm dev`, `pnpm dev:mocks`, the mocks build) the app is
 * rendered in the browser, after starting the MSW worker in mocks mode.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { enableWebFonts, fetchWebFonts } from '@shop/ui/theme';
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

/**
 * Resolves in a new task (a zero-delay timer), so the work before and after an `await` of it are
 * two main-thread tasks instead of one long one: input waits for neither (decision 038).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // Evaluating this bundle (React, the router, the app) is a task of its own; the rest starts after.
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const ssr = readSsrPayload();
  if (ssr) {
    // Inter after the content (decisions 017, 038): a server-rendered page is painted in the
    // metric-matched fallback; the font is fetched now and switched on at the next client-side
    // navigation (RouteChange), whose layout it joins, or from the first paint of the next visit
    // (theme-init.js), never as a relayout of the painted page on its own.
    void fetchWebFonts();
    await loadMatchedRoutes();
    await nextTask();
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
  // Rendered in the browser: nothing is on screen yet, so the font goes on at once.
  void enableWebFonts();
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
