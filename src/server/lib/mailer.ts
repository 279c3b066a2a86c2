import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { ContactMessage } from '#shared/contact.ts';

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
  const transport = lazyTransport(smtpUrl);
  const pending = new Set<Promise<void>>();

  return {
    sendContactMessage(message) {
      const job = transport
        .get()
        .then((t) =>
          t.sendMail({
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
          }),
        )
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

/** An SMTP transport made on first use, so a server that sends no mail never loads nodemailer. */
export function lazyTransport(smtpUrl: string) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () =>
      (transport ??= import('nodemailer').then((nodemailer) =>
        nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
      )),
    close: () => void transport?.then((t) => t.close()),
  };
}
