import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage } from '../../shared/contact';

export type Mailer = {
  /** Sends in the background; failures are logged, never thrown (the message is stored anyway). */
  sendContactMessage(message: ContactMessage): void;
  /** Waits for mails still being sent (graceful shutdown, tests). */
  flush(): Promise<void>;
  close(): void;
};

/** A mailer for contact messages, or null when SMTP_URL or CONTACT_EMAIL_TO is not set. */
export function createMailer(
  options: { smtpUrl?: string; to?: string },
  log: FastifyBaseLogger,
): Mailer | null {
  const { smtpUrl, to } = options;
  if (!smtpUrl || !to) return null;
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const pending = new Set<Promise<void>>();

  return {
    sendContactMessage(message) {
      const job = transport
        .sendMail({
          from: `"Academy website" <${to}>`,
          to,
          replyTo: { name: message.from_name, address: message.from_email },
          subject: `Enquiry: ${message.course} from ${message.from_name}`,
          text: [
            `Name: ${message.from_name}`,
            `E-mail: ${message.from_email}`,
            `Course: ${message.course}`,
            '',
            message.message,
          ].join('\n'),
        })
        .then(
          () => log.info({ messageId: message.id }, 'contact message e-mailed'),
          (err: unknown) => log.error({ err, messageId: message.id }, 'contact e-mail failed'),
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
