/**
 * Never hang: a TCP proxy (node:net, on 127.0.0.1) between the server and PostgreSQL
 * that the test pauses (a stalled database: connections stay open, nothing answers) or cuts (a
 * database that is down). Requests answer 503 `{ success: false, error }` instead of hanging,
 * /readyz says 503 while /healthz stays 200, and once the database is back the next request
 * succeeds without a restart. PostgreSQL only (PGlite runs in the process): skipped without
 * DATABASE_URL, like every postgres case of testDatabases. Timeouts are short here (1 s); the
 * test only asserts that answers arrive before vitest's generous deadline.
 */
import net from 'node:net';
import { MESSAGES } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

/** A pausable TCP proxy to `target`. */
interface StallProxy {
  port: number;
  /** Stops forwarding in both directions (bytes are held, sockets stay open). */
  pause(): void;
  /** Forwards what was held and everything after. */
  resume(): void;
  /** Closes every connection and refuses new ones (the database is down). */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function startStallProxy(host: string, port: number): Promise<StallProxy> {
  let paused = false;
  const held: { to: net.Socket; data: Buffer }[] = [];
  const sockets = new Set<net.Socket>();
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (data: Buffer) => {
      if (paused) held.push({ to, data });
      else if (!to.destroyed) to.write(data);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const bound = await listen(0);
  return {
    port: bound,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const { to, data } of held.splice(0)) if (!to.destroyed) to.write(data);
    },
    cut: stop,
    restore: async () => {
      await listen(bound);
    },
    close: async () => {
      if (server.listening) await stop();
    },
  };
}

const postgres = testDatabases.find((d) => d.name === 'postgres');

describe.skipIf(postgres === undefined)('given PostgreSQL behind a proxy that stalls', () => {
  let proxy: StallProxy;
  let target: TestApp;

  beforeAll(async () => {
    const url = new URL(postgres?.url ?? '');
    proxy = await startStallProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    target = await startTestApp({
      database: { name: 'postgres', url: url.toString() },
      config: { dbConnectTimeoutMs: 1000, dbStatementTimeoutMs: 1000, dbIdleInTransactionTimeoutMs: 2000 },
    });
  });
  afterAll(async () => {
    proxy.resume();
    await target.close();
    await proxy.close();
  });

  it('answers 503 JSON while the database is stalled and recovers by itself when it answers again', async () => {
    const c = target.client();
    expect((await c.get('/api/products/1/')).status).toBe(200);
    expect((await c.get('/readyz')).status).toBe(200);

    proxy.pause();
    const stalled = await c.get('/api/products/1/');
    expect(stalled.status).toBe(503);
    expect(stalled.body).toEqual({ success: false, error: MESSAGES.server.unavailable });
    expect((await c.get('/api/products/?page=2')).status).toBe(503);
    expect((await c.get('/readyz')).status).toBe(503);
    expect((await c.get('/healthz')).status).toBe(200);

    proxy.resume();
    const back = await c.get('/api/products/1/');
    expect(back.status).toBe(200);
    expect(back.body.success).toBe(true);
    expect((await c.get('/readyz')).status).toBe(200);
  }, 60_000);

  it('answers 503 JSON while the database is down and recovers when it is back', async () => {
    const c = target.client();
    await proxy.cut();
    const down = await c.get('/api/products/2/');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ success: false, error: MESSAGES.server.unavailable });
    await proxy.restore();
    let status = 0;
    // Connections the cut closed are dropped by the pool; the first request after may still meet one.
    for (let attempt = 0; attempt < 3 && status !== 200; attempt++)
      status = (await c.get('/api/products/2/')).status;
    expect(status).toBe(200);
  }, 60_000);
});
