/**
 * What every contract scenario file shares: the target a suite runs on, the cards, address and
 * forms it sends, and the per-target helpers (clients, sign-in, registration, mailbox links).
 */
import { deflateSync } from 'node:zlib';
import { FIELD_PROBLEMS, MESSAGES, type DeliveryAddress } from '@shop/contract';
import { ContractClient } from '../client.ts';

/** Where the suite runs: an API base address and hooks to start, stop and restore it. */
export interface ContractTarget {
  name: string;
  /** The API base, e.g. `http://localhost/api`. */
  baseUrl: string;
  setup(): Promise<void>;
  teardown(): Promise<void>;
  /** Restores the sample data and forgets sessions (runs after every test). */
  reset(): Promise<void>;
  /**
   * The link of the last password reset message sent to `email` (decision 024), or undefined when
   * none was sent: the mocks' mailbox, the server's outbox. The reset scenarios need it.
   */
  lastResetLink?(email: string): Promise<string | undefined>;
  /**
   * The link of the last e-mail change confirmation sent to the NEW address `email` (decision
   * 044), or undefined: the mocks' mailbox, the server's outbox.
   */
  lastEmailChangeLink?(email: string): Promise<string | undefined>;
  /**
   * The link of the last account deletion link sent to `email` (decision 073), or undefined: the
   * mocks' mailbox, the server's outbox.
   */
  lastAccountDeletionLink?(email: string): Promise<string | undefined>;
  /**
   * The contact-form messages sent so far, oldest first (decision 048): the mocks' mailbox, the
   * server's outbox rendered as the worker would send it.
   */
  contactMessages?(): Promise<{ to: string; subject: string; text: string }[]>;
}

/** Bank details the simulated payout provider makes active (decision 059: any other test number). */
export const TEST_BANK_DETAILS = {
  account_holder_name: 'Nia Jones',
  sort_code: '10-88-00',
  account_number: '00012345',
};

/** A card the simulated provider accepts (decision 010). */
export const PAID_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
  name: 'Sam Seller',
};
/** A card the simulated provider declines (402 cardDeclined). */
export const DECLINED_CARD = { ...PAID_CARD, cardNumber: '4000 0000 0000 0002' };
/** A UK delivery address as a shopper types it (the postcode in lower case, without its space). */
export const SHIPPING: DeliveryAddress = {
  name: 'Nia Jones',
  line1: '1 Harbour Road',
  line2: '',
  city: 'Bristol',
  postcode: 'bs14dj',
};
/** SHIPPING's postcode as stored (normalised by the `postcode` library). */
export const SHIPPING_POSTCODE = 'BS1 4DJ';
/** The card form's body: the paying card and the delivery address. */
export const PAY = { ...PAID_CARD, shipping: SHIPPING };

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A real `size` x `size` RGB PNG filled with one colour, encoded here (no file, no network);
 * `claimed` puts another size in its header (an image to be refused before decoding).
 */
export function makePng(
  size = 8,
  rgb: [number, number, number] = [37, 99, 235],
  claimed?: { width: number; height: number },
): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array): Buffer => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(claimed?.width ?? size, 0);
  header.writeUInt32BE(claimed?.height ?? size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = [0, ...Array.from({ length: size }, () => rgb).flat()];
  const pixels = Buffer.from(Array.from({ length: size }, () => row).flat());
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(png);
}

/** The multipart body of the product form (spec sections 3 and 5), with one PNG image. */
export function productForm(overrides: Record<string, string> = {}, withImage = true): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'Handmade Ceramic Mug',
    price: '18.50',
    category: 'Home & Kitchen',
    tags: 'mug, ceramic, handmade',
    description: 'A stoneware mug thrown by hand.',
    detailedDescription: 'Each mug is thrown on the wheel and glazed in a speckled oat finish.',
    percentageOff: '10',
    itemsInStock: '5',
    onSale: 'false',
    specialOffer: 'false',
    suspend: 'false',
    inStock: 'true',
    featured: 'true',
    popular: 'true',
    new: 'true',
    bullet_1: '350 ml',
    bullet_2: 'Dishwasher safe',
    bullet_3: '',
    bullet_4: 'Made in Stoke-on-Trent',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (withImage) form.append('images', new Blob([makePng()], { type: 'image/png' }), 'mug.png');
  return form;
}

/** The part of a zod (mini) schema's definition the field walk reads. */
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, SchemaNode>;
      innerType?: SchemaNode;
      in?: SchemaNode;
      options?: readonly SchemaNode[];
    };
  };
}

/**
 * Every leaf field of a JSON body schema as a dotted path (`email`, `shipping.postcode`),
 * looking through optional, nullable and pipe wrappers into nested objects, and into every
 * option of a union (each field once: a step's `note` is in several options).
 */
export function bodyFieldPaths(schema: unknown, prefix = ''): string[] {
  const def = (schema as SchemaNode)._zod.def;
  if (def.type === 'union' && def.options !== undefined)
    return [...new Set(def.options.flatMap((option) => bodyFieldPaths(option, prefix)))];
  const inner = def.innerType ?? def.in;
  if (inner !== undefined && def.type !== 'object') return bodyFieldPaths(inner, prefix);
  if (def.type === 'object' && def.shape !== undefined) {
    return Object.entries(def.shape).flatMap(([key, child]) =>
      bodyFieldPaths(child, prefix === '' ? key : `${prefix}.${key}`),
    );
  }
  return prefix === '' ? [] : [prefix];
}

/** `{ a: { b: value } }` for the path `a.b`. */
export function bodyWith(path: string, value: string): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

/** The 400 text for a bad character in `field` (contract describeBadText). */
export const badTextError = (field: string) =>
  `${MESSAGES.server.invalidRequest} ${field}: ${FIELD_PROBLEMS.badCharacter}`;
/** The 400 text for a field that is not a whole number (contract wholeNumber). */
export const notWholeError = (field: string) =>
  `${MESSAGES.server.invalidRequest} ${field}: ${FIELD_PROBLEMS.wholeNumber}`;

/**
 * Builds the helpers the scenarios of one target share; one harness per target, so the
 * registration counter runs through the whole suite.
 */
export function createHarness(target: ContractTarget) {
  const client = () => new ContractClient(target.baseUrl);
  const signIn = async (account: { email: string; password: string }) => {
    const c = client();
    await c.ok('login', { body: account });
    return c;
  };
  /** The user id of `account` (signs in on a client of its own). */
  const idOf = async (account: { email: string; password: string }) =>
    (await client().ok('login', { body: account })).user.id;
  /** Registers a new account (signed in on the returned client); names Nia Jones by default. */
  let registered = 0;
  const register = async (overrides: { email?: string; first_name?: string; last_name?: string } = {}) => {
    registered += 1;
    const account = {
      email: overrides.email ?? `account.${registered}@example.com`,
      password: 'my first passphrase',
    };
    const c = client();
    const { user } = await c.ok('register', {
      body: {
        ...account,
        first_name: overrides.first_name ?? 'Nia',
        last_name: overrides.last_name ?? 'Jones',
      },
    });
    return { client: c, account, user };
  };
  /** The token of the last e-mail change link sent to the new address `email` (decision 044). */
  const emailChangeTokenFor = async (email: string): Promise<string> => {
    if (target.lastEmailChangeLink === undefined)
      throw new Error(`${target.name} has no lastEmailChangeLink hook`);
    const link = await target.lastEmailChangeLink(email);
    const token = link === undefined ? null : new URL(link).searchParams.get('token');
    if (token === null || token === '') throw new Error(`no confirmation link was sent to ${email}`);
    return token;
  };
  /** The token of the last account deletion link sent to `email` (decision 073); throws when none was sent. */
  const deletionTokenFor = async (email: string): Promise<string> => {
    if (target.lastAccountDeletionLink === undefined)
      throw new Error(`${target.name} has no lastAccountDeletionLink hook`);
    const link = await target.lastAccountDeletionLink(email);
    const token = link === undefined ? null : new URL(link).searchParams.get('token');
    if (token === null || token === '') throw new Error(`no deletion link was sent to ${email}`);
    return token;
  };
  /** The token of the last reset link sent to `email` (decision 024); throws when none was sent. */
  const resetTokenFor = async (email: string): Promise<string> => {
    if (target.lastResetLink === undefined) throw new Error(`${target.name} has no lastResetLink hook`);
    const link = await target.lastResetLink(email);
    const token = link === undefined ? null : new URL(link).searchParams.get('token');
    if (token === null || token === '') throw new Error(`no reset link was sent to ${email}`);
    return token;
  };
  /**
   * Connects a payout account for the seller signed in on `seller` through the simulated form
   * (decision 059), so their listings can be bought: the fixture of every scenario that buys
   * from a seller it made.
   */
  const onboard = async (seller: ContractClient) =>
    (await seller.ok('submitSimulatedPayoutAccount', { body: TEST_BANK_DETAILS })).account;
  return {
    target,
    client,
    signIn,
    idOf,
    register,
    onboard,
    emailChangeTokenFor,
    resetTokenFor,
    deletionTokenFor,
  };
}

/** The helpers one target's scenarios share (see createHarness). */
export type Harness = ReturnType<typeof createHarness>;
