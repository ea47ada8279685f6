import { afterEach, describe, expect, it, vi } from 'vitest';
import { unstable_serialize } from 'swr';
import { MESSAGES, STORAGE_KEYS } from '@shop/contract';
import { apiKey, createApiClient, type AnyRequestOptions } from './client.ts';
import { ApiError, TestUserBlockedError } from './errors.ts';
import { createMemoryStorage } from './storage.ts';
import { fakeFetch, json, makeCart, makeCartItem, makeProduct, makeUser } from './test-support.ts';

const emptyCart = { success: true, cart: makeCart([]) };

afterEach(() => {
  vi.restoreAllMocks();
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('given a csrftoken cookie', () => {
  const setup = () => {
    const { fetch, calls } = fakeFetch(() => json(emptyCart));
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      storage: createMemoryStorage(),
      getCookie: () => 'theme=dark; csrftoken=tok%3D123',
    });
    return { client, calls };
  };

  it('sends X-CSRFToken with the cookie value on POST, PUT and DELETE', async () => {
    const { client, calls } = setup();
    await client.request('addToCart', { body: { product_id: 1, quantity: 1 } });
    await client.request('updateCartItem', { params: { itemId: 3 }, body: { quantity: 2 } });
    await client.request('removeCartItem', { params: { itemId: 3 } });
    expect(calls.map((c) => [c.method, c.headers.get('X-CSRFToken')])).toEqual([
      ['POST', 'tok=123'],
      ['PUT', 'tok=123'],
      ['DELETE', 'tok=123'],
    ]);
  });

  it('does not send X-CSRFToken on GET', async () => {
    const { client, calls } = setup();
    await client.request('getCart');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.has('X-CSRFToken')).toBe(false);
  });

  it('sends cookies with every call', async () => {
    const { client, calls } = setup();
    await client.request('getCart');
    await client.request('clearCart');
    expect(calls.map((c) => c.credentials)).toEqual(['include', 'include']);
  });
});

describe('given no csrftoken cookie', () => {
  it('sends a POST without X-CSRFToken', async () => {
    const { fetch, calls } = fakeFetch(() => json(emptyCart));
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      storage: createMemoryStorage(),
      getCookie: () => '',
    });
    await client.request('clearCart');
    expect(calls[0]?.headers.has('X-CSRFToken')).toBe(false);
  });
});

describe('given a token in local storage', () => {
  it('adds Authorization: Bearer <token>', async () => {
    const { fetch, calls } = fakeFetch(() => json(emptyCart));
    const storage = createMemoryStorage({ [STORAGE_KEYS.token]: 'abc123' });
    const client = createApiClient({ baseUrl: '/api', fetch, storage, getCookie: () => '' });
    await client.request('getCart');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc123');
  });
});

describe('given no token in local storage', () => {
  it('sends no Authorization header', async () => {
    const { fetch, calls } = fakeFetch(() => json(emptyCart));
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      storage: createMemoryStorage(),
      getCookie: () => '',
    });
    await client.request('getCart');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('given a request', () => {
  it('fills the path template and builds the query, leaving out empty values', async () => {
    const { fetch, calls } = fakeFetch(() => json({ success: true, products: [] }));
    const client = createApiClient({
      baseUrl: '/api/',
      fetch,
      storage: createMemoryStorage(),
      getCookie: () => '',
    });
    await client.request('searchProducts', { query: { q: '', page: 2 } });
    await client.request('filterProducts', { query: { q: 'Home & Kitchen' } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/products/search/?page=2',
      '/api/products/filter/?q=Home+%26+Kitchen',
    ]);
  });

  it('sends a JSON body with its content type', async () => {
    const { fetch, calls } = fakeFetch(() => json(emptyCart));
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      storage: createMemoryStorage(),
      getCookie: () => '',
    });
    await client.request('addToCart', { body: { product_id: 4, quantity: 2 } });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toBe('{"product_id":4,"quantity":2}');
  });

  it('sends FormData as it is, leaving the multipart content type to fetch', async () => {
    const product = makeProduct({ id: 9 });
    const { fetch, calls } = fakeFetch(() => json({ success: true, product }));
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      storage: createMemoryStorage(),
      getCookie: () => '',
    });
    const formData = new FormData();
    formData.set('name', 'Oak side table');
    const response = await client.request('addProduct', { formData });
    expect(calls[0]?.body).toBe(formData);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(response.product.id).toBe(9);
  });

  it('resolves to the parsed response', async () => {
    const cart = makeCart([makeCartItem(1, makeProduct({ price: 12.5 }), 2)]);
    const { fetch } = fakeFetch(() => json({ success: true, cart }));
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      storage: createMemoryStorage(),
      getCookie: () => '',
    });
    const response = await client.request('getCart');
    expect(response.cart.item_count).toBe(2);
    expect(response.cart.total_price).toBe(25);
  });
});

describe('given a failed response', () => {
  const clientAnswering = (response: () => Response) => {
    const { fetch } = fakeFetch(response);
    return createApiClient({ baseUrl: '/api', fetch, storage: createMemoryStorage(), getCookie: () => '' });
  };

  it('uses the endpoint default message when the server gives none', async () => {
    const client = clientAnswering(() => new Response('', { status: 500 }));
    const error = await caught(client.request('getCart'));
    expect(error.message).toBe(MESSAGES.cart.fetch);
    expect(error.status).toBe(500);
    expect(error.endpoint).toBe('getCart');
  });

  it('uses the default message when the body is not JSON, keeping the text as body', async () => {
    const client = clientAnswering(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await caught(client.request('toggleBookmark', { body: { product_id: 1 } }));
    expect(error.message).toBe(MESSAGES.bookmarks.toggle);
    expect(error.body).toBe('<h1>Bad gateway</h1>');
  });

  it("uses the server's error text when it gives one", async () => {
    const client = clientAnswering(() => json({ success: false, error: MESSAGES.server.outOfStock }, 409));
    const error = await caught(client.request('addToCart', { body: { product_id: 1 } }));
    expect(error.message).toBe('Not enough stock for this product.');
    expect(error.status).toBe(409);
  });

  it("uses the server's detail text when there is no error text", async () => {
    const client = clientAnswering(() => json({ detail: 'Not found.' }, 404));
    const error = await caught(client.request('getProduct', { params: { id: 99 } }));
    expect(error.message).toBe('Not found.');
  });

  it('uses the default when the error field is not text', async () => {
    const client = clientAnswering(() => json({ success: false, error: { email: ['taken'] } }, 400));
    const error = await caught(
      client.request('register', {
        body: { email: 'a@b.co', password: 'longenough', first_name: 'A', last_name: 'B' },
      }),
    );
    expect(error.message).toBe(MESSAGES.user.register);
  });

  it('keeps the body of a failed login as received', async () => {
    const body = { success: false, error: 'Invalid credentials', extra: [1, 2] };
    const client = clientAnswering(() => json(body, 401));
    const error = await caught(client.request('login', { body: { email: 'a@b.co', password: 'x' } }));
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Invalid credentials');
  });

  it('treats success: false as an error even with status 200', async () => {
    const client = clientAnswering(() => json({ success: false, error: 'Product is not available' }, 200));
    const error = await caught(client.request('addToCart', { body: { product_id: 1 } }));
    expect(error.message).toBe('Product is not available');
    expect(error.status).toBe(200);
  });

  it('treats success: false with no error text as an error with the default message', async () => {
    const client = clientAnswering(() => json({ success: false }, 200));
    const error = await caught(client.request('clearCart'));
    expect(error.message).toBe(MESSAGES.cart.clear);
  });
});

describe('given a successful response that does not match the contract', () => {
  it('throws an ApiError with the default message and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = fakeFetch(() => json({ success: true, cart: { items: 'nope' } }));
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      storage: createMemoryStorage(),
      getCookie: () => '',
    });
    const error = await caught(client.request('getCart'));
    expect(error.message).toBe(MESSAGES.cart.fetch);
    expect(error.status).toBe(200);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('given where the client runs (response checks in development and tests only, decision 017)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const notTheContract = { success: true, cart: { items: 'nope' } };
  const clientAnswering = (body: unknown) => {
    const { fetch } = fakeFetch(() => json(body));
    return createApiClient({ baseUrl: '/api', fetch, storage: createMemoryStorage(), getCookie: () => '' });
  };

  it('passes the body on as it is in a production build, checking nothing', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(clientAnswering(notTheContract).request('getCart')).resolves.toEqual(notTheContract);
    expect(warn).not.toHaveBeenCalled();
  });

  it('still turns a failed response into the default message in a production build', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    const error = await caught(clientAnswering({ success: false }).request('clearCart'));
    expect(error.message).toBe(MESSAGES.cart.clear);
  });

  it('checks the body in development', async () => {
    vi.stubEnv('DEV', true);
    vi.stubEnv('MODE', 'development');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await caught(clientAnswering(notTheContract).request('getCart'));
    expect(error.message).toBe(MESSAGES.cart.fetch);
  });

  it('checks the body in tests, whatever DEV says', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'test');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await caught(clientAnswering(notTheContract).request('getCart'));
    expect(error.message).toBe(MESSAGES.cart.fetch);
  });
});

describe('given the network fails', () => {
  const failingClient = () => {
    const { fetch, calls } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    return {
      client: createApiClient({
        baseUrl: '/api',
        fetch,
        storage: createMemoryStorage(),
        getCookie: () => '',
      }),
      calls,
    };
  };

  it("gives 'Network error occurred' for an auth call", async () => {
    const { client } = failingClient();
    const error = await caught(client.request('login', { body: { email: 'a@b.co', password: 'x' } }));
    expect(error.message).toBe('Network error occurred');
    expect(error.status).toBe(0);
    expect(error.body).toBeUndefined();
  });

  it("gives the endpoint's default for any other call", async () => {
    const { client } = failingClient();
    const error = await caught(client.request('getOrders'));
    expect(error.message).toBe('Failed to fetch orders');
  });
});

describe('given the stored user is the test user', () => {
  const testUserClient = () => {
    const { fetch, calls } = fakeFetch(() => json(emptyCart));
    const storage = createMemoryStorage({ [STORAGE_KEYS.user]: JSON.stringify(makeUser({}, true)) });
    return {
      client: createApiClient({ baseUrl: '/api', fetch, storage, getCookie: () => 'csrftoken=t' }),
      calls,
    };
  };

  it('refuses add to cart with the test-user message and sends no request', async () => {
    const { client, calls } = testUserClient();
    const error = await caught(client.request('addToCart', { body: { product_id: 1 } }));
    expect(error).toBeInstanceOf(TestUserBlockedError);
    expect(error.message).toBe('You cannot perform this action as you are a test user');
    expect(calls).toHaveLength(0);
  });

  it('refuses product deletion with its own message and sends no request', async () => {
    const { client, calls } = testUserClient();
    const error = await caught(client.request('deleteMyProduct', { params: { id: 1 } }));
    expect(error).toBeInstanceOf(TestUserBlockedError);
    expect(error.message).toBe('You cannot delete this product as you are a test user');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['removeCartItem', () => ({ params: { itemId: 1 } })],
    ['toggleBookmark', () => ({ body: { product_id: 1 } })],
    ['removeBookmark', () => ({ params: { id: 1 } })],
    ['deleteReview', () => ({ params: { id: 1 } })],
    ['addProduct', () => ({ formData: new FormData() })],
    ['updateMyProduct', () => ({ params: { id: 1 }, formData: new FormData() })],
    ['updateUser', () => ({ params: { id: 7 }, body: { city: 'Leeds' } })],
  ] as const)('refuses %s without a request', async (name, options) => {
    const { client, calls } = testUserClient();
    const error = await caught(client.requestAny(name, options()));
    expect(error).toBeInstanceOf(TestUserBlockedError);
    expect(calls).toHaveLength(0);
  });

  it('still sends calls the spec does not block', async () => {
    const { client, calls } = testUserClient();
    await client.request('getCart');
    expect(calls).toHaveLength(1);
  });
});

describe('given a stored user who is not the test user', () => {
  it('sends add to cart', async () => {
    const { fetch, calls } = fakeFetch(() => json(emptyCart));
    const storage = createMemoryStorage({ [STORAGE_KEYS.user]: JSON.stringify(makeUser()) });
    const client = createApiClient({ baseUrl: '/api', fetch, storage, getCookie: () => 'csrftoken=t' });
    await client.request('addToCart', { body: { product_id: 1 } });
    expect(calls).toHaveLength(1);
  });
});

describe('given the SWR key of a read (apiKey)', () => {
  it('gives one key for a path parameter sent as a number or as text', () => {
    const asNumber = apiKey('getProduct', { params: { id: 7 } });
    const asText = apiKey('getProduct', { params: { id: '7' } });
    expect(asText).toEqual(asNumber);
    expect(unstable_serialize(asText)).toBe(unstable_serialize(asNumber));
  });

  it('gives one key for equal query values, whatever their type, order or left-out values', () => {
    const a = apiKey('listProducts', { query: { page: 2, pageSize: 9, category: undefined } });
    const b = apiKey('listProducts', { query: { pageSize: '9', page: '2' } as never });
    expect(a).toEqual(b);
    expect(unstable_serialize(a)).toBe(unstable_serialize(b));
    expect(a).toEqual(['listProducts', { query: { page: '2', pageSize: '9' } }]);
  });

  it('keeps requests that differ apart', () => {
    expect(apiKey('getProduct', { params: { id: 7 } })).not.toEqual(
      apiKey('getProduct', { params: { id: 8 } }),
    );
    expect(apiKey('listProducts', { query: { page: 1, pageSize: 9 } })).not.toEqual(
      apiKey('listProducts', { query: { page: 1, pageSize: 9, category: 'Furniture' } }),
    );
  });

  it('gives the key of no options when nothing is left in them', () => {
    expect(apiKey('getCart', {})).toEqual(apiKey('getCart'));
    expect(apiKey('filterProducts', { query: { q: '' } })).toEqual(['filterProducts', undefined]);
  });

  it('fetches the same address from a normalised key as from the options it came from', async () => {
    const { fetch, calls } = fakeFetch(() => json({ success: true, products: [] }));
    const client = createApiClient({ baseUrl: '/api', fetch, storage: createMemoryStorage() });
    const options = { query: { page: 3, pageSize: 9, category: 'Home & Kitchen' } };
    const key = apiKey('listProducts', options);
    expect(client.url(key[0], key[1] as AnyRequestOptions)).toBe(client.url('listProducts', options));
    await client.requestAny(key[0], key[1] as AnyRequestOptions).catch(() => undefined);
    expect(calls[0]?.url).toBe('/api/products/?page=3&pageSize=9&category=Home+%26+Kitchen');
  });
});
