/**
 * The hydration rules of a server-rendered page (ssrData.ts): the payload is safe inside
 * a <script> element, and a page hydrated from the server's reads renders them at once without
 * reading them again, while a hook that mounts after hydration reads as usual.
 */
import { expect, test } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { getResponse } from 'msw';
import { ApiProvider, apiKey, createApiClient, createMemoryStorage } from '@shop/api-client';
import { useProduct } from '@shop/api-client/hooks';
import { allHandlers, db } from '@shop/mocks';
import { serializeJsonLd } from './head.tsx';
import { hydrationSwrConfig, seededCache, serialiseKey, type SsrPayload } from './ssrData.ts';
import { afterRendering } from '@shop/ui/testing/afterRendering.ts';

test('the payload cannot close its script element or break a line', () => {
  const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c & d' });
  expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
  expect(JSON.parse(text)).toEqual({
    name: '</script><script>alert(1)</script>',
    note: 'a\u2028b\u2029c & d',
  });
});

// React's act() environment (hydrateRoot under act).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function ProductName({ id }: { id: number }) {
  const { data, isLoading } = useProduct(id);
  return <p>{isLoading ? 'loading' : (data?.product.name ?? 'none')}</p>;
}

test('a hydrated page reads nothing again; a hook mounted after hydration reads', async () => {
  db.reset();
  const requested: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://shop.test/api',
    storage: createMemoryStorage(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requested.push(new URL(request.url).pathname);
      return (await getResponse(allHandlers, request)) ?? new Response('not mocked', { status: 500 });
    },
  });
  const key = apiKey('getProduct', { params: { id: 1 } });
  const answer = await client.request('getProduct', { params: { id: 1 } });
  requested.length = 0;
  const payload: SsrPayload = {
    user: null,
    origin: 'http://shop.test',
    router: { loaderData: {}, actionData: null, errors: null },
    reads: [[serialiseKey(key), answer]],
  };

  // The server's render, from a cache holding the read.
  const html = renderToString(
    <ApiProvider client={client} swrConfig={{ provider: () => seededCache(payload.reads) }}>
      <ProductName id={1} />
    </ApiProvider>,
  );
  expect(html).toContain(answer.product.name);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const hydrating = { current: true };
  const config = hydrationSwrConfig(payload, hydrating);
  const App = ({ second }: { second: boolean }) => (
    <ApiProvider client={client} swrConfig={config}>
      <ProductName id={1} />
      {second && <ProductName id={1} />}
    </ApiProvider>
  );
  const root = await act(async () => hydrateRoot(container, <App second={false} />));
  expect(container.textContent).toBe(answer.product.name);
  // A focus of the window just after load reads nothing either (FRESH_FOR_MS).
  window.dispatchEvent(new Event('focus'));
  await afterRendering();
  expect(requested).toEqual([]);

  hydrating.current = false;
  await act(async () => root.render(<App second />));
  await expect.poll(() => requested).toEqual(['/api/products/1/']);
  root.unmount();
  container.remove();
});
