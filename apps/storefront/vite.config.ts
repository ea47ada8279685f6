/**
 * Storefront build. Modes:
 * - default (`pnpm dev`, `vite build`): talks to the real API under /api (proxied in dev to
 *   API_URL, default http://127.0.0.1:3000);
 * - `mocks` (`pnpm dev:mocks`): starts the MSW worker with the sample catalogue in the browser.
 * Stripe.js is only ever imported by the payment route (a lazy chunk).
 */
import { defineConfig, type ConfigEnv, type UserConfig } from 'vite';
import { DEFAULT_SHOP_NAME } from '../../packages/contract/src/constants.ts';

// SHOP_NAME (decision 048): the shop's one name, read by the server for its e-mails and here for the
// pages. Vite passes VITE_* variables to the app (import.meta.env) and into index.html (%VITE_SHOP_NAME%).
process.env.VITE_SHOP_NAME = process.env.SHOP_NAME?.trim() || DEFAULT_SHOP_NAME;
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { webFontShipped } from './build/webFont.ts';

/** The storefront's Vite configuration for one command and mode. */
const storefrontConfig = ({ mode, isSsrBuild }: ConfigEnv): UserConfig => ({
  // The server bundle needs none of public/ (the API serves it from dist).
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), vanillaExtractPlugin(), webFontShipped()],
  define: {
    // See below: the server bundle's React is chosen at build time, not by the API's NODE_ENV.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
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
    // One stylesheet for every route (about 10 KB gzip): a server-rendered page of any route is
    // styled at first paint, with no flash while its route chunk loads (decision 038).
    cssCodeSplit: false,
    // Which chunks each route module needs (dist/.vite/manifest.json), for tools and for a future
    // preload of the current route's chunks (decision 038, "Left for later").
    manifest: true,
    // Everything the entry imports statically (React, react-router, swr, the providers, the shell)
    // goes in the entry chunk: the same code in 1 file instead of 16, which gzip makes 6.3 KB
    // smaller on every route (decision 017). Route chunks are split as before.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  // `vite build --ssr src/entry-server.tsx`: one self-contained module for the API
  // process, with the workspace packages and their dependencies bundled in.
  ssr: { noExternal: true },
});

/**
 * Production React in every build, whatever NODE_ENV says (decision 057); `pnpm dev` (serve) keeps
 * development React. Vite reads NODE_ENV once this file has run: it then compiles JSX for
 * production (`jsx`, not `jsxDEV`) and defines NODE_ENV in the browser bundle. In the server
 * bundle Vite leaves `process.env.NODE_ENV` alone, so React's `index.js` would pick its build from
 * the API process's NODE_ENV at run time; defined as 'production' above, the development builds
 * are dead code and dropped.
 */
export default defineConfig((env) => {
  if (env.command === 'build') process.env.NODE_ENV = 'production';
  return storefrontConfig(env);
});
