import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../tests/support/wait-for.ts';
import { leanClient, readResponse } from './http-client.mjs';

// What bench/http-client.mjs promises, against a real node:http server on a free port: JSON
// bodies with their type and byte length, the cookie and extra headers; replies framed by
// Content-Length or chunked encoding; keep-alive connections reused, at most `connections` of
// them, one request at a time on each, the wait for a free one counted in `ms`; and a refused
// or dropped connection rejecting its request, and every request queued behind it, never hanging.

/** A failure here would otherwise show as vitest's 5-second timeout; these end in milliseconds. */
const quick = { timeout: 2_000 };

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, socketId: number) => void;

let server: http.Server;
let baseUrl: string;
let handler: Handler;
/** Every connection the server accepted, in order; a request's socketId indexes it. */
let sockets: Socket[];
/** Requests received and not yet answered: overall, and the most seen at once. */
let inFlight: number;
let maxInFlight: number;
/** The most requests one connection had unanswered at once (more than 1 means pipelining). */
let maxPerSocket: number;
let clients: ReturnType<typeof leanClient>[];

function client(connections: number, url = baseUrl) {
  const c = leanClient(url, connections);
  clients.push(c);
  return c;
}

/** Answers with what the server received: method, URL, headers and body. */
const echo: Handler = (req, res, socketId) => {
  const parts: Buffer[] = [];
  req.on('data', (part: Buffer) => parts.push(part));
  req.on('end', () => {
    const body = Buffer.concat(parts).toString('utf8');
    res.setHeader('content-type', 'application/json');
    res.setHeader('X-Served-By', 'echo');
    res.end(
      JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body, socketId }),
    );
  });
};

beforeEach(async () => {
  sockets = [];
  clients = [];
  inFlight = 0;
  maxInFlight = 0;
  maxPerSocket = 0;
  handler = echo;
  const perSocket = new Map<Socket, number>();
  server = http.createServer((req, res) => {
    const socket = req.socket;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    perSocket.set(socket, (perSocket.get(socket) ?? 0) + 1);
    maxPerSocket = Math.max(maxPerSocket, perSocket.get(socket) ?? 0);
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      inFlight--;
      perSocket.set(socket, (perSocket.get(socket) ?? 1) - 1);
    };
    res.on('finish', settle);
    res.on('close', settle);
    handler(req, res, sockets.indexOf(socket));
  });
  server.on('connection', (socket: Socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const c of clients) await c.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('readResponse', () => {
  it('waits for the whole Content-Length body, decodes UTF-8 and leaves the next reply', () => {
    const body = Buffer.from('{"name":"ਪੰਜਾਬੀ"}');
    const first = Buffer.from(
      `HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const whole = Buffer.concat([first, body]);
    const next = Buffer.from('HTTP/1.1 204 No Content\r\n\r\n');
    for (let i = 0; i < whole.length; i++) expect(readResponse(whole.subarray(0, i))).toBeNull();
    const res = readResponse(Buffer.concat([whole, next]));
    expect(res).toEqual({
      status: 201,
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      text: '{"name":"ਪੰਜਾਬੀ"}',
      used: whole.length,
    });
    expect(readResponse(next)).toEqual({ status: 204, headers: {}, text: '', used: next.length });
  });

  it('joins chunks, even a character split between two, and stops after the last chunk', () => {
    const word = Buffer.from('हिन्दी');
    const a = word.subarray(0, 4); // ends inside a three-byte character
    const b = word.subarray(4);
    const whole = Buffer.concat([
      Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n'),
      Buffer.from(`${a.length.toString(16)}\r\n`),
      a,
      Buffer.from(`\r\n${b.length.toString(16)}\r\n`),
      b,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    for (let i = 0; i < whole.length; i++) expect(readResponse(whole.subarray(0, i))).toBeNull();
    const res = readResponse(Buffer.concat([whole, Buffer.from('HTTP/1.1 200 OK\r\n')]));
    expect(res?.text).toBe('हिन्दी');
    expect(res?.used).toBe(whole.length);
  });
});

describe('leanClient', () => {
  it('sends a JSON body with its type and byte length, the cookie, origin and extra headers', async () => {
    const c = client(2);
    const body = { name: 'ਪੰਜਾਬੀ', marks: [1, 2] };
    const res = await c.request('POST', '/api/echo?x=1', 'sid=abc; lang=pa', body, {
      'x-request-id': 'r-1',
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-served-by']).toBe('echo');
    expect(res.ms).toBeGreaterThan(0);
    const seen = JSON.parse(res.text);
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/echo?x=1');
    // The server read exactly the body: Content-Length counts bytes, not characters.
    expect(seen.body).toBe(JSON.stringify(body));
    expect(seen.headers).toMatchObject({
      host: new URL(baseUrl).host,
      origin: baseUrl,
      cookie: 'sid=abc; lang=pa',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(JSON.stringify(body))),
      'x-request-id': 'r-1',
    });
  });

  it('sends no body, type or cookie when there are none, and Content-Length 0', async () => {
    const c = client(1);
    const seen = JSON.parse((await c.request('GET', '/api/me')).text);
    expect(seen.method).toBe('GET');
    expect(seen.body).toBe('');
    expect(seen.headers['content-length']).toBe('0');
    expect(seen.headers).not.toHaveProperty('content-type');
    expect(seen.headers).not.toHaveProperty('cookie');
  });

  it('answers every status as it came, with the body, or none for 204', async () => {
    handler = (req, res) => {
      const status = Number(req.url?.slice(1));
      res.writeHead(status, status === 204 ? {} : { 'content-type': 'application/json' });
      res.end(status === 204 ? undefined : JSON.stringify({ status }));
    };
    const c = client(1);
    for (const status of [404, 204, 500, 409, 200]) {
      const res = await c.request('GET', `/${status}`);
      expect(res.status).toBe(status);
      expect(res.text).toBe(status === 204 ? '' : JSON.stringify({ status }));
    }
    expect(sockets).toHaveLength(1);
  });

  it('keeps one connection alive for requests made one after another', async () => {
    const c = client(4);
    for (let i = 0; i < 5; i++) {
      const seen = JSON.parse((await c.request('GET', `/${i}`)).text);
      expect(seen.socketId).toBe(0);
    }
    expect(sockets).toHaveLength(1);
  });

  it('reads a chunked reply that arrives in pieces, then reuses the connection', async () => {
    const word = Buffer.from('ਪੰਜਾਬੀ and हिन्दी');
    handler = (req, res) => {
      if (req.url !== '/chunked') return echo(req, res, 0);
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.write(word.subarray(0, 5)); // ends inside a character
      setTimeout(() => {
        res.write(word.subarray(5, 20));
        setTimeout(() => res.end(word.subarray(20)), 10);
      }, 10);
    };
    const c = client(1);
    const res = await c.request('GET', '/chunked');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.text).toBe('ਪੰਜਾਬੀ and हिन्दी');
    const after = await c.request('POST', '/after', null, { ok: true });
    expect(JSON.parse(after.text).body).toBe('{"ok":true}');
    expect(sockets).toHaveLength(1);
  });

  it('opens at most `connections`, one request at a time on each; the wait counts in ms', async () => {
    const hold = 40;
    handler = (req, res, socketId) => setTimeout(() => echo(req, res, socketId), hold);
    const c = client(2);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => c.request('POST', `/${i}`, null, { i })),
    );
    expect(replies.map((r) => JSON.parse(r.text).body)).toEqual(
      Array.from({ length: 6 }, (_, i) => JSON.stringify({ i })),
    );
    expect(sockets).toHaveLength(2);
    expect(maxInFlight).toBe(2);
    expect(maxPerSocket).toBe(1); // no pipelining
    // Six requests, two at a time, 40 ms each: the last ones waited two turns for a connection.
    expect(Math.max(...replies.map((r) => r.ms))).toBeGreaterThanOrEqual(3 * hold - 10);
  });

  it('rejects every request, queued ones too, when the connection is refused', quick, async () => {
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const c = client(2, `http://127.0.0.1:${port}`);
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => c.request('GET', '/')),
    );
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'ECONNREFUSED' });
    }
    server.listen(0, '127.0.0.1'); // for afterEach's close
  });

  it(
    'rejects when the server drops the connection mid-reply, then opens a new one',
    quick,
    async () => {
      handler = (req, res, socketId) => {
        if (req.url !== '/drop') return echo(req, res, socketId);
        res.writeHead(200, { 'content-length': 100 });
        res.write('only ten b', () => req.socket.destroy());
      };
      const c = client(1);
      await expect(c.request('GET', '/drop')).rejects.toMatchObject({ code: 'ECONNRESET' });
      const seen = JSON.parse((await c.request('GET', '/next')).text);
      expect(seen.socketId).toBe(1);
    },
  );

  it('rejects when the server closes the connection without answering', quick, async () => {
    handler = (req) => req.socket.destroy();
    const c = client(1);
    await expect(c.request('POST', '/', 'sid=x', { a: 1 })).rejects.toMatchObject({
      code: 'ECONNRESET',
    });
  });

  it('gives a queued request a new connection when the busy one is dropped', quick, async () => {
    handler = (req, res, socketId) => {
      if (req.url === '/drop') req.socket.destroy();
      else echo(req, res, socketId);
    };
    const c = client(1);
    const [dropped, queued] = await Promise.allSettled([
      c.request('GET', '/drop'),
      c.request('GET', '/queued'),
    ]);
    expect(dropped.status).toBe('rejected');
    expect(queued.status).toBe('fulfilled');
    expect(
      JSON.parse((queued as PromiseFulfilledResult<{ text: string }>).value.text),
    ).toMatchObject({ url: '/queued', socketId: 1 });
  });

  it(
    'leaves a connection the server closes with Connection: close for a new one',
    quick,
    async () => {
      handler = (req, res, socketId) => {
        if (req.url?.startsWith('/last')) res.setHeader('connection', 'close');
        echo(req, res, socketId);
      };
      const c = client(1);
      // One after another, and a request queued behind the closing reply.
      expect(JSON.parse((await c.request('GET', '/last-1')).text).socketId).toBe(0);
      expect(JSON.parse((await c.request('GET', '/next')).text).socketId).toBe(1);
      const [last, queued] = await Promise.all([
        c.request('GET', '/last-2'),
        c.request('GET', '/queued'),
      ]);
      expect(JSON.parse(last.text).socketId).toBe(1);
      expect(JSON.parse(queued.text).socketId).toBe(2);
    },
  );

  it('close() ends its connections', quick, async () => {
    const c = client(2);
    await Promise.all([c.request('GET', '/a'), c.request('GET', '/b')]);
    expect(sockets).toHaveLength(2);
    await c.close();
    await waitFor(() => sockets.every((s) => s.closed), {
      message: 'the server to see both close',
    });
  });
});
