import { ApiError, networkMessage, parseApiError } from './api-error';
import { reportSessionExpired } from './session-expiry';

export { ApiError } from './api-error';

type ApiInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A FormData body is sent as multipart/form-data (uploads); anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

/** Login, logout and "who am I" answer 401 as part of their job: never a lost session. */
const sessionCalls = /^\/auth\//;

let held = false;

/**
 * While Logout ends the session, calls made on the user's behalf are not sent: each would only
 * meet a 401 (logged by the browser, and read as a lost session). They fail as aborted instead.
 */
export function holdUserCalls(on: boolean): void {
  held = on;
}

function requestInit(init: ApiInit): RequestInit {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const base = { method, credentials: 'same-origin' as const, signal: init.signal };
  if (init.body === undefined) return { ...base, headers: { accept: 'application/json' } };
  // The browser writes the multipart boundary into content-type itself.
  if (init.body instanceof FormData) {
    return { ...base, headers: { accept: 'application/json' }, body: init.body };
  }
  return {
    ...base,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(init.body),
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the API on this origin and returns the parsed JSON (undefined for 204). Sends JSON, or
 * FormData for uploads. Throws ApiError for every failure: a 4xx/5xx reply, or status 0 when the
 * network fails. A lost session (401) is also reported to the dashboard on screen, which sends
 * the user to log in again.
 */
export async function fetchJson<T>(path: string, init: ApiInit = {}): Promise<T> {
  if (held && !sessionCalls.test(path))
    throw new DOMException('The session is ending.', 'AbortError');
  let response: Response;
  try {
    response = await fetch(path, requestInit(init));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, networkMessage);
  }
  const data = await readBody(response);
  if (!response.ok) {
    const error = parseApiError(response.status, data);
    if (error.isUnauthenticated && !sessionCalls.test(path)) reportSessionExpired();
    throw error;
  }
  // The server's reply shapes are the shared types; this is the one place they are trusted.
  return data as T;
}
