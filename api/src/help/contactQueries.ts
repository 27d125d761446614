// Reading the contact messages: the admins' list, and how many are new (the dashboard's count).
import type {
  ContactMessage,
  ContactMessageList,
  ListContactMessagesQuerySchema,
} from '@glow/contract';
import { count, desc, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';
import type { ContactMessageRow } from './contactChanges';

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    state: row.answeredAt ? 'answered' : 'new',
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredAt ? { id: row.answeredById, email: row.answeredByEmail ?? '' } : null,
  };
}

/** Messages not answered yet. */
export async function countNewContactMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.answeredAt));
  return row?.value ?? 0;
}

/** A page of messages, newest first, optionally of one state. */
export async function listContactMessages(
  db: Database,
  query: z.output<typeof ListContactMessagesQuerySchema>,
): Promise<ContactMessageList> {
  const where =
    query.state === 'new'
      ? isNull(contactMessages.answeredAt)
      : query.state === 'answered'
        ? isNotNull(contactMessages.answeredAt)
        : undefined;
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(contactMessages).where(where);
  return {
    page: query.page,
    limit: query.limit,
    total: total?.value ?? 0,
    newCount: await countNewContactMessages(db),
    messages: rows.map(toContactMessage),
  };
}
