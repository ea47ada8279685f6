import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` only in the browser, once the page has hydrated: nothing on the server and
 * nothing during hydration. For lazily loaded parts (the Messages link, 'Ask the seller', an
 * order's message form; decision 074): rendered on the server, their Suspense boundary went out
 * as its fallback (renderToString does not wait, decision 069) and React reported the boundary
 * switched to client rendering (#419) on every signed-in page. Only signed-in views use it, so a
 * visitor's page still hydrates in one commit.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? children : null;
}
