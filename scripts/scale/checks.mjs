/**
 * The catalogue checks of `pnpm test:scale` (scripts/scale-test.mjs), each printing one PASS/FAIL
 * line (common.mjs verdict):
 * 1. a price edited through process a is seen by b and c (product, list and search) within
 *    PROPAGATION_LIMIT_MS: the delay is measured per process and view;
 * 2. an image uploaded through one process (listing create on a, update on c) is served by all
 *    three with the same bytes.
 * The image check runs first: it makes the probe listing the propagation check edits.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API_NAMES, BUCKET, describe, direct, ms, register, sha256, verdict } from './common.mjs';
import { makePng, multipartForm } from './http.mjs';
import { sleep } from './processes.mjs';

/** @typedef {import('./common.mjs').Account} Account */
/** @typedef {import('./common.mjs').ApiName} ApiName */
/** @typedef {import('./common.mjs').ScaleContext} ScaleContext */
/**
 * The fields of a product in the API's answers that the checks read.
 * @typedef {{ id: number, price: number, inStock?: boolean, itemsInStock?: number }} ProductJson
 */
/**
 * The listing the checks edit: its id and the made-up word in its name.
 * @typedef {{ id: number, word: string }} Probe
 */

/** Longest acceptable delay before another process shows an edit (ms). */
const PROPAGATION_LIMIT_MS = 100;
/** How long the propagation check keeps polling to measure a late view (ms; > the cache TTL). */
const PROPAGATION_WATCH_MS = 3000;

/**
 * A seller account signed in through a (the account is made first through b, from another
 * address). Throws when the sign-in fails.
 * @param {ScaleContext} ctx
 * @returns {Promise<Account>}
 */
export async function signedInSeller(ctx) {
  const seller = await register(ctx, 'b', 'seller');
  seller.client.close();
  seller.client = direct(ctx, 'a', 'seller@a');
  const login = await seller.client.post('login', '/api/auth/login/', {
    json: { email: seller.email, password: seller.password },
  });
  if (login.status !== 200) throw new Error(`seller sign-in through a: ${describe(login)}`);
  return seller;
}

/**
 * The public product fields of a probe listing (form fields, as the seller's form sends them).
 * @param {string} word
 * @returns {Record<string, string>}
 */
function probeFields(word) {
  return {
    name: `Scale probe ${word}`,
    price: '20.00',
    category: 'Electronics',
    tags: 'scale,probe',
    description: 'A product made by the scale test.',
    detailedDescription: '',
    percentageOff: '0',
    itemsInStock: '5',
  };
}

/**
 * A PNG as the listing form's image field.
 * @param {Buffer} data
 */
const pngFile = (data) => ({ name: 'images', filename: 'probe.png', type: 'image/png', data });

/* ------------------------------------------------------------------------------------------------
 * Check 2: images (run first: it makes the probe listing the other checks edit)
 * --------------------------------------------------------------------------------------------- */

/**
 * Fetches `url` from every process: { name: { status (or network error), hash } }.
 * @param {ScaleContext} ctx
 * @param {string} url
 */
async function fetchEverywhere(ctx, url) {
  const out = /** @type {Record<ApiName, { status: number | string | undefined, hash?: string }>} */ ({});
  for (const name of API_NAMES) {
    const r = await direct(ctx, name).get('image', url);
    out[name] = {
      status: r.status || r.error,
      hash: r.status === 200 && r.bytes ? sha256(r.bytes) : undefined,
    };
  }
  return out;
}

/**
 * How many files (S3 objects, not s3rver's metadata) are under `dir`; 0 when it does not exist.
 * @param {string} dir
 */
function countFiles(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && !e.name.startsWith('.') && !e.name.endsWith('._S3rver_metadata.json'),
    ).length;
  } catch {
    return 0;
  }
}

/**
 * Check 2: a listing with an image made through a, its image replaced through c; every process
 * must serve each image with the same bytes. Returns the probe listing (made without an image
 * when the upload fails); throws when no listing can be made at all.
 * @param {ScaleContext} ctx
 * @param {Account} seller signed in through a
 * @returns {Promise<Probe>}
 */
export async function checkImages(ctx, seller) {
  const word = `q${randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;
  /** @type {string[]} */
  const details = [];
  let pass = true;
  const created = await seller.client.post('addProduct', '/api/add-product/', {
    form: await multipartForm(probeFields(word), [pngFile(await makePng())]),
  });
  let product;
  if (created.status === 201) {
    product = created.body.product;
    const url = product.images[0]?.image_url;
    const seen = await fetchEverywhere(ctx, url);
    const same =
      seen.a.status === 200 &&
      API_NAMES.filter((n) => n !== 'a').every((n) => seen[n].status === 200 && seen[n].hash === seen.a.hash);
    pass &&= same;
    details.push(
      `created on a: ${url}: ${Object.entries(seen)
        .map(([n, s]) => `${n} ${s.status}${s.hash ? ` sha256 ${s.hash}` : ''}`)
        .join(', ')}`,
    );
    const updated = await seller.client
      .on(ctx.api.c.port, 'seller@c')
      .post('updateMyProduct', `/api/customer-products/${product.id}/update/`, {
        form: await multipartForm({}, [pngFile(await makePng())]),
      });
    if (updated.status === 200) {
      const url2 = updated.body.product.images[0]?.image_url;
      const seen2 = await fetchEverywhere(ctx, url2);
      const same2 =
        url2 !== url &&
        seen2.c.status === 200 &&
        API_NAMES.filter((n) => n !== 'c').every(
          (n) => seen2[n].status === 200 && seen2[n].hash === seen2.c.hash,
        );
      pass &&= same2;
      details.push(
        `replaced on c: ${url2}: ${Object.entries(seen2)
          .map(([n, s]) => `${n} ${s.status}${s.hash ? ` sha256 ${s.hash}` : ''}`)
          .join(', ')}`,
      );
    } else {
      pass = false;
      details.push(`update with an image through c: ${describe(updated)}`);
    }
  } else {
    pass = false;
    details.push(`create with an image through a: ${describe(created)}`);
    // The other checks still need a listing: make one without an image.
    const plain = await seller.client.post('addProduct', '/api/add-product/', {
      form: await multipartForm(probeFields(word)),
    });
    if (plain.status !== 201)
      throw new Error(`create a listing without an image through a: ${describe(plain)}`);
    product = plain.body.product;
  }
  const objects = countFiles(path.join(ctx.s3Dir, BUCKET));
  details.push(`objects in the S3 bucket: ${objects}`);
  verdict(
    'image uploaded through one process is served by all three',
    pass,
    pass ? 'same bytes from a, b and c' : 'not served alike',
    details,
  );
  return { id: product.id, word };
}

/* ------------------------------------------------------------------------------------------------
 * Check 1: an edit is seen by the other processes within 100 ms
 * --------------------------------------------------------------------------------------------- */

/**
 * Check 1: the probe's price edited through a; every process and view (product, list, search)
 * polled until it shows the new price. Passes when b and c show it within PROPAGATION_LIMIT_MS.
 * @param {ScaleContext} ctx
 * @param {Account | undefined} seller
 * @param {Probe | undefined} probe
 */
export async function checkPropagation(ctx, seller, probe) {
  if (!seller || !probe) throw new Error('no probe listing (the image check could not make one)');
  const { id, word } = probe;
  // The list page holding the probe (public list in id order; pages of 100).
  let listPath;
  for (let page = 1; page <= 50 && !listPath; page++) {
    const p = `/api/products/?page=${page}&pageSize=100`;
    const r = await direct(ctx, 'a').get('list', p);
    if (r.status !== 200) throw new Error(`list page ${page} through a: ${describe(r)}`);
    if (r.body.products.some((/** @type {ProductJson} */ x) => x.id === id)) listPath = p;
    if (page >= r.body.pagination.totalPages) break;
  }
  if (!listPath) throw new Error(`the probe listing ${id} is in no list page`);
  /**
   * The probe in a list or search answer.
   * @param {{ products?: ProductJson[] } | null} b
   */
  const inList = (b) => b?.products?.find((x) => x.id === id);
  /** @type {{ view: string, path: string, find: (body: { product?: ProductJson, products?: ProductJson[] } | null) => ProductJson | undefined }[]} */
  const views = [
    { view: 'product', path: `/api/products/${id}/`, find: (b) => b?.product },
    { view: 'list', path: listPath, find: inList },
    { view: 'search', path: `/api/products/search/?q=${encodeURIComponent(word)}`, find: inList },
  ];
  /**
   * The probe's price as process `name` shows it in `view` (or what it answered instead).
   * @param {ApiName} name
   * @param {(typeof views)[number]} view
   */
  const priceOf = async (name, view) => {
    const r = await direct(ctx, name).get(view.view, view.path);
    return r.status === 200 ? view.find(r.body)?.price : `${describe(r)}`;
  };

  // Warm every process's caches with the old price, right before the edit.
  const before = 20;
  const after = 23.45;
  /** @type {string[]} */
  const warm = [];
  for (const name of API_NAMES)
    for (const view of views) {
      const price = await priceOf(name, view);
      if (price !== before)
        warm.push(`${name} ${view.view}: ${price === undefined ? 'probe not in the answer' : price}`);
    }
  if (warm.length > 0) {
    verdict(
      'edit seen by the other processes within 100 ms',
      false,
      'the probe listing is not shown alike before the edit',
      warm,
    );
    return;
  }

  const edit = await seller.client.post('updateMyProduct', `/api/customer-products/${id}/update/`, {
    form: await multipartForm({ price: String(after) }),
  });
  const t0 = performance.now();
  if (edit.status !== 200 || edit.body.product.price !== after) {
    verdict(
      'edit seen by the other processes within 100 ms',
      false,
      `the price update through a answered ${describe(edit)}`,
    );
    return;
  }
  // Every process and view polled (each request from a new address) until it shows the new price.
  /**
   * Milliseconds after the edit each `<process> <view>` showed the new price (Infinity: never).
   * @type {Record<string, number>}
   */
  const seen = {};
  await Promise.all(
    API_NAMES.flatMap((name) =>
      views.map(async (view) => {
        const client = direct(ctx, name);
        for (;;) {
          const r = await client.get(view.view, view.path);
          const now = performance.now() - t0;
          if (r.status === 200 && view.find(r.body)?.price === after) {
            seen[`${name} ${view.view}`] = now;
            break;
          }
          if (now > PROPAGATION_WATCH_MS) {
            seen[`${name} ${view.view}`] = Infinity;
            break;
          }
          await sleep(2);
        }
        client.close();
      }),
    ),
  );
  /** @param {ApiName} name */
  const worst = (name) => Math.max(...views.map((v) => seen[`${name} ${v.view}`] ?? Infinity));
  /** @param {ApiName} name */
  const show = (name) =>
    `${name}: ${views
      .map((v) => {
        const d = seen[`${name} ${v.view}`] ?? Infinity;
        return `${v.view} ${d === Infinity ? `> ${PROPAGATION_WATCH_MS} ms` : ms(d)}`;
      })
      .join(', ')}`;
  const pass = worst('b') <= PROPAGATION_LIMIT_MS && worst('c') <= PROPAGATION_LIMIT_MS;
  /** @param {ApiName} n */
  const fmtWorst = (n) => (worst(n) === Infinity ? `> ${PROPAGATION_WATCH_MS} ms` : ms(worst(n)));
  verdict(
    'edit seen by the other processes within 100 ms',
    pass,
    `price changed through a; shown by b after ${fmtWorst('b')}, by c after ${fmtWorst('c')} (limit ${PROPAGATION_LIMIT_MS} ms)`,
    /** @type {ApiName[]} */ (['b', 'c', 'a']).map(show),
  );
}
