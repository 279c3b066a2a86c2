import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courseMessages } from '../../../shared/courses';
import {
  assertCodeFree,
  courseUniqueViolation,
  fieldValues,
  findCourseRow,
  listCourses,
  nextSortOrder,
  toCourse,
  uniqueSlug,
} from '../../data/courses';
import { courses } from '../../db/schema';
import { courseMultipartLimits, readCourseForm, type CourseForm } from '../../lib/course-form';
import { httpError } from '../../lib/http-error';
import {
  commitFile,
  discardFile,
  removeStored,
  stageFile,
  uploadsDir,
  type StagedFile,
} from '../../lib/uploads';
import { parseId } from '../../lib/validate';

type Staged = { image?: StagedFile; thumb?: StagedFile; presentation?: StagedFile };

/** Writes the checked files under temporary names; nothing is visible until they are committed. */
async function stage(dir: string, form: CourseForm): Promise<Staged> {
  const staged: Staged = {};
  try {
    if (form.image) {
      staged.image = await stageFile(dir, 'webp', form.image.image);
      staged.thumb = await stageFile(dir, 'webp', form.image.thumb);
    }
    if (form.presentation) staged.presentation = await stageFile(dir, 'pptx', form.presentation);
    return staged;
  } catch (err) {
    await discardAll(staged);
    throw err;
  }
}

const all = (s: Staged) => [s.image, s.thumb, s.presentation].filter((f) => f !== undefined);
const commitAll = (s: Staged) => Promise.all(all(s).map(commitFile));
const discardAll = (s: Staged) => Promise.all(all(s).map(discardFile));

function fileValues(s: Staged) {
  return {
    ...(s.image && s.thumb ? { imagePath: s.image.name, thumbPath: s.thumb.name } : {}),
    ...(s.presentation ? { presentationPath: s.presentation.name } : {}),
  };
}

/** Courses (Library) admin calls: the spec's `/api/courses`, with uploads and edit. */
export async function coursesRoutes(app: FastifyInstance) {
  // Registered here, not globally: only these calls parse multipart bodies.
  await app.register(multipart, { limits: courseMultipartLimits, throwFileSizeLimit: false });
  const dir = uploadsDir(app.config.dataDir);

  app.get('/api/courses', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listCourses(app.db);
  });

  app.post('/api/courses', async (request, reply) => {
    const form = await readCourseForm(request, true);
    await assertCodeFree(app.db, form.fields.code);
    const staged = await stage(dir, form);
    try {
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(courses)
          .values({
            ...fieldValues(form.fields),
            ...fileValues(staged),
            slug: await uniqueSlug(tx, form.fields.name),
            sortOrder: await nextSortOrder(tx),
          })
          .returning();
        // Renamed inside the transaction: a failed rename rolls the row back.
        await commitAll(staged);
        return created!;
      });
      return reply.status(201).send(toCourse(row));
    } catch (err) {
      await discardAll(staged);
      throw courseUniqueViolation(err);
    }
  });

  app.put<{ Params: { id: string } }>('/api/courses/:id', async (request) => {
    const id = parseId(request.params.id);
    if (!(await findCourseRow(app.db, id))) throw httpError(404, courseMessages.notFound);
    const form = await readCourseForm(request, false);
    await assertCodeFree(app.db, form.fields.code, id);
    const staged = await stage(dir, form);
    try {
      const { before, after } = await app.db.transaction(async (tx) => {
        const old = await findCourseRow(tx, id);
        if (!old) throw httpError(404, courseMessages.notFound);
        const slug =
          old.name === form.fields.name ? old.slug : await uniqueSlug(tx, form.fields.name, id);
        const [updated] = await tx
          .update(courses)
          .set({ ...fieldValues(form.fields), ...fileValues(staged), slug })
          .where(eq(courses.id, id))
          .returning();
        await commitAll(staged);
        return { before: old, after: updated! };
      });
      // The replaced files go only once the new ones are saved.
      if (staged.image) {
        await removeStored(dir, before.imagePath);
        await removeStored(dir, before.thumbPath);
      }
      if (staged.presentation) await removeStored(dir, before.presentationPath);
      return toCourse(after);
    } catch (err) {
      await discardAll(staged);
      throw courseUniqueViolation(err);
    }
  });

  app.delete<{ Params: { id: string } }>('/api/courses/:id', async (request) => {
    const id = parseId(request.params.id);
    const [row] = await app.db.delete(courses).where(eq(courses.id, id)).returning();
    if (!row) throw httpError(404, courseMessages.notFound);
    await removeStored(dir, row.imagePath);
    await removeStored(dir, row.thumbPath);
    await removeStored(dir, row.presentationPath);
    return { ok: true };
  });
}
