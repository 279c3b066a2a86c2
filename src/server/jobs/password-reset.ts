import { findResettableStudent } from '#server/data/accounts.ts';
import { createResetLinkMail } from '#server/data/reset-mail.ts';
import { findUserLanguage } from '#server/data/users.ts';
import { resetPagePath } from '#server/lib/mail-text.ts';
import { defineJob, localRetries, recoverable } from './define';
import { deliverSoon } from './outbox-delivery';

/**
 * "Forgot password?" behind the reply: the route counts the limits, enqueues this job and answers
 * 202 at once, whether or not the account exists (its time says nothing about it). Here, for an
 * active student with an e-mail, a new link and its mail are written in one transaction and
 * delivered; for anyone else nothing happens. Its output never says which it was.
 */
export const passwordResetRequest = defineJob<{ identifier: string }>({
  name: 'password-reset-request',
  queue: { policy: 'exclusive', ...localRetries, ...recoverable, expireInSeconds: 120 },
  pollSeconds: 2,
  async run(job, { db, config, jobs, log }) {
    const student = await findResettableStudent(db, job.data.identifier);
    if (!student) return;
    // In the student's language when they chose one; the link opens the page in it too.
    const language = (await findUserLanguage(db, student.userId)) ?? 'en';
    const base = config.publicUrl ?? `http://localhost:${config.port}`;
    const ids = await createResetLinkMail(
      db,
      student,
      language,
      (token) => `${base}${resetPagePath(language)}#token=${token}`,
    );
    await deliverSoon(jobs, ids, log);
  },
});
