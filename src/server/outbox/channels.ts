import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/env.ts';
import { channelSet, type Channel, type Channels } from './channel';
import { emailChannel } from './email-channel';

/** The channels the environment configures: e-mail when SMTP_URL is set. */
export function channelsFromConfig(config: Config, log: FastifyBaseLogger): Channels {
  const list: Channel[] = [];
  if (config.smtpUrl) {
    if (!config.publicUrl) {
      // Reset links would point at this machine's own address (issue 26, I6).
      log.warn(
        'SMTP_URL is set but PUBLIC_URL is not: e-mailed links (password resets) point at http://localhost; set PUBLIC_URL to the address people use',
      );
    }
    list.push(
      emailChannel({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom ?? config.contactEmailTo ?? 'no-reply@localhost',
      }),
    );
  }
  return channelSet(list, log);
}
