import type { FastifyRequest } from 'fastify';
import {
  courseFieldsSchema,
  courseMessages,
  uploadLimits,
  type CourseFields,
} from '#shared/courses.ts';
import type { StagedCourseFiles } from '../data/courses';
import { processImage } from './images';
import { readMultipart, type FileRule } from './multipart';
import { checkPptx } from './pptx';
import { stageFiles } from './uploads';

const presentation: FileRule = {
  maxBytes: uploadLimits.presentationMaxBytes,
  tooLarge: 'The presentation must be 50 MB or smaller.',
  name: { pattern: /\.pptx$/i, message: 'The presentation must be a .pptx file.' },
};
const image: FileRule = {
  maxBytes: uploadLimits.imageMaxBytes,
  tooLarge: 'The image must be 5 MB or smaller.',
};

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
  const { fields, files } = await readMultipart(request, {
    fields: courseFieldsSchema,
    files: {
      file: {
        ...presentation,
        ...(filesRequired ? { required: 'Choose a presentation (.pptx).' } : {}),
      },
      image: { ...image, ...(filesRequired ? { required: 'Choose an image.' } : {}) },
    },
    notMultipart: 'Send the course as multipart/form-data.',
    missing: { message: courseMessages.required, fields: ['name', 'code', 'price'] },
  });
  if (files.file) checkPptx(files.file.data);
  return {
    fields,
    image: files.image ? await processImage(files.image.data) : undefined,
    presentation: files.file?.data,
  };
}

/** Writes the checked files under temporary names; nothing is visible until they are committed. */
export function stageCourseFiles(dir: string, form: CourseForm): Promise<StagedCourseFiles> {
  return stageFiles(dir, {
    image: form.image && { ext: 'webp', data: form.image.image },
    thumb: form.image && { ext: 'webp', data: form.image.thumb },
    presentation: form.presentation && { ext: 'pptx', data: form.presentation },
  });
}
