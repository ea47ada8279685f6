/**
 * The shop's own origin for the absolute URLs the server builds (payments, pages, sitemap).
 */
import { MESSAGES } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/index.ts';
import { badRequest } from './errors.ts';

/** A Host header's form: a name, an IPv4 or a bracketed IPv6 address, and an optional port. */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The shop's own origin for absolute URLs (the provider's return address, pages' canonical links,
 * the sitemap): PUBLIC_URL when set (always in production), so a forged Host header cannot
 * redirect a customer elsewhere; without it (development only) the address as the browser used
 * it. Throws HttpError 400 for a Host header that makes no origin (`a b`, `[::1`, a port over
 * 65535, none at all), which would otherwise break every absolute URL built from it.
 */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  if (config.publicUrl !== undefined) return config.publicUrl;
  const host = request.host;
  const port = /:(\d+)$/.exec(host)?.[1];
  const origin = `${request.protocol}://${host}`;
  if (!HOST_HEADER.test(host) || (port !== undefined && Number(port) > 65_535) || !URL.canParse(origin))
    throw badRequest(`${MESSAGES.server.invalidRequest} The Host header is not a valid host.`);
  return new URL(origin).origin;
}
