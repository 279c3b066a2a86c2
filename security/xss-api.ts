import { request, type APIRequestContext } from 'playwright-core';
import { e2eAdmin } from '../tests/e2e/support/session';

type FilePart = { name: string; mimeType: string; buffer: Buffer };
export type Multipart = Record<string, string | FilePart>;

/** A JSON API session (admin, student or visitor) against the e2e server. */
export class XssApi {
  private constructor(readonly ctx: APIRequestContext) {}

  static async open(
    baseUrl: string,
    login?: { path: string; data: Record<string, string> },
  ): Promise<XssApi> {
    const ctx = await request.newContext({
      baseURL: baseUrl,
      extraHTTPHeaders: { origin: baseUrl },
    });
    const api = new XssApi(ctx);
    if (login) await api.send('POST', login.path, login.data, 200);
    return api;
  }

  static admin(baseUrl: string): Promise<XssApi> {
    return XssApi.open(baseUrl, { path: '/auth/login', data: { ...e2eAdmin } });
  }

  static student(baseUrl: string, studentId: string, password: string): Promise<XssApi> {
    return XssApi.open(baseUrl, { path: '/auth/student/login', data: { studentId, password } });
  }

  /** Sends JSON (or a multipart form) and checks the status; answers the parsed JSON reply. */
  async send<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
    status = 200,
    multipart?: Multipart,
  ): Promise<T> {
    const res = await this.ctx.fetch(path, {
      method,
      ...(multipart ? { multipart } : data === undefined ? {} : { data }),
      timeout: 60_000,
    });
    if (res.status() !== status) {
      throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
    }
    const text = await res.text();
    return (text && res.headers()['content-type']?.includes('json') ? JSON.parse(text) : text) as T;
  }

  /** Deletes (or unpublishes, with POST) what a run made; 200 and 204 both mean done. */
  async remove(path: string, method: 'DELETE' | 'POST' = 'DELETE'): Promise<void> {
    const res = await this.ctx.fetch(path, { method, timeout: 60_000 });
    if (res.status() !== 200 && res.status() !== 204) {
      throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
    }
  }

  /** The body of a GET as text (CSV exports). */
  async text(path: string): Promise<string> {
    return this.send<string>('GET', path);
  }

  dispose(): Promise<void> {
    return this.ctx.dispose();
  }
}

/** Runs `work` over `items`, `width` at a time (the server has 2 cores to share). */
export async function inBatches<T, R>(
  items: T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    out.push(...(await Promise.all(items.slice(i, i + width).map((x, j) => work(x, i + j)))));
  }
  return out;
}
