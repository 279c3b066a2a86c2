import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from './change-feed';

/**
 * Public reads answered from memory: each reply is serialised and compressed once (identity, gzip,
 * brotli) with a strong ETag per representation, and dropped when the admin changes what it was
 * made from, on every instance (the change feed, lib/change-feed.ts).
 */

/** One reply held in memory, in each content coding. */
export type CachedReply = {
  type: string;
  cacheControl: string;
  /** Without quotes: identity is `"<tag>"`, gzip `"<tag>-gz"`, brotli `"<tag>-br"` (or `-br6`). */
  tag: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** The brotli copy's tag suffix: `br` at best quality, `br6` while a quick copy stands in. */
  brTag?: string;
};

/** Below this size compressing saves nothing worth a header. */
const minCompress = 1024;
/** Brotli's best quality costs ~4 ms per KB: used up to this size, a faster one above it. */
const bestBrotliUpTo = 64 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Serialises and compresses a body once. The compression runs on libuv's thread pool, so a
 * large body does not hold up the other requests.
 */
export async function cachedReply(
  body: string | Buffer,
  type: string,
  cacheControl: string,
  /** False for what is compressed already (images, fonts). */
  compress = true,
): Promise<CachedReply> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  if (!compress || identity.length < minCompress) {
    return { type, cacheControl, tag, identity, gzip: null, br: null };
  }
  const best = identity.length <= bestBrotliUpTo;
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotli(identity, best ? 11 : 6),
  ]);
  const entry: CachedReply = {
    type,
    cacheControl,
    tag,
    identity,
    // A coding that saves nothing is not offered.
    gzip: gz.length < identity.length ? gz : null,
    br: br.length < identity.length ? br : null,
    brTag: best ? 'br' : 'br6',
  };
  if (!best) {
    // A large body is answered at once with a quick brotli; the smallest one follows in the
    // background (about a second of one pool thread for 200 KB) and replaces it, with its own tag.
    brotli(identity, 11).then(
      (smaller) => {
        if (entry.br && smaller.length < entry.br.length) {
          entry.br = smaller;
          entry.brTag = 'br';
        }
      },
      () => {},
    );
  }
  return entry;
}

function brotli(identity: Buffer, quality: number): Promise<Buffer> {
  return brotliAsync(identity, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

/** The codings the client accepts, from its Accept-Encoding (q=0 refuses one). */
function accepted(header: string | undefined): Set<string> {
  const codings = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) codings.add(name.trim());
  }
  return codings;
}

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Any representation's tag of the same content counts: the bytes behind it are the same.
  return ifNoneMatch.split(',').some((t) => {
    const bare = t
      .trim()
      .replace(/^W\//, '')
      .replace(/^"|"$/g, '')
      .replace(/-(gz|br\d*)$/, '');
    return bare === tag;
  });
}

/** Answers a cached reply: 304 on a matching If-None-Match, else the best accepted coding. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedReply,
): FastifyReply {
  const codings = accepted(request.headers['accept-encoding']);
  let body = entry.identity;
  let etag = `"${entry.tag}"`;
  let encoding: string | null = null;
  if (entry.br && codings.has('br')) {
    body = entry.br;
    etag = `"${entry.tag}-${entry.brTag ?? 'br'}"`;
    encoding = 'br';
  } else if (entry.gzip && (codings.has('gzip') || codings.has('*'))) {
    body = entry.gzip;
    etag = `"${entry.tag}-gz"`;
    encoding = 'gzip';
  }
  reply.header('cache-control', entry.cacheControl).header('vary', 'Accept-Encoding');
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], entry.tag)) {
    return reply.code(304).send();
  }
  // @fastify/compress leaves an encoded body alone (and small identity ones).
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(entry.type).send(body);
}

/**
 * Entries are built on first use; concurrent first reads share one build. A change of the
 * catalogue or of the public pages, here or on another instance (the change feed), drops them
 * all. A build that was running when a change came is answered to its caller but not kept.
 */
export class PublicCache {
  private entries = new Map<string, Promise<unknown>>();
  private generation = 0;
  private readonly unsubscribe: (() => void)[];
  /** Counts builds, for tests and logs. */
  builds = 0;

  constructor(private readonly feed: ChangeFeed) {
    this.unsubscribe = (['catalogue', 'public-pages'] as const).map((topic) =>
      feed.subscribe(topic, () => this.drop()),
    );
  }

  close(): void {
    for (const off of this.unsubscribe) off();
  }

  get<T>(key: string, build: () => Promise<T>): Promise<T> {
    const held = this.entries.get(key) as Promise<T> | undefined;
    if (held) return held;
    const generation = this.generation;
    this.builds += 1;
    const made = build();
    this.entries.set(key, made);
    made.then(
      () => {
        // Changed while building: the result may predate the change, so it is not kept.
        if (this.generation !== generation && this.entries.get(key) === made)
          this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === made) this.entries.delete(key);
      },
    );
    return made;
  }

  /** Drops this instance's entries. */
  drop(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Something public changed: drop the entries here and on the other instances. */
  async changed(topic: 'catalogue' | 'public-pages' = 'catalogue'): Promise<void> {
    await this.feed.publish(topic);
  }
}
