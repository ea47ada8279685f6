/**
 * The contact form (decision 048): POST /api/contact/ writes one e-mail to the support address
 * (SUPPORT_EMAIL) into the outbox, in the shop's name (SHOP_NAME); bad input is 400 and writes
 * nothing; over CONTACT_MESSAGES_PER_ADDRESS messages from one address it answers 429.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_ADDRESS, MESSAGES } from '@shop/contract';
import { defaultMailFrom, loadConfig } from '../src/platform/config/index.ts';
import { contactMessages, startTestApp, type TestApp } from './helpers.ts';

const MESSAGE = {
  first_name: 'Amelia',
  last_name: 'Hart',
  email: 'amelia@example.com',
  message: 'Do you deliver to Jersey?\n\nThanks, Amelia',
};

describe('given the contact form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { shopName: 'Hart & Co', supportEmail: 'help@hart.example' } });
  });
  afterEach(async () => {
    await t.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = async (body: object, remoteAddress = '192.0.2.10') => {
    const res = await t.client().request('POST', '/api/contact/', { body, remoteAddress });
    return { statusCode: res.status, json: () => res.body, headers: res.headers };
  };

  it("sends the message to the support address in the shop's name", async () => {
    const res = await send(MESSAGE, '192.0.2.11');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [mail, ...more] = await contactMessages(t);
    expect(more).toEqual([]);
    expect(mail?.to).toBe('help@hart.example');
    expect(mail?.subject).toBe('Hart & Co: message from Amelia Hart via the contact form');
    expect(mail?.text).toContain('E-mail: amelia@example.com');
    expect(mail?.text).toContain('Do you deliver to Jersey?');
    expect(mail?.text).toMatch(/-- \nHart & Co\n$/);
    expect(mail?.html).toContain('Hart &amp; Co');
    expect(mail?.link).toBe('mailto:amelia@example.com');
  });

  it(`answers 429 after ${CONTACT_MESSAGES_PER_ADDRESS.max} messages from one address`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < CONTACT_MESSAGES_PER_ADDRESS.max; i++)
      expect((await send(MESSAGE, ip)).statusCode).toBe(200);
    const refused = await send(MESSAGE, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: MESSAGES.server.tooManyRequests });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await contactMessages(t)).toHaveLength(CONTACT_MESSAGES_PER_ADDRESS.max);
    expect((await send(MESSAGE, '192.0.2.78')).statusCode).toBe(200);
  });
});

describe('given SHOP_NAME and SUPPORT_EMAIL', () => {
  it("names the shop in MAIL_FROM's default and takes the support address", () => {
    const config = loadConfig({ SHOP_NAME: 'Hart & Co', SUPPORT_EMAIL: 'Help@Hart.example' });
    expect(config.shopName).toBe('Hart & Co');
    expect(config.supportEmail).toBe('help@hart.example');
    expect(config.mail.from).toBe('Hart & Co <no-reply@shop.localhost>');
    expect(defaultMailFrom()).toBe('Storefront <no-reply@shop.localhost>');
  });

  it('refuses a support address that is not one', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'help' })).toThrow(/SUPPORT_EMAIL/);
  });
});
