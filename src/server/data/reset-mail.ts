import { createHash } from 'node:crypto';
import type { AppLocale } from '#shared/intl-locale.ts';
import type { Db } from '../db/client';
import { insertResetToken } from './accounts';
import { queueMessages } from './outbox';

/**
 * A new reset link for the student and the e-mail that carries it, in one transaction: the mail
 * is in the outbox exactly when the token exists. Returns the outbox ids to deliver.
 */
export async function createResetLinkMail(
  db: Db,
  student: { userId: number; name: string; email: string },
  language: AppLocale,
  linkFor: (token: string) => string,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const token = await insertResetToken(tx, student.userId);
    // The event is this token (by a part of its hash: the token itself never names anything).
    const event = `password-reset:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
    return queueMessages(tx, event, [
      {
        channel: 'email',
        recipient: student.email,
        recipientName: student.name,
        template: 'password-reset',
        language,
        variables: { name: student.name, link: linkFor(token) },
      },
    ]);
  });
}
