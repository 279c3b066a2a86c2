import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for';

/** A mail as it reached the server: envelope sender and recipients, and the raw message. */
export type CaughtMail = { from: string; to: string[]; raw: string };

export type SmtpCatcher = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every mail received, oldest first. */
  received: CaughtMail[];
  /** The first mail to `address` after the first `after` received; waits for it (`what` it is). */
  mailTo(address: string, after: number, what?: string): Promise<CaughtMail>;
  close(): Promise<void>;
};

export type SmtpCatcherOptions = {
  /** Listen on this port (default: any free one). */
  port?: number;
  /** Recipients refused for good (550), as a mail server refuses an unknown mailbox. */
  refuse?: (address: string) => boolean;
};

/** A local SMTP server that keeps every mail it is sent, for tests of the routes that mail. */
export async function smtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const err = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailTo: (address, after, what = 'an e-mail') =>
      waitFor(() => received.slice(after).find((m) => m.to.includes(address)), {
        message: `${what} to ${address}`,
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
