/**
 * The account checks of `pnpm test:scale` (scripts/scale-test.mjs), each printing one PASS/FAIL
 * line (common.mjs verdict):
 * 3. a session made on a works on b and c (current user, a CSRF-checked cart change);
 * 4. failed sign-ins for one account from one address through a until 429: the next tries through
 *    b and c are 429 too, while the right password from another address works.
 */
import { countBy, describe, direct, nextAddress, register, verdict } from './common.mjs';
import { Client } from './http.mjs';

/** @typedef {import('./common.mjs').Account} Account */
/** @typedef {import('./common.mjs').ApiName} ApiName */
/** @typedef {import('./common.mjs').ScaleContext} ScaleContext */
/** @typedef {import('./checks.mjs').ProductJson} ProductJson */

/** Failed sign-ins tried through process a before giving up on a 429. */
const LOGIN_ATTEMPTS_MAX = 30;
/* ------------------------------------------------------------------------------------------------
 * Check 3: a session made on one process works on all
 * --------------------------------------------------------------------------------------------- */

/**
 * Check 3: a session made by signing in on a is recognised by b and c, including a CSRF-checked
 * cart change on c read and undone on b.
 * @param {ScaleContext} ctx
 * @param {Account | undefined} seller
 */
export async function checkSessions(ctx, seller) {
  if (!seller) throw new Error('no seller account (the image check could not make one)');
  const address = nextAddress();
  const onA = new Client({ port: ctx.api.a.port, name: 'session@a', forwardedFor: address });
  const login = await onA.post('login', '/api/auth/login/', {
    json: { email: seller.email, password: seller.password },
  });
  if (login.status !== 200) {
    verdict('session made on one process works on all', false, `sign-in through a: ${describe(login)}`);
    return;
  }
  const details = [];
  let pass = true;
  for (const name of /** @type {ApiName[]} */ (['b', 'c'])) {
    const r = await onA
      .on(ctx.api[name].port, `session@${name}`)
      .get('getUser', `/api/get-user/${seller.id}/`);
    const ok = r.status === 200 && r.body.user.id === seller.id;
    pass &&= ok;
    details.push(
      `GET /api/get-user/${seller.id}/ on ${name}: ${ok ? `200, ${r.body.user.email}` : describe(r)}`,
    );
  }
  // A state change (CSRF token bound to the session by SESSION_SECRET) on c, read and undone on b.
  const list = await direct(ctx, 'a').get('list', '/api/products/?page=1');
  const product = list.body?.products?.find(
    (/** @type {ProductJson} */ p) => p.inStock && (p.itemsInStock ?? 0) > 0 && p.id !== undefined,
  );
  if (product) {
    const onC = onA.on(ctx.api.c.port);
    const onB = onA.on(ctx.api.b.port);
    const add = await onC.post('addToCart', '/api/cart/add/', {
      json: { product_id: product.id, quantity: 1 },
    });
    const cart = await onB.get('getCart', '/api/cart/');
    const inCart =
      cart.status === 200 &&
      cart.body.cart.items.some((/** @type {{ product: ProductJson }} */ i) => i.product.id === product.id);
    const clear = await onB.delete('clearCart', '/api/cart/clear/');
    const ok = add.status === 200 && inCart && clear.status === 200;
    pass &&= ok;
    details.push(
      `add to cart on c (X-CSRFToken): ${describe(add)}; cart on b: ${inCart ? 'has it' : describe(cart)}; clear on b: ${describe(clear)}`,
    );
  }
  const anonymous = await direct(ctx, 'b').get('getUser', `/api/get-user/${seller.id}/`);
  details.push(`the same call on b without the cookie: ${describe(anonymous)}`);
  verdict(
    'session made on one process works on all',
    pass,
    pass ? 'signed in on a, recognised by b and c' : 'not recognised everywhere',
    details,
  );
}

/* ------------------------------------------------------------------------------------------------
 * Check 4: a login limit reached through one process holds on all
 * --------------------------------------------------------------------------------------------- */

/**
 * Check 4: failed sign-ins through a until 429; the same account and address must then be
 * refused through b and c (even with the right password), another address still let in.
 * @param {ScaleContext} ctx
 */
export async function checkLoginLimit(ctx) {
  const victim = await register(ctx, 'b', 'victim');
  const attacker = nextAddress();
  const other = nextAddress();
  /**
   * A client to process `name` that sends X-Forwarded-For `address`.
   * @param {ApiName} name
   * @param {string} address
   */
  const from = (name, address) =>
    new Client({ port: ctx.api[name].port, name: `login@${name}`, forwardedFor: address });
  const wrong = { email: victim.email, password: `${victim.password}-wrong` };
  const right = { email: victim.email, password: victim.password };
  /** @type {(number | string | undefined)[]} */
  const statuses = [];
  let limited = false;
  const throughA = from('a', attacker);
  for (let i = 0; i < LOGIN_ATTEMPTS_MAX && !limited; i++) {
    const r = await throughA.post('login', '/api/auth/login/', { json: wrong });
    statuses.push(r.status || r.error);
    if (r.status === 429) limited = true;
    else if (r.status !== 401) break;
  }
  const counted = Object.entries(countBy(statuses, (s) => s)).map(([s, n]) => `${s} x${n}`);
  if (!limited) {
    verdict(
      'login limit reached through one process holds on all',
      false,
      `no 429 after ${statuses.length} failed sign-ins for one account from one address through a`,
      [`answers: ${counted.join(', ')}`],
    );
    return;
  }
  const onB = await from('b', attacker).post('login', '/api/auth/login/', { json: wrong });
  const onC = await from('c', attacker).post('login', '/api/auth/login/', { json: right });
  const elsewhere = await from('b', other).post('login', '/api/auth/login/', { json: right });
  const pass = onB.status === 429 && onC.status === 429 && elsewhere.status === 200;
  verdict(
    'login limit reached through one process holds on all',
    pass,
    `429 through a after ${statuses.length} tries; then b ${onB.status || onB.error}, c ${onC.status || onC.error}, other address ${elsewhere.status || elsewhere.error}`,
    [
      `through a from ${attacker}: ${counted.join(', ')}`,
      `next try through b from ${attacker}, wrong password: ${describe(onB)} (want 429)`,
      `next try through c from ${attacker}, right password: ${describe(onC)} (want 429: the pair must wait)`,
      `right password through b from ${other}: ${describe(elsewhere)} (want 200)`,
    ],
  );
}
