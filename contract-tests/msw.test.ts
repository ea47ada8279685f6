/** The contract scenarios against the MSW handlers in Node (msw/node, the in-memory db). */
import { db } from '@shop/mocks/db';
import { server } from '@shop/mocks/node';
import { defineContractSuite } from './scenarios.ts';

defineContractSuite({
  name: 'msw/node',
  baseUrl: 'http://localhost/api',
  setup: async () => {
    server.listen({ onUnhandledRequest: 'error' });
  },
  teardown: async () => {
    server.close();
  },
  reset: async () => {
    db.reset();
  },
  // The reset link from the mocks' mailbox.
  lastResetLink: async (email) => db.lastResetLink(email),
  // Decision 044: the e-mail change confirmation from the mocks' mailbox.
  lastEmailChangeLink: async (email) => db.lastEmailChangeLink(email),
  lastAccountDeletionLink: async (email) => db.lastAccountDeletionLink(email),
  // Decision 048: the contact form's messages in the mocks' mailbox.
  contactMessages: async () =>
    db.mailbox
      .filter((m) => m.kind === 'contact-message')
      .map(({ to, subject, text }) => ({ to, subject, text })),
});
