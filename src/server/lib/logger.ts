import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../env';

/** Keys of an error that may carry what a user typed: query parameters, PostgreSQL's detail. */
const secretKeys = new Set(['params', 'parameters', 'detail', 'where', 'password', 'passwordHash']);

const stripParams = (text: unknown) =>
  typeof text === 'string' ? text.replace(/\n?params: [\s\S]*$/m, '\nparams: [redacted]') : text;

function scrub(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (secretKeys.has(key)) out[key] = '[redacted]';
    else if (key === 'message' || key === 'stack') out[key] = stripParams(v);
    else if (key === 'cause' && v && typeof v === 'object') {
      out[key] = scrub(v instanceof Error ? pino.stdSerializers.err(v) : v, depth + 1);
    } else out[key] = v;
  }
  return out;
}

/**
 * Errors as pino writes them, without the values of a failed query: Drizzle puts every
 * parameter in the message ("params: …") and on the error, and PostgreSQL repeats values in
 * `detail`; an applicant's password hash and personal data were logged that way.
 */
function errSerializer(err: unknown) {
  const base = err instanceof Error ? pino.stdSerializers.err(err) : err;
  return scrub(base);
}

/** The server's logger (main.ts); tests build the same one over their own stream. */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'dev'>,
  stream?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    serializers: { err: errSerializer, error: errSerializer },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
    ...(config.dev && !stream
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  };
  return stream ? pino(options, stream) : pino(options);
}
