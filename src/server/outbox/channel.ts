import type { FastifyBaseLogger } from 'fastify';

/**
 * The port every outbound message goes through. One adapter per channel speaks its provider's
 * real API: e-mail over SMTP now; SMS and WhatsApp providers plug in here with the same shape.
 */
export type ChannelName = 'email' | 'sms' | 'whatsapp';

/** An e-mail address, or a phone number in E.164 (`+91…`) for SMS and WhatsApp. */
type Recipient = { address: string; name?: string | null };

/** A rendered message: a subject for e-mail only; text for all. */
export type Content = { subject?: string; text: string; replyTo?: Recipient };

export type Channel = {
  readonly name: ChannelName;
  /**
   * Sends one message. `idempotencyKey` is the message's own (event + recipient + channel): a
   * provider that takes one (an SMS gateway's reference, an e-mail's Message-ID) is given it, so
   * a retry after a lost reply is not delivered twice where the provider can tell.
   * Throws `PermanentFailure` when retrying cannot help (the provider refused the address).
   */
  send(to: Recipient, content: Content, idempotencyKey: string): Promise<{ providerId?: string }>;
  close(): Promise<void>;
};

/** A refusal that a retry would meet again (SMTP 5xx, an invalid number). */
export class PermanentFailure extends Error {}

export type Channels = {
  get(name: ChannelName): Channel | undefined;
  has(name: ChannelName): boolean;
  close(): Promise<void>;
};

export function channelSet(list: Channel[], log?: FastifyBaseLogger): Channels {
  const byName = new Map(list.map((c) => [c.name, c]));
  return {
    get: (name) => byName.get(name),
    has: (name) => byName.has(name),
    async close() {
      for (const channel of list) {
        await channel.close().catch((err: unknown) => log?.warn({ err }, 'closing a channel'));
      }
    },
  };
}
