/** An error the client caused or may see: the error handler answers it as `{ message, fieldErrors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function httpError(
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
): HttpError {
  return new HttpError(statusCode, message, fieldErrors);
}
