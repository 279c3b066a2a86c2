import { desc, eq } from 'drizzle-orm';
import type { ContactMessage } from '#shared/contact.ts';
import type { Conn, Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { appError } from '../lib/app-error';
import { queueMessages } from './outbox';

const notFound = () => appError('NOT_FOUND', 'Message not found.');

type Row = typeof contactMessages.$inferSelect;

function toMessage(row: Row): ContactMessage {
  return {
    id: row.id,
    from_name: row.fromName,
    from_email: row.fromEmail,
    course: row.course,
    topic: row.topic,
    phone: row.phone,
    message: row.message,
    read: row.read,
    created_at: row.createdAt.toISOString(),
  };
}

type ContactInput = {
  from_name: string;
  from_email: string;
  course: string;
  message: string;
  phone?: string | undefined;
  topic?: string | undefined;
};

export async function insertContactMessage(
  conn: Conn,
  input: ContactInput,
): Promise<ContactMessage> {
  const [row] = await conn
    .insert(contactMessages)
    .values({
      fromName: input.from_name,
      fromEmail: input.from_email,
      course: input.course,
      message: input.message,
      phone: input.phone ?? null,
      topic: input.topic ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toMessage(row);
}

/**
 * Stores a message and, when the office has an address (`officeEmail`), its e-mail to the office
 * in the outbox, in one transaction. Returns the outbox ids to deliver.
 */
export async function storeContactMessage(
  db: Db,
  input: ContactInput,
  officeEmail: string | undefined,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const saved = await insertContactMessage(tx, input);
    if (!officeEmail) return [];
    return queueMessages(tx, `contact:${saved.id}`, [
      {
        channel: 'email',
        recipient: officeEmail,
        template: 'contact-message',
        language: 'en',
        variables: {
          name: saved.from_name,
          email: saved.from_email,
          course: saved.topic ? `${saved.course} · ${saved.topic}` : saved.course,
          // The optional mobile number, first, where the office looks to call back.
          message: saved.phone ? `${saved.phone}\n\n${saved.message}` : saved.message,
        },
      },
    ]);
  });
}

/** Newest first. */
export async function listContactMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toMessage);
}

export async function setContactMessageRead(
  db: Db,
  id: number,
  read: boolean,
): Promise<ContactMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ read })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound();
  return toMessage(row);
}

export async function deleteContactMessage(db: Db, id: number): Promise<void> {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (rows.length === 0) throw notFound();
}
