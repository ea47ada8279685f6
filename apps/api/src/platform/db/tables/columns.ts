/** Column helpers shared by the table files (not part of schema.ts's surface). */
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const ts = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
