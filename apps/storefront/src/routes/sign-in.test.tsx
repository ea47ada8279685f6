/**
 * Where sign-in goes next (no open redirect): only a path on the shop's own origin is followed,
 * as the browser resolves it (this runs in Chromium).
 */
import { describe, expect, it } from 'vitest';
import { safeNext } from './sign-in.tsx';

describe('safeNext', () => {
  it('follows a path on the shop, with its query and fragment', () => {
    expect(safeNext('/payment-page')).toBe('/payment-page');
    expect(safeNext('/search?q=lamp#results')).toBe('/search?q=lamp#results');
  });

  it('goes home for anything that would leave the shop or is not a path', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeNext(next), String(next)).toBe('/');
    }
    // Whatever the browser would make of it, the answer stays on the shop's origin.
    for (const next of ['/\\evil.example', '//evil.example', '/%5Cevil.example']) {
      expect(new URL(safeNext(next), window.location.href).origin).toBe(window.location.origin);
    }
  });
});
