import type { FastifyRequest } from 'fastify';
import {
  courseFieldsSchema,
  courseMessages,
  uploadLimits,
  type CourseFields,
} from '../../shared/courses';
import { toFieldErrors } from '../../shared/errors';
import { httpError } from './http-error';
import { processImage } from './images';
import { checkPptx } from './pptx';
import { invalidInputMessage } from './validate';

/** Multipart limits for the course calls (the per-file caps are checked while reading). */
export const courseMultipartLimits = {
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  fields: 20,
  fileSize: uploadLimits.presentationMaxBytes + 1,
  files: 2,
  parts: 24,
  headerPairs: 200,
};

const fileCaps: Record<string, number> = {
  image: uploadLimits.imageMaxBytes,
  file: uploadLimits.presentationMaxBytes,
};
const tooLarge: Record<string, string> = {
  image: 'The image must be 5 MB or smaller.',
  file: 'The presentation must be 50 MB or smaller.',
};
const missing: Record<string, string> = {
  image: 'Choose an image.',
  file: 'Choose a presentation (.pptx).',
};

type RawForm = { fields: Record<string, string>; files: Record<string, Buffer> };

/** Reads every part, keeping known fields and files in memory up to their caps. */
async function readParts(request: FastifyRequest): Promise<RawForm> {
  if (!request.isMultipart()) throw httpError(415, 'Send the course as multipart/form-data.');
  const form: RawForm = { fields: {}, files: {} };
  const oversize: Record<string, string[]> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = part.value;
      }
      continue;
    }
    const cap = fileCaps[part.fieldname] ?? 0;
    const chunks: Buffer[] = [];
    let size = 0;
    // Keep reading past the cap (discarding) so the whole request is consumed before we answer.
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= cap) chunks.push(chunk);
    }
    if (cap === 0 || size === 0) continue;
    if (size > cap || part.file.truncated) {
      oversize[part.fieldname] = [tooLarge[part.fieldname]!];
      continue;
    }
    if (part.fieldname === 'file' && !/\.pptx$/i.test(part.filename)) {
      throw httpError(415, 'The presentation must be a .pptx file.', {
        file: ['The presentation must be a .pptx file.'],
      });
    }
    form.files[part.fieldname] ??= Buffer.concat(chunks);
  }
  const bad = Object.keys(oversize);
  if (bad.length > 0) throw httpError(413, oversize[bad[0]!]![0]!, oversize);
  return form;
}

export type CourseForm = {
  fields: CourseFields;
  image?: { image: Buffer; thumb: Buffer };
  presentation?: Buffer;
};

/**
 * Reads and checks the course dialog's multipart body: the text fields with the shared schema,
 * then each file by its content. `filesRequired` on create; on update the files are optional.
 */
export async function readCourseForm(
  request: FastifyRequest,
  filesRequired: boolean,
): Promise<CourseForm> {
  const { fields, files } = await readParts(request);
  const parsed = courseFieldsSchema.safeParse(fields);
  const fieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
  let anyMissing = !parsed.success && ['name', 'code', 'price'].some((k) => !fields[k]?.trim());
  if (filesRequired) {
    for (const key of ['file', 'image']) {
      if (!files[key]) {
        fieldErrors[key] = [missing[key]!];
        anyMissing = true;
      }
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    const keys = Object.keys(fieldErrors);
    const message = anyMissing
      ? courseMessages.required
      : keys.length === 1
        ? fieldErrors[keys[0]!]![0]!
        : invalidInputMessage;
    throw httpError(400, message, fieldErrors);
  }
  if (files.file) checkPptx(files.file);
  const image = files.image ? await processImage(files.image) : undefined;
  return { fields: parsed.data, image, presentation: files.file };
}
