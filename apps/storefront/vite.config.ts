/**
 * Storefront build. Modes:
 * - default (`pnpm dev`, `vite build`): talks to the real API under /api (proxied in dev to
 *   API_URL, default http://127.0.0.1:3000);
 * - `mocks` (`pnpm dev:mocks`): starts the MSW worker with the sample catalogue in the browser.
 * Stripe.js is only ever imported by the payment route (a lazy chunk).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig(({ mode }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    'import.meta.env.VITE_USE_MOCKS': JSON.stringify(
      mode === 'mocks' ? 'true' : (process.env.VITE_USE_MOCKS ?? 'false'),
    ),
  },
  server: {
    port: Number(process.env.STOREFRONT_PORT ?? 5173),
    proxy:
      mode === 'mocks'
        ? undefined
        : {
            '/api': process.env.API_URL ?? 'http://127.0.0.1:3000',
            '/uploads': process.env.API_URL ?? 'http://127.0.0.1:3000',
          },
  },
  preview: { port: Number(process.env.STOREFRONT_PORT ?? 4173) },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
}));
