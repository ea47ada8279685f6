/**
 * The contact form (decision 048): POST /contact/ checks the message (the contract's
 * ContactRequest: first name, e-mail address and message required), counts it against
 * CONTACT_MESSAGES_PER_ADDRESS for the client's address (429 with Retry-After over it), and writes a
 * 'contact-message' e-mail to the shop's support address (SUPPORT_EMAIL) into the outbox, which the
 * notification worker sends. Nothing goes to the sender's address: the form cannot be used to send
 * mail to a stranger.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { enqueue } from '../notifications/index.ts';

/** Registers sendContactMessage. */
export const contactRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, limits }) => {
  defineRoute(app, 'sendContactMessage', async ({ request, reply, body }) => {
    await limits.contactMessage(request.ip);
    const senderName = `${body.first_name} ${body.last_name}`.trim();
    await enqueue(
      db,
      {
        kind: 'contact-message',
        payload: {
          to: config.supportEmail,
          name: '',
          senderName,
          senderEmail: body.email.trim().toLowerCase(),
          message: body.message,
          sentAt: new Date().toISOString(),
        },
      },
      `contact-message:${randomUUID()}`,
    );
    reply.header('Cache-Control', 'no-store');
    return { success: true };
  });
};
