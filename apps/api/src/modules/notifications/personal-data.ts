/**
 * The notifications module's part of 'Your data' (decision 073): the e-mails the outbox holds for
 * an address (subject, kind and dates; never the body, which may hold a link's seed), and
 * their removal when the account is deleted.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { outbox, users } from '../../platform/db/schema.ts';
import { isNotificationKind, type Notification } from './notifications.ts';
import { renderNotification } from './templates.ts';

/** The subject of an outbox row's e-mail (the link tokens left out), or its kind when it cannot be rendered. */
function subjectOf(kind: string, payload: Record<string, unknown>, shopName: string): string {
  if (!isNotificationKind(kind)) return kind;
  try {
    return renderNotification({ kind, payload: { seed: '', ...payload } } as Notification, {
      baseUrl: '',
      shopName,
      resetToken: () => '',
    }).subject;
  } catch {
    return kind;
  }
}

/**
 * The e-mails sent, or waiting to be sent, to `userId`'s address, oldest first: kind, subject,
 * when queued and when sent. The outbox keeps sent rows 30 days (purgeOutbox), so older ones are
 * not held and not listed.
 */
export async function emailsSection(db: Db, userId: number, shopName: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (user === undefined) return [];
  const rows = await db
    .select({
      kind: outbox.kind,
      payload: outbox.payload,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(sql`lower(${outbox.payload}->>'to') = ${user.email.toLowerCase()}`)
    .orderBy(asc(outbox.id));
  return rows.map((r) => ({
    kind: r.kind,
    subject: subjectOf(r.kind, r.payload, shopName),
    queued_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  }));
}

/**
 * Deletes every outbox row addressed to `email` (sent or not) in the deletion's transaction `tx`
 * (decision 073): the rows hold names, addresses and order details. The 'account-deleted' notice
 * is enqueued after this, the last mail to the address.
 */
export async function forgetMailTo(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`DELETE FROM outbox WHERE lower(payload->>'to') = ${email.trim().toLowerCase()}`);
}
