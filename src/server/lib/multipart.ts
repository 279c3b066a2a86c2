import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { toFieldErrors } from '#shared/errors.ts';
import { AppError, appError, validationFailed, type FieldErrors } from './app-error';

/** One named file a form accepts. */
export type FileRule = {
  /** The largest accepted size in bytes, and what is said of a larger file (413). */
  maxBytes: number;
  tooLarge: string;
  /** What is said when the file is missing; leave out for an optional file. */
  required?: string;
  /** The file names accepted (e.g. /\.csv$/i), and what is said of another (415). */
  name?: { pattern: RegExp; message: string };
};

export type MultipartRules<S extends z.ZodType, F extends string> = {
  /** The text fields, parsed as strings by this schema. */
  fields: S;
  files: Record<F, FileRule>;
  /** What is said (415) when the body is not multipart/form-data. */
  notMultipart: string;
  /**
   * A form that tells any missing required input with one message (the course dialog's
   * 'all courses are required.'), naming the text fields that count as required.
   */
  missing?: { message: string; fields: string[] };
};

type UploadedFile = { filename: string; data: Buffer };

export type MultipartForm<S extends z.ZodType, F extends string> = {
  fields: z.output<S>;
  files: Partial<Record<F, UploadedFile>>;
};

/** Lets the routes of one context read multipart bodies (registered only where uploads are). */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false });
}

type Raw = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/**
 * The parser's own errors (no boundary, a body cut short, a malformed part header) carry no
 * status and would be answered 500: they are the client's, so 400. Errors with a status
 * (@fastify/multipart's limits) and coded ones are left for the errors plugin as they are.
 */
function asClientError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (typeof (err as { statusCode?: unknown } | null)?.statusCode === 'number') return err;
  return appError(
    'BAD_REQUEST',
    'The form could not be read: it is not valid multipart/form-data.',
  );
}

type Read = { raw: Raw; oversize: FieldErrors; badName: FieldErrors };

/**
 * The multipart parser (@fastify/busboy 3.2.6) can stall for good, with no error and no end, on
 * a part whose header holds a bare line break and whose body passes 64 KB (found by the fuzz
 * suite). `requestTimeout` bounds only how long the body takes to arrive, so a form whose bytes
 * and parts both stop moving for this long is refused as unreadable instead of waiting for ever.
 */
const multipartStallMs = 10_000;

/** Rejects `race`d reads once neither bytes nor parts have moved for `ms`. */
function stallGuard(request: FastifyRequest, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  let fail: (err: Error) => void = () => {};
  const stalled = new Promise<never>((_resolve, reject) => (fail = reject));
  stalled.catch(() => {});
  const progress = () => {
    clearTimeout(timer);
    timer = setTimeout(() => fail(new Error('the multipart parser stalled')), ms);
  };
  request.raw.on('data', progress);
  progress();
  return {
    progress,
    race: <T>(read: Promise<T>) => Promise.race([read, stalled]),
    stop() {
      clearTimeout(timer);
      request.raw.off('data', progress);
    },
  };
}

async function readEachPart(
  request: FastifyRequest,
  limits: Record<string, number>,
  files: Record<string, FileRule>,
): Promise<Read> {
  const raw: Raw = { fields: {}, files: {} };
  const oversize: FieldErrors = {};
  const badName: FieldErrors = {};
  const guard = stallGuard(request, multipartStallMs);
  try {
    const parts = request.parts({ limits })[Symbol.asyncIterator]();
    for (;;) {
      const next = await guard.race(parts.next());
      if (next.done) break;
      guard.progress();
      const part = next.value;
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in raw.fields)) {
          raw.fields[part.fieldname] = part.value;
        }
        continue;
      }
      const rule = Object.hasOwn(files, part.fieldname) ? files[part.fieldname] : undefined;
      const cap = rule?.maxBytes ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      // Keep reading past the cap (discarding) so the whole request is consumed before we answer.
      const data = (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      for (;;) {
        const chunk = await guard.race(data.next());
        if (chunk.done) break;
        guard.progress();
        size += chunk.value.length;
        if (size <= cap) chunks.push(chunk.value);
      }
      if (!rule || size === 0 || part.fieldname in raw.files) continue;
      if (size > cap || part.file.truncated) {
        oversize[part.fieldname] = [rule.tooLarge];
      } else if (rule.name && !rule.name.pattern.test(part.filename)) {
        badName[part.fieldname] = [rule.name.message];
      } else {
        raw.files[part.fieldname] = { filename: part.filename, data: Buffer.concat(chunks) };
      }
    }
  } finally {
    guard.stop();
  }
  return { raw, oversize, badName };
}

/** Reads every part: text fields (first value wins) and the named files, each up to its cap. */
async function readParts(request: FastifyRequest, files: Record<string, FileRule>) {
  const rules = Object.values(files);
  const limits = {
    fieldNameSize: 100,
    fieldSize: 16 * 1024,
    fields: 20,
    fileSize: Math.max(0, ...rules.map((r) => r.maxBytes)) + 1,
    files: rules.length,
    parts: rules.length + 24,
    headerPairs: 200,
  };
  const { raw, oversize, badName } = await readEachPart(request, limits, files).catch(
    (err: unknown) => {
      throw asClientError(err);
    },
  );
  const [nameField] = Object.keys(badName);
  if (nameField) throw appError('UNSUPPORTED_MEDIA_TYPE', badName[nameField]![0], badName);
  const [bigField] = Object.keys(oversize);
  if (bigField) throw appError('PAYLOAD_TOO_LARGE', oversize[bigField]![0], oversize);
  return raw;
}

/**
 * Reads a multipart form: named files buffered within their byte limits, text fields checked
 * with a zod schema. Refuses with 415 (not multipart, wrong file name), 413 (a file over its
 * limit) or 400 with field errors (a field or a required file wrong or missing).
 */
export async function readMultipart<S extends z.ZodType, F extends string>(
  request: FastifyRequest,
  rules: MultipartRules<S, F>,
): Promise<MultipartForm<S, F>> {
  if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE', rules.notMultipart);
  const fileRules: Record<string, FileRule> = rules.files;
  const raw = await readParts(request, fileRules);
  const parsed = rules.fields.safeParse(raw.fields);
  const fieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
  let anyMissing =
    !parsed.success && (rules.missing?.fields ?? []).some((k) => !raw.fields[k]?.trim());
  for (const [name, rule] of Object.entries(fileRules)) {
    if (rule.required && !raw.files[name]) {
      fieldErrors[name] = [rule.required];
      anyMissing = true;
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    if (anyMissing && rules.missing) {
      throw appError('VALIDATION_FAILED', rules.missing.message, fieldErrors);
    }
    throw validationFailed(fieldErrors);
  }
  return {
    fields: parsed.data as z.output<S>,
    files: raw.files as Partial<Record<F, UploadedFile>>,
  };
}
