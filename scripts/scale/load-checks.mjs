/**
 * The checks after the load of `pnpm test:scale` (scripts/scale-test.mjs): prints what the
 * clients saw (requests, statuses, latencies, servers, the kill and restart), then reads
 * PostgreSQL directly and gives the verdicts: the killed process is back behind HAProxy; every
 * acknowledged order exists exactly once; no checkout session has duplicate orders; stock + sold =
 * initial stock for every product; and the only failed requests (network errors, or answers other
 * than 2xx and the expected refusals: out of stock, checkout changed) are ones in flight on b when
 * it died.
 */
import { countBy, database, ms, percentile, sec, verdict } from './common.mjs';

/** @typedef {import('./common.mjs').ScaleContext} ScaleContext */
/** @typedef {import('./http.mjs').RequestRecord} RequestRecord */
/** @typedef {import('./load.mjs').LoadRun} LoadRun */

/**
 * Prints the load's figures and gives its verdicts (common.mjs verdict).
 * @param {ScaleContext} ctx
 * @param {LoadRun} load what scale/load.mjs runLoad saw
 */
export async function checkLoad(ctx, load) {
  const {
    records,
    elapsed,
    timeline,
    userIds,
    created,
    acknowledged,
    confirmFailed,
    stockBefore,
    maxOrderBefore,
  } = load;

  /* ----- What the clients saw ----- */
  const answered = records.filter((r) => r.status !== 0);
  const latencies = answered.map((r) => r.end - r.start).sort((x, y) => x - y);
  /** @type {Record<string, number>} */
  const byStatus = {};
  for (const r of records) {
    const key = r.status === 0 ? `network error (${r.error})` : String(r.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  /** @type {Record<string, number>} */
  const byServer = {};
  for (const r of answered) byServer[r.server ?? '-'] = (byServer[r.server ?? '-'] ?? 0) + 1;
  /** @type {Record<string, RequestRecord[]>} */
  const calls = {};
  for (const r of records) (calls[r.call] ??= []).push(r);

  console.log(`\nLoad figures (${sec(elapsed)}):`);
  console.log(`  requests: ${records.length} (${Math.round(records.length / (elapsed / 1000))} req/s)`);
  console.log(
    `  answers by status: ${Object.entries(byStatus)
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  const resent = records.filter((r) => r.retries > 0);
  console.log(
    `  sent again after a kept-alive socket closed before any answer (as browsers do): ${resent.length}` +
      (resent.length > 0 ? ` (${resent.map((r) => `${r.call} at ${sec(r.start)}`).join(', ')})` : ''),
  );
  console.log(
    `  latency: p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  console.log(
    `  served by: ${Object.entries(byServer)
      .sort()
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}`,
  );
  console.log('  per call:            count   p50 ms   p99 ms  not 2xx');
  for (const [call, rs] of Object.entries(calls).sort()) {
    const l = rs
      .filter((r) => r.status !== 0)
      .map((r) => r.end - r.start)
      .sort((x, y) => x - y);
    const not2xx = rs.filter((r) => !(r.status >= 200 && r.status < 300));
    const notes = Object.entries(countBy(not2xx, (r) => r.status || r.error)).map(([s, n]) => `${s} x${n}`);
    console.log(
      `    ${call.padEnd(24)}${String(rs.length).padStart(6)} ${String(Math.round(percentile(l, 0.5))).padStart(8)} ${String(Math.round(percentile(l, 0.99))).padStart(8)}  ${notes.join(', ')}`,
    );
  }
  /** @param {Exclude<keyof typeof timeline, 'restartError'>} k */
  const t = (k) => {
    const at = timeline[k];
    return at === undefined ? 'never' : sec(at);
  };
  /**
   * How long after `from` the moment `to` came, or 'never'.
   * @param {number | undefined} from
   * @param {number | undefined} to
   */
  const gap = (from, to) => (from === undefined || to === undefined ? 'never' : ms(to - from));
  console.log(
    `  kill/restart: SIGKILL to b at ${t('kill')} (dead at ${t('dead')}, exit seen at ${t('exited')}); HAProxy marked b down at ${t('down')}; restarted at ${t('restart')}; /readyz 200 at ${t('ready')}; HAProxy marked b UP at ${t('up')}`,
  );

  verdict(
    'killed process restarted and back behind HAProxy',
    timeline.up !== undefined,
    timeline.up !== undefined
      ? `SIGKILL at ${t('kill')}, marked down by HAProxy ${gap(timeline.kill, timeline.down)} later, restarted at ${t('restart')}, ready after ${gap(timeline.restart, timeline.ready)}, UP again at ${t('up')}`
      : `not back: ${timeline.restartError ?? `HAProxy did not mark b UP (restarted at ${t('restart')}, /readyz 200 at ${t('ready')})`}`,
  );

  /* ----- What PostgreSQL holds ----- */
  const db = await database(ctx.schema);
  const orders = /** @type {{ id: number, session: string, seller: number, status: string }[]} */ (
    (
      await db.query(
        `SELECT o.id, o.checkout_session_id AS session, o.seller_id AS seller, o.status FROM orders o WHERE o.id > $1`,
        [maxOrderBefore],
      )
    ).rows
  );
  const sessions = /** @type {{ id: string, status: string, items: { sellerId: number }[] | null }[]} */ (
    (
      await db.query(`SELECT id, status, items FROM checkout_sessions WHERE user_id = ANY($1::int[])`, [
        [...userIds],
      ])
    ).rows
  );
  /**
   * Units sold during the load, by product id.
   * @type {Map<number, number>}
   */
  const sold = new Map(
    (
      await db.query(
        `SELECT oi.product_id AS id, sum(oi.quantity)::int AS n FROM order_items oi JOIN orders o ON o.id = oi.order_id
         WHERE o.id > $1 AND o.status <> 'cancelled' AND oi.product_id IS NOT NULL GROUP BY oi.product_id`,
        [maxOrderBefore],
      )
    ).rows.map((r) => {
      const { id, n } = /** @type {{ id: number, n: number }} */ (r);
      return [id, n];
    }),
  );
  /** @type {Map<number, number>} */
  const stockAfter = new Map(
    (await db.query('SELECT id, items_in_stock FROM products ORDER BY id')).rows.map((r) => {
      const { id, items_in_stock } = /** @type {{ id: number, items_in_stock: number }} */ (r);
      return [id, items_in_stock];
    }),
  );
  await db.end();

  const sessionById = new Map(sessions.map((s) => [s.id, s]));
  /** @type {Map<string, typeof orders>} */
  const ordersBySession = new Map();
  for (const o of orders) {
    const list = ordersBySession.get(o.session) ?? [];
    list.push(o);
    ordersBySession.set(o.session, list);
  }
  /** @param {(typeof sessions)[number] | undefined} s */
  const sellersOf = (s) => new Set((s?.items ?? []).map((i) => i.sellerId));

  // Every acknowledged order exists exactly once (one order per seller of the session).
  /** @type {string[]} */
  const missing = [];
  let acknowledgedOrders = 0;
  for (const [sid, how] of acknowledged) {
    const s = sessionById.get(sid);
    const os = ordersBySession.get(sid) ?? [];
    const sellers = sellersOf(s);
    acknowledgedOrders += os.length;
    const perSeller = [...sellers].map((seller) => os.filter((o) => o.seller === seller).length);
    if (
      s?.status !== 'complete' ||
      os.length === 0 ||
      perSeller.some((n) => n !== 1) ||
      os.length !== sellers.size
    )
      missing.push(
        `${sid} (acknowledged by ${how}): session ${s?.status ?? 'not found'}, ${os.length} orders for ${sellers.size} sellers`,
      );
  }
  // No session has two orders for one seller, or orders of unknown sessions.
  /** @type {string[]} */
  const duplicates = [];
  for (const [sid, os] of ordersBySession) {
    const perSeller = countBy(os, (o) => o.seller);
    for (const [seller, n] of Object.entries(perSeller))
      if (n > 1) duplicates.push(`${sid}: ${n} orders for seller ${seller}`);
    if (!sessionById.has(sid)) duplicates.push(`${sid}: ${os.length} orders of a session no shopper opened`);
  }
  // Paid but not acknowledged: only sessions whose confirm got no answer.
  const unacknowledged = [...ordersBySession.keys()].filter((sid) => !acknowledged.has(sid));
  const unexplained = unacknowledged.filter((sid) => !confirmFailed.has(sid));
  // Stock: initial = now + sold during the load, for every product.
  /** @type {string[]} */
  const stockErrors = [];
  for (const [id, before] of stockBefore) {
    const after = stockAfter.get(id);
    const n = sold.get(id) ?? 0;
    if (after === undefined || after !== before - n || after < 0)
      stockErrors.push(`product ${id}: ${before} before, ${after} after, ${n} sold`);
  }
  const soldTotal = [...sold.values()].reduce((x, y) => x + y, 0);

  console.log(
    `  checkout sessions: ${created.size} opened by shoppers, ${sessions.filter((s) => s.status === 'complete').length} complete in PostgreSQL; ${confirmFailed.size} confirms without an answer`,
  );
  console.log(
    `  orders: ${acknowledged.size} acknowledged to shoppers (${[...acknowledged.values()].filter((h) => h === 'status').length} through the session status after a lost answer), ${orders.length} made during the load (${ordersBySession.size} sessions); ${soldTotal} units sold`,
  );

  verdict(
    'every acknowledged order exists exactly once',
    missing.length === 0,
    `${acknowledged.size} acknowledged checkouts, ${acknowledgedOrders} of their orders found, ${missing.length} missing or wrong`,
    missing.slice(0, 10),
  );
  verdict(
    'no duplicate orders for one checkout session',
    duplicates.length === 0 && unexplained.length === 0,
    `${orders.length} orders in ${ordersBySession.size} sessions; ${duplicates.length} duplicates; ${unacknowledged.length} paid without an acknowledgement (${unexplained.length} of them without a lost confirm)`,
    [
      ...duplicates,
      ...unexplained.map((sid) => `${sid}: paid, never acknowledged, and its confirm did not fail`),
    ].slice(0, 10),
  );
  verdict(
    'stock plus sold equals the initial stock',
    stockErrors.length === 0,
    `${stockBefore.size} products checked, ${soldTotal} units sold, ${stockErrors.length} mismatches`,
    stockErrors.slice(0, 10),
  );

  // Failed requests: only those in flight on b at the kill.
  const failures = records.filter((r) => !r.ok);
  // In flight at the kill: started before the process was dead, ended after the signal.
  const kill = timeline.kill ?? Infinity;
  const dead = timeline.dead ?? timeline.exited ?? kill;
  const undetected = Math.max(dead, timeline.down ?? dead);
  const inFlight = records.filter(
    (r) => r.end > kill && (r.start < dead || (r.start < undetected && r.server === 'b')),
  );
  const inFlightOnB = inFlight.filter((r) => r.server === undefined || r.server === 'b');
  // A request HAProxy sent to b after the kill but before its health check marked b down (about
  // half a second) also died with b: it counts as in flight on the killed process when b (or no
  // server) answered it.
  const strays = failures.filter(
    (r) =>
      !(
        r.end > kill &&
        (r.start < dead || (r.start < undetected && r.server === 'b')) &&
        (r.server === undefined || r.server === 'b')
      ),
  );
  /** @param {RequestRecord} r */
  const line = (r) =>
    `${r.call} ${r.method} ${r.path.replace(/session_id=[^&]+/, 'session_id=...')}: ${r.status || `${r.error}${r.reused ? ' (reused socket)' : ''}`} from ${r.server ?? '-'}, ${sec(r.start)}..${sec(r.end)}`;
  const kinds = Object.entries(countBy(failures, (r) => `${r.call} ${r.status || r.error}`)).map(
    ([k, n]) => `${k} x${n}`,
  );
  const strayKinds = new Set(strays.map((r) => `${r.call} ${r.status || r.error}`));
  verdict(
    'only requests in flight on the killed process failed',
    strays.length === 0 && failures.length <= inFlightOnB.length,
    `${failures.length} failed; ${inFlight.length} requests in flight at the kill (${inFlightOnB.length} on b or unknown); ${strays.length} failures outside that`,
    [
      ...(kinds.length > 0 ? [`failures by call and status: ${kinds.join(', ')}`] : []),
      // One example of each kind of stray, then the failures that were in flight at the kill.
      ...[...strayKinds].slice(0, 8).map((k) => {
        const r = /** @type {RequestRecord} */ (strays.find((x) => `${x.call} ${x.status || x.error}` === k));
        return `not in flight at the kill: ${line(r)}`;
      }),
      ...failures
        .filter((r) => !strays.includes(r))
        .slice(0, 10)
        .map((r) => `in flight at the kill: ${line(r)}`),
    ],
  );
}
