/**
 * HTTP settings: the mode, where the server listens, its public origin, the proxies it trusts,
 * cookies, logging and request timeouts.
 */
import { isIP } from 'node:net';
import { Bad, envVar, oneOf, text, wholeNumber } from './env.ts';

export const PUBLIC_URL_ALLOWED =
  'an http(s) origin without path, query or credentials, e.g. https://shop.example.com';

/** PUBLIC_URL: an http(s) origin; returned without a trailing slash. */
export function publicUrl() {
  return envVar(PUBLIC_URL_ALLOWED, (raw) => {
    if (!URL.canParse(raw)) return new Bad('not an absolute URL');
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return new Bad(`the scheme ${url.protocol} is not allowed`);
    if (url.username !== '' || url.password !== '') return new Bad('has credentials');
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '')
      return new Bad('has a path, query or fragment');
    return url.origin;
  });
}

export const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: false, a hop count (1 to 10), or a comma-separated list of addresses, CIDRs or
 * proxy-addr names. `true` is refused: it would trust a client's own X-Forwarded-For.
 */
export function trustProxy() {
  return envVar(
    `false, a number of proxy hops from 1 to 10, or comma-separated IP addresses, CIDRs or ${PROXY_NAMES.join('/')}`,
    (raw): false | number | string | Bad => {
      if (raw === 'true')
        return new Bad(
          'trusts every hop, so any client could choose its address; name the hops or the proxies',
        );
      if (raw === 'false') return false;
      if (/^\s*\d+\s*$/.test(raw)) {
        const hops = Number(raw);
        return hops >= 1 && hops <= 10 ? hops : new Bad('hop count out of range');
      }
      const entries = raw.split(',').map((e) => e.trim());
      const ok = entries.every((entry) => {
        if (PROXY_NAMES.includes(entry)) return true;
        const [address = '', bits, ...rest] = entry.split('/');
        const version = isIP(address);
        if (version === 0 || rest.length > 0) return false;
        if (bits === undefined) return true;
        const max = version === 4 ? 32 : 128;
        return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
      });
      return ok ? entries.join(',') : new Bad('not an address list');
    },
  );
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The http variables of envSchema (index.ts), parsed one by one. */
export const httpEnv = {
  NODE_ENV: oneOf(['development', 'production', 'test']),
  PORT: wholeNumber(0, 65_535),
  HOST: text(),
  PUBLIC_URL: publicUrl(),
  STATIC_DIR: text(),
  ADMIN_URL: envVar('an absolute http(s) URL or a path starting with /', (raw) => {
    if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
    if (!URL.canParse(raw)) return new Bad('neither an absolute URL nor a path');
    const { protocol } = new URL(raw);
    return protocol === 'http:' || protocol === 'https:'
      ? raw
      : new Bad(`the scheme ${protocol} is not allowed`);
  }),
  LOG_LEVEL: oneOf(LOG_LEVELS),
  TRUST_PROXY: trustProxy(),
  COOKIE_SECURE: oneOf(['true', 'false', 'auto']),
  REQUEST_TIMEOUT_MS: wholeNumber(1, 600_000, ' (milliseconds)'),
};
