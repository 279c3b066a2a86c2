import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseFieldsSchema, courseSchema } from '#shared/courses.ts';
import { okReplySchema } from '#shared/replies.ts';
import { createCourse, deleteCourse, listCourses, updateCourse } from '#server/data/courses.ts';
import { readCourseForm, stageCourseFiles } from '#server/lib/course-form.ts';
import { acceptMultipart } from '#server/lib/multipart.ts';
import { idParams, multipartRoute } from '#server/lib/route-schemas.ts';
import { removeStoredFiles, uploadsDir } from '#server/lib/uploads.ts';

const presentation = z.file().describe('The presentation: a .pptx of at most 50 MB.');
const image = z.file().describe('The picture: JPEG, PNG or WebP of at most 5 MB.');
const newCourse = courseFieldsSchema.extend({ file: presentation, image });
const editedCourse = courseFieldsSchema.extend({
  file: presentation.optional(),
  image: image.optional(),
});

/** Courses (Library) admin calls: the spec's `/api/courses`, with uploads and edit. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: only these calls read multipart bodies.
  await acceptMultipart(app);
  const dir = uploadsDir(app.config.dataDir);
  // Every change to a course changes the public catalogue: drop it here and on the other
  // instances before the reply goes out, so the admin's next look at the site shows the change.
  // Only an admin's calls count (the guard refuses the others, which must not empty the cache).
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.user?.role === 'admin') await app.publicCache.changed();
  });

  app.get('/api/courses', { schema: { response: { 200: z.array(courseSchema) } } }, async () =>
    listCourses(app.db),
  );

  app.post(
    '/api/courses',
    multipartRoute({ body: newCourse, response: { 201: courseSchema } }),
    async (request, reply) => {
      const form = await readCourseForm(request, true);
      const files = await stageCourseFiles(dir, form);
      return reply.status(201).send(await createCourse(app.db, form.fields, files));
    },
  );

  app.put(
    '/api/courses/:id',
    multipartRoute({ params: idParams, body: editedCourse, response: { 200: courseSchema } }),
    async (request) => {
      const form = await readCourseForm(request, false);
      const files = await stageCourseFiles(dir, form);
      const { course, unused } = await updateCourse(app.db, request.params.id, form.fields, files);
      // The replaced files go only once the new ones are saved.
      await removeStoredFiles(dir, unused);
      return course;
    },
  );

  app.delete(
    '/api/courses/:id',
    { schema: { params: idParams, response: { 200: okReplySchema } } },
    async (request) => {
      await removeStoredFiles(dir, await deleteCourse(app.db, request.params.id));
      return { ok: true as const };
    },
  );
};
