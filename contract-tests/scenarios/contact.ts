/**
 * Contract scenarios: The contact form (decision 048).
 */
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH, DEFAULT_SHOP_NAME, DEFAULT_SUPPORT_EMAIL } from '@shop/contract';
import { type Harness } from './harness.ts';

/** Registers the contact scenarios on the harness of one target (see ../scenarios.ts). */
export function contactScenarios({ target, client }: Harness): void {
  describe('given a message through the contact form (decision 048)', () => {
    const message = {
      first_name: ' Amelia ',
      last_name: 'Hart',
      email: 'Amelia.Hart@example.com',
      message: 'Do you deliver to Jersey?',
    };

    it('sends the message to the support address and says so', async () => {
      expect(await client().call('sendContactMessage', { body: message })).toEqual({
        ok: true,
        status: 200,
        data: { success: true },
      });
      const sent = (await target.contactMessages?.()) ?? [];
      expect(sent).toHaveLength(target.contactMessages ? 1 : 0);
      for (const mail of sent) {
        expect(mail.to).toBe(DEFAULT_SUPPORT_EMAIL);
        expect(mail.subject).toBe(`${DEFAULT_SHOP_NAME}: message from Amelia Hart via the contact form`);
        expect(mail.text).toContain('Do you deliver to Jersey?');
        expect(mail.text).toContain('amelia.hart@example.com');
      }
    });

    it('refuses a message without a first name, a valid address or any text, and sends nothing', async () => {
      for (const body of [
        { ...message, first_name: '  ' },
        { ...message, email: 'not-an-address' },
        { ...message, message: ' ' },
        { ...message, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
      ]) {
        const result = await client().call('sendContactMessage', { body });
        expect(result.ok, JSON.stringify(body).slice(0, 80)).toBe(false);
        expect(result.status).toBe(400);
      }
      expect((await target.contactMessages?.()) ?? []).toEqual([]);
    });
  });
}
