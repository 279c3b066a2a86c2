import type { FastifyBaseLogger } from 'fastify';
import { academy } from '../../shared/academy';
import { lazyTransport } from './mailer';

export type ResetMailer = {
  /** Sends in the background, so the reply takes as long whether or not a mail goes out. */
  sendResetLink(to: { name: string; address: string }, link: string): void;
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
    sendResetLink(to, link) {
      const job = transport
        .get()
        .then((t) =>
          t.sendMail({
            from: { name: academy.name, address: options.from },
            to,
            subject: `${academy.name}: set a new password`,
            text: [
              `Hello ${to.name},`,
              '',
              'Someone (we hope you) asked to set a new password for your student account.',
              'Open this link within 30 minutes to choose one. It works once.',
              '',
              link,
              '',
              'If you did not ask, ignore this e-mail: your password stays as it is.',
            ].join('\n'),
          }),
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
