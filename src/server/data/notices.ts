import { desc, eq, sql } from 'drizzle-orm';
import { noticeMessages, type Notice, type NoticeInput } from '#shared/notices.ts';
import type { Db } from '../db/client';
import { notices } from '../db/schema';
import { appError } from '../lib/app-error';

type NoticeRow = typeof notices.$inferSelect;

function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    postedBy: row.postedBy,
    date: row.date,
    postTime: row.createdAt.toISOString(),
  };
}

/** Every notice, newest date first, then the most recently posted. */
export async function listNotices(db: Db): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(notices)
    .orderBy(desc(notices.date), desc(notices.createdAt), desc(notices.id));
  return rows.map(toNotice);
}

export async function insertNotice(db: Db, input: NoticeInput): Promise<Notice> {
  const [row] = await db.insert(notices).values(input).returning();
  if (!row) throw new Error('insert returned no notice');
  return toNotice(row);
}

export async function countNotices(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(notices);
  return row?.count ?? 0;
}

export async function deleteNotice(db: Db, id: number): Promise<void> {
  const rows = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  if (rows.length === 0) throw appError('NOT_FOUND', noticeMessages.notFound);
}
