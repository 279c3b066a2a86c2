import { errorCodes, type ErrorCode } from '#shared/error-codes.ts';
import { translateServerMessage } from './server-messages';

/** What the user reads when a call gets no usable answer (offline, server down, garbled reply). */
export const networkMessage = 'Something went wrong. Please try again.';

/**
 * The one error every API call throws: the HTTP status with the server's
 * `{ code, message, fieldErrors }`. `code` is undefined when the reply carried none (a server
 * older than the error codes, a proxy's HTML page) or when the network failed.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: Record<string, string[]>;
  /** The server's own words (English); `message` reads them in the current language. */
  readonly serverMessage: string;

  constructor(
    status: number,
    message: string,
    options: { code?: ErrorCode; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.serverMessage = message;
    // Read when shown, so a message shown after a language switch is in the new language.
    Object.defineProperty(this, 'message', {
      get: () => translateServerMessage(message, options.code),
      configurable: true,
      enumerable: false,
    });
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
  }

  /** Status 0: the request never got an answer (offline, server down). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The session is gone (expired, logged out elsewhere, deleted by an admin). */
  get isUnauthenticated(): boolean {
    // A server without codes answers a missing session with a bare 401; any other 401 code
    // (a wrong password) is a different failure.
    return this.status === 401 && (this.code === 'UNAUTHENTICATED' || this.code === undefined);
  }
}

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only `{ field: [text, ...] }` entries, so a screen can show them without checking. */
function readFieldErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages)
      ? messages.filter((m): m is string => typeof m === 'string' && m !== '')
      : [];
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/** Turns a failed reply's status and parsed body (anything, or undefined) into an ApiError. */
export function parseApiError(status: number, body: unknown): ApiError {
  const data = isRecord(body) ? body : {};
  const message =
    typeof data.message === 'string' && data.message.trim() ? data.message : networkMessage;
  return new ApiError(status, message, {
    code: isErrorCode(data.code) ? data.code : undefined,
    fieldErrors: readFieldErrors(data.fieldErrors),
  });
}
