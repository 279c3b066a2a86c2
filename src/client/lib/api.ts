import type { ErrorBody } from '../../shared/errors';

const networkMessage = 'Something went wrong. Please try again.';

/** The one error every API call throws: the HTTP status with the server's `{ message, fieldErrors }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  /** Status 0: the request never got an answer (offline, server down). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type JsonInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

function parseErrorBody(status: number, data: unknown): ApiError {
  const body = (data ?? {}) as Partial<ErrorBody>;
  const message = typeof body.message === 'string' && body.message ? body.message : networkMessage;
  const fieldErrors =
    body.fieldErrors && typeof body.fieldErrors === 'object' ? body.fieldErrors : {};
  return new ApiError(status, message, fieldErrors);
}

/**
 * Calls the API on this origin and returns the parsed JSON (undefined for 204).
 * Throws ApiError for every failure: a 4xx/5xx reply, or status 0 when the network fails.
 */
export async function fetchJson<T>(path: string, init: JsonInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers:
        init.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, networkMessage);
  }
  const text = await response.text().catch(() => '');
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) throw parseErrorBody(response.status, data);
  return data as T;
}
