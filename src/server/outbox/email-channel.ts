import { createHash } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { academy } from '#shared/academy.ts';
import { PermanentFailure, type Channel } from './channel';

/**
 * E-mail through SMTP (nodemailer). The transport is made on first use, so a server that sends
 * no mail never loads nodemailer. The Message-ID comes from the message's idempotency key: a
 * mail sent twice (a retry after a lost reply) is one message to the mail system.
 */
export function emailChannel(options: { smtpUrl: string; from: string }): Channel {
  let transport: Promise<Transporter> | undefined;
  const get = () =>
    (transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  const domain = options.from.split('@')[1] ?? 'localhost';
  return {
    name: 'email',
    async send(to, content, idempotencyKey) {
      const messageId = `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
      try {
        const info = await (
          await get()
        ).sendMail({
          from: { name: academy.name, address: options.from },
          to: to.name ? { name: to.name, address: to.address } : to.address,
          ...(content.replyTo
            ? {
                replyTo: content.replyTo.name
                  ? { name: content.replyTo.name, address: content.replyTo.address }
                  : content.replyTo.address,
              }
            : {}),
          subject: content.subject ?? '',
          text: content.text,
          messageId,
        });
        return { providerId: info.messageId ?? messageId };
      } catch (err) {
        // 5xx: the server refused this mail for good (no such mailbox, bad address).
        const code = (err as { responseCode?: number }).responseCode;
        if (code && code >= 500) throw new PermanentFailure((err as Error).message);
        throw err;
      }
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}
