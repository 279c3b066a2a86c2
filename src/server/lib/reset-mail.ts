import type { FastifyBaseLogger } from 'fastify';
import { academy } from '#shared/academy.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import { resetMail } from './mail-text';
import { lazyTransport } from './mailer';

export type ResetMailer = {
  /** Sends in the background, so the reply takes as long whether or not a mail goes out. */
  /** In the recipient's language when known (the one they chose), else English. */
  sendResetLink(to: { name: string; address: string }, link: string, language?: AppLocale): void;
  flush(): Promise<void>;
  close(): void;
};

/** Password-reset e-mails, or null without SMTP_URL (the page then says to ask the office). */
export function createResetMailer(
  options: { smtpUrl?: string; from: string },
  log: FastifyBaseLogger,
): ResetMailer | null {
  if (!options.smtpUrl) return null;
  const transport = lazyTransport(options.smtpUrl);
  const pending = new Set<Promise<void>>();
  return {
    sendResetLink(to, link, language) {
      const { subject, text } = resetMail(language, to.name, link);
      const job = transport
        .get()
        .then((t) =>
          t.sendMail({ from: { name: academy.name, address: options.from }, to, subject, text }),
        )
        .then(
          () => log.info('password reset e-mailed'),
          (err: unknown) => log.error({ err }, 'password reset e-mail failed'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    close() {
      transport.close();
    },
  };
}
