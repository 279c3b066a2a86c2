import { desc, eq } from 'drizzle-orm';
import type { ContactMessage } from '#shared/contact.ts';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { appError } from '../lib/app-error';

const notFound = () => appError('NOT_FOUND', 'Message not found.');

type Row = typeof contactMessages.$inferSelect;

function toMessage(row: Row): ContactMessage {
  return {
    id: row.id,
    from_name: row.fromName,
    from_email: row.fromEmail,
    course: row.course,
    message: row.message,
    read: row.read,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertContactMessage(
  db: Db,
  input: { from_name: string; from_email: string; course: string; message: string },
): Promise<ContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      fromName: input.from_name,
      fromEmail: input.from_email,
      course: input.course,
      message: input.message,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toMessage(row);
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
