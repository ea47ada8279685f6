/**
 * Infrastructure check: requests made by a story are answered by the MSW handlers of `@shop/mocks`
 * (msw-storybook-addon's `mswLoader`), and a story can override one domain with
 * `parameters.msw.handlers: { products: [...] }`. No request leaves the page.
 */
import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';

function ProductCount() {
  const [text, setText] = useState('Loading');
  useEffect(() => {
    fetch('/api/products/?page=1&pageSize=3')
      .then(async (response) => {
        const body = (await response.json()) as { products?: unknown[]; error?: string };
        setText(
          response.ok ? `${body.products?.length ?? 0} products` : `Error: ${body.error ?? response.status}`,
        );
      })
      .catch((error: unknown) => setText(`Error: ${String(error)}`));
  }, []);
  return <p>{text}</p>;
}

const meta = {
  title: 'Infrastructure/MockedRequests',
  component: ProductCount,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductCount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default handlers answer with the sample catalogue (3 per page here). */
export const DefaultHandlers: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 products', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** One domain overridden by the story. */
export const OverriddenDomain: Story = {
  parameters: {
    msw: {
      handlers: {
        products: [
          http.get('*/api/products/', () =>
            HttpResponse.json({ success: false, error: 'Failed to fetch products' }, { status: 500 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Error: Failed to fetch products', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
