// A forwarding HTTP proxy between sqlmap and the server that waits out 503 BUSY. Part of
// security/scanners.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RetryProxy = {
  url: string;
  /** 503 answers waited out and sent again. */
  retried: number;
  /** 503 answers passed on to sqlmap after the last try. */
  passedOn: number;
  close(): Promise<void>;
};

/**
 * The password gate answers 503 BUSY with Retry-After when more hashes wait than the cores can do
 * in a few seconds. sqlmap would compare that page with the real answer (a "different page"):
 * its own --retry-on is switched off on Python 3.11 (sqlmap 1.7.2) and --retries covers only
 * timeouts. So every sqlmap request goes through this proxy, which waits Retry-After (at most 5 s)
 * and sends the same request again, up to `tries` times; the counts are printed with the figures.
 */
export async function startRetryProxy(tries = 5): Promise<RetryProxy> {
  const counts = { retried: 0, passedOn: 0 };
  const forward = (
    req: http.IncomingMessage,
    body: Buffer,
    res: http.ServerResponse,
    attempt: number,
  ) => {
    // A client of a proxy sends the whole URL in its request line.
    const target = new URL(req.url ?? '/');
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    const upstream = http.request(target, { method: req.method, headers }, (up) => {
      if (up.statusCode === 503 && attempt < tries) {
        counts.retried++;
        up.resume();
        const wait = Math.min(5, Number(up.headers['retry-after']) || 1) * 1000;
        setTimeout(() => forward(req, body, res, attempt + 1), wait);
        return;
      }
      if (up.statusCode === 503) counts.passedOn++;
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(err));
    });
    upstream.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get retried() {
      return counts.retried;
    },
    get passedOn() {
      return counts.passedOn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
