import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What may change on one instance while others hold a copy of it in memory:
 * - `catalogue`: courses (the public catalogue, course pages, the sitemap);
 * - `public-pages`: other public content held by the public cache;
 * - `mock-papers`: a mock test's paper (questions, keys, marking), held for scoring.
 */
const topics = ['catalogue', 'public-pages', 'mock-papers'] as const;
type Topic = (typeof topics)[number];

/**
 * Called on every change of its topic, here or on another instance. `detail` is what the
 * publisher said changed (e.g. a test id); undefined means anything may have (also after a lost
 * connection to Redis, when messages may have been missed).
 */
type ChangeHandler = (detail: string | undefined) => void;

export type ChangeFeed = {
  readonly kind: 'redis' | 'memory';
  /** Tells this instance's subscribers at once, then the other instances (through Redis). */
  publish(topic: Topic, detail?: string): Promise<void>;
  /** Returns the unsubscribe. */
  subscribe(topic: Topic, handler: ChangeHandler): () => void;
  close(): Promise<void>;
};

export type ChangeFeedOptions = {
  /** `redis://…`: changes travel between instances; unset: this process only. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis channels (`<prefix>:<topic>`); tests give each run its own. */
  prefix?: string;
  log?: FastifyBaseLogger;
};

const defaultFeedPrefix = 'academy:changes';

/** The change feed: Redis pub/sub when REDIS_URL is set, else within this process. */
export async function createChangeFeed(options: ChangeFeedOptions = {}): Promise<ChangeFeed> {
  const handlers = new Map<Topic, Set<ChangeHandler>>(topics.map((t) => [t, new Set()]));
  const deliver = (topic: Topic, detail: string | undefined) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(detail);
      } catch (err) {
        options.log?.error({ err, topic }, 'change feed: a subscriber failed');
      }
    }
  };
  const subscribe = (topic: Topic, handler: ChangeHandler) => {
    handlers.get(topic)!.add(handler);
    return () => void handlers.get(topic)!.delete(handler);
  };
  if (!options.redisUrl) {
    return {
      kind: 'memory',
      async publish(topic, detail) {
        deliver(topic, detail);
      },
      subscribe,
      async close() {},
    };
  }
  const redis = await redisLink(
    options.redisUrl,
    options.prefix ?? defaultFeedPrefix,
    deliver,
    options.log,
  );
  return {
    kind: 'redis',
    async publish(topic, detail) {
      deliver(topic, detail);
      try {
        await redis.publish(topic, detail);
      } catch (err) {
        options.log?.error({ err, topic }, 'change feed: could not tell the other instances');
      }
    },
    subscribe,
    close: () => redis.close(),
  };
}

type Message = { from: string; detail?: string };

/** A publisher and a subscriber on one channel per topic; this instance's own messages are skipped. */
async function redisLink(
  url: string,
  prefix: string,
  deliver: (topic: Topic, detail: string | undefined) => void,
  log?: FastifyBaseLogger,
) {
  // Loaded only when REDIS_URL is set: a single instance needs no Redis.
  const { Redis } = await import('ioredis');
  const self = randomUUID();
  const common = { lazyConnect: true, maxRetriesPerRequest: 2 } as const;
  const pub = new Redis(url, common);
  const sub = new Redis(url, common);
  for (const [name, client] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    client.on('error', (err: Error) =>
      log?.warn({ err: err.message }, `change feed: Redis ${name} error`),
    );
  }
  const channel = (topic: Topic) => `${prefix}:${topic}`;
  const byChannel = new Map(topics.map((t) => [channel(t), t]));
  sub.on('message', (from: string, text: string) => {
    const topic = byChannel.get(from);
    if (!topic) return;
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if (message.from !== self) deliver(topic, message.detail);
  });
  // Messages sent while the subscriber was away are lost: every topic starts afresh after a
  // reconnect.
  let connectedOnce = false;
  sub.on('ready', () => {
    if (connectedOnce) for (const topic of topics) deliver(topic, undefined);
    connectedOnce = true;
  });
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(...topics.map(channel));
  return {
    async publish(topic: Topic, detail: string | undefined) {
      const message: Message = detail === undefined ? { from: self } : { from: self, detail };
      await pub.publish(channel(topic), JSON.stringify(message));
    },
    async close() {
      await Promise.all([sub.quit().catch(() => {}), pub.quit().catch(() => {})]);
    },
  };
}
