// A lean HTTP/1.1 keep-alive client for the load generators, in the spirit of wrk and autocannon:
// the load generator shares this machine's two cores with the server and the database, so every
// microsecond it spends per request is taken from what it measures. It writes each request as one
// string and reads only the status, the headers and a body framed by Content-Length or chunked
// encoding. One request at a time per connection (no pipelining, as a browser); a request waits
// for a free connection when all are busy, and that wait counts in its time. A connection that
// closes (refused, dropped, or after a `Connection: close` reply) rejects its request, and its place
// goes to the next request waiting, on a new connection. Tested in bench/http-client.test.ts.
import net from 'node:net';

const CRLF2 = Buffer.from('\r\n\r\n');

/** Parses `head` (status line and headers, without the blank line) into status and headers. */
function parseHead(head) {
  const lines = head.split('\r\n');
  const status = Number(lines[0].slice(9, 12));
  const headers = {};
  for (let i = 1; i < lines.length; i++) {
    const colon = lines[i].indexOf(':');
    if (colon > 0)
      headers[lines[i].slice(0, colon).toLowerCase()] = lines[i].slice(colon + 1).trim();
  }
  return { status, headers };
}

/**
 * Reads one response from `buf` when it is complete: `{ status, headers, text, used }`, or null
 * when more bytes are needed.
 */
export function readResponse(buf) {
  const end = buf.indexOf(CRLF2);
  if (end < 0) return null;
  const { status, headers } = parseHead(buf.toString('latin1', 0, end));
  let at = end + 4;
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (buf.length < at + length) return null;
    return { status, headers, text: buf.toString('utf8', at, at + length), used: at + length };
  }
  if (headers['transfer-encoding']?.includes('chunked')) {
    const parts = [];
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
      if (buf.length < lineEnd + 2 + size + 2) return null;
      if (size === 0) {
        return { status, headers, text: Buffer.concat(parts).toString('utf8'), used: lineEnd + 4 };
      }
      parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  return { status, headers, text: '', used: at };
}

/**
 * A connection: one request in flight, its reply read from the socket as it arrives. `onFree`
 * when it can take the next request; `onGone`, once, when it never will again.
 */
function connection(port, host, onFree, onGone) {
  const socket = net.connect({ port, host, noDelay: true });
  let buf = Buffer.alloc(0);
  let current = null;
  const gone = () => {
    if (conn.closed) return;
    conn.closed = true;
    onGone(conn);
  };
  const fail = (err) => {
    const c = current;
    current = null;
    c?.reject(err);
  };
  socket.on('data', (chunk) => {
    buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
    const res = current && readResponse(buf);
    if (!res) return;
    buf = buf.subarray(res.used);
    const c = current;
    current = null;
    c.resolve(res);
    if (res.headers.connection === 'close') {
      // Never handed out again: the server closes it after this reply.
      socket.end();
      gone();
    } else onFree(conn);
  });
  socket.on('error', fail);
  socket.on('close', () => {
    fail(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' }));
    gone();
  });
  const conn = {
    closed: false,
    send(bytes, resolve, reject) {
      current = { resolve, reject };
      socket.write(bytes);
    },
    close: () => socket.end(),
  };
  return conn;
}

/**
 * A pool of `connections` keep-alive connections to `baseUrl`. `request` answers
 * `{ status, text, headers, ms }`, `ms` from the call to the last byte of the reply.
 */
export function leanClient(baseUrl, connections) {
  const { hostname, port } = new URL(baseUrl);
  const host = `${hostname}:${port}`;
  const idle = [];
  const waiting = [];
  /** The open connections. */
  const all = [];
  const onFree = (conn) => {
    const next = waiting.shift();
    if (next) next(conn);
    else idle.push(conn);
  };
  const open = () => {
    const conn = connection(Number(port), hostname, onFree, onGone);
    all.push(conn);
    return conn;
  };
  // A closed connection frees its place: the next request waiting gets a new connection.
  function onGone(conn) {
    all.splice(all.indexOf(conn), 1);
    const next = waiting.shift();
    if (next) next(open());
  }
  const take = () => {
    let conn = idle.pop();
    while (conn?.closed) conn = idle.pop();
    if (conn) return Promise.resolve(conn);
    if (all.length < connections) return Promise.resolve(open());
    return new Promise((resolve) => waiting.push(resolve));
  };
  async function request(method, path, cookie, body, extraHeaders = {}) {
    const t0 = performance.now();
    const payload = body === undefined || body === null ? '' : JSON.stringify(body);
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\norigin: ${baseUrl}\r\n`;
    if (cookie) head += `cookie: ${cookie}\r\n`;
    for (const [k, v] of Object.entries(extraHeaders)) head += `${k}: ${v}\r\n`;
    if (payload) head += 'content-type: application/json\r\n';
    head += `content-length: ${Buffer.byteLength(payload)}\r\n\r\n`;
    const conn = await take();
    const res = await new Promise((resolve, reject) => conn.send(head + payload, resolve, reject));
    return { status: res.status, text: res.text, headers: res.headers, ms: performance.now() - t0 };
  }
  return {
    request,
    close: async () => {
      for (const c of [...all]) c.close();
    },
  };
}
