import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCourse } from '#server/seed/factories.ts';
import { jpegWithExif, minimalPptx, pngImage } from '../fixtures/uploads';
import { courseForm, listUploads, setupUploadsApp } from '../support/course-helpers';

const ctx = setupUploadsApp();
const admin = () => ctx.t.admin.cookie;
const student = () => ctx.t.studentA.cookie;

const inject = (o: InjectOptions) => ctx.t.app.inject(o);
type Reply = { id: number; image: string; thumbnail: string; presentation: string; slug: string };

async function addCourse(fields: Record<string, string> = {}, files = {}) {
  const form = await courseForm(fields, files);
  const res = await inject({
    method: 'POST',
    url: '/api/courses',
    ...form,
    headers: { ...form.headers, cookie: admin() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Reply>();
}

describe('admin only', () => {
  const calls = [
    { method: 'GET', url: '/api/courses' },
    { method: 'POST', url: '/api/courses' },
    { method: 'PUT', url: '/api/courses/1' },
    { method: 'DELETE', url: '/api/courses/1' },
  ] as const;
  it.each(calls)('$method $url: 401 anonymous, 403 student', async (call) => {
    const form = await courseForm();
    const body: { payload?: Buffer; headers?: Record<string, string> } =
      call.method === 'POST' || call.method === 'PUT' ? form : {};
    const anon = await inject({ ...call, ...body });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    const headers = { ...body.headers, cookie: student() };
    const asStudent = await inject({ ...call, ...body, headers });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ code: 'FORBIDDEN', message: expect.any(String) });
    expect(await listUploads(ctx.uploads)).toEqual([]);
  });
});

describe('POST /api/courses', () => {
  it('creates the course, re-encodes the image, makes a thumbnail, and lists it', async () => {
    const course = await addCourse(
      {
        name: 'Spoken English Pro',
        code: 'SEP-1',
        price: '4500',
        category: 'Language',
        duration: '2 months',
      },
      { image: { name: 'me.jpg', data: await jpegWithExif(), type: 'image/jpeg' } },
    );
    expect(course).toMatchObject({
      name: 'Spoken English Pro',
      code: 'SEP-1',
      price: 4500,
      slug: 'spoken-english-pro',
      category: 'Language',
      duration: '2 months',
      image: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/),
      thumbnail: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/),
      presentation: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.pptx$/),
    });
    expect(await listUploads(ctx.uploads)).toHaveLength(3);

    const image = await inject({ url: course.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp((await inject({ url: course.thumbnail })).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([100, 100]);

    const list = await inject({ url: '/api/courses', headers: { cookie: admin() } });
    expect(list.json()).toContainEqual(expect.objectContaining({ id: course.id, code: 'SEP-1' }));
  });

  it('gives a taken slug a suffix', async () => {
    const a = await addCourse({ name: 'Tally Prime Basics' });
    const b = await addCourse({ name: 'Tally Prime Basics' });
    expect([a.slug, b.slug]).toEqual(['tally-prime-basics', 'tally-prime-basics-2']);
  });
});

describe('GET /uploads/:name', () => {
  it('downloads the presentation as an attachment named after the course code', async () => {
    const course = await addCourse({ code: 'PY-101' });
    const res = await inject({ url: course.presentation, headers: { cookie: admin() } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="PY-101.pptx"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(minimalPptx())).toBe(true);
    expect((await inject({ url: course.presentation })).statusCode).toBe(401);
    expect(
      (await inject({ url: course.presentation, headers: { cookie: student() } })).statusCode,
    ).toBe(403);
  });

  it.each([
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/%2e%2e',
    '/uploads/.tmp-0123456789abcdef0123456789abcdef.webp',
    '/uploads/0123456789abcdef0123456789abcdef.webp',
    '/uploads/x.html',
  ])('refuses %s with 404', async (url) => {
    expect((await inject({ url, headers: { cookie: admin() } })).statusCode).toBe(404);
  });
});

describe('PUT /api/courses/:id', () => {
  it('changes the fields and keeps the files when none are sent', async () => {
    const course = await addCourse();
    const form = await courseForm(
      { name: 'Renamed Course', code: 'REN-1', price: '999' },
      { file: null, image: null },
    );
    const res = await inject({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      ...form,
      headers: { ...form.headers, cookie: admin() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed Course',
      code: 'REN-1',
      price: 999,
      image: course.image,
      presentation: course.presentation,
      slug: 'renamed-course',
    });
  });

  it('replaces the image and removes the old files', async () => {
    const course = await addCourse();
    const form = await courseForm(
      { code: `NEWIMG-${course.id}` },
      { file: null, image: { name: 'b.png', data: await pngImage(50, 80) } },
    );
    const res = await inject({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      ...form,
      headers: { ...form.headers, cookie: admin() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const files = await listUploads(ctx.uploads);
    expect(files).not.toContain(course.image.slice(9));
    expect(files).not.toContain(course.thumbnail.slice(9));
    expect(files).toContain(res.json<Reply>().image.slice(9));
  });

  it('answers 404 for an unknown course and 409 for a taken code', async () => {
    const other = await createCourse(ctx.t.db, { code: 'TAKEN-9' });
    const form = await courseForm({}, { file: null, image: null });
    const unknown = await inject({
      method: 'PUT',
      url: '/api/courses/999999',
      ...form,
      headers: { ...form.headers, cookie: admin() },
    });
    expect(unknown.statusCode).toBe(404);
    const course = await addCourse();
    const dup = await courseForm({ code: 'taken-9' }, { file: null, image: null });
    const res = await inject({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      ...dup,
      headers: { ...dup.headers, cookie: admin() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.code).toBeDefined();
    expect(other.id).toBeGreaterThan(0);
  });
});

describe('DELETE /api/courses/:id', () => {
  it('deletes the course and its files, then 404', async () => {
    const course = await addCourse();
    const before = await listUploads(ctx.uploads);
    const res = await inject({
      method: 'DELETE',
      url: `/api/courses/${course.id}`,
      headers: { cookie: admin() },
    });
    expect(res.statusCode).toBe(200);
    const after = await listUploads(ctx.uploads);
    expect(before.length - after.length).toBe(3);
    expect((await inject({ url: course.image })).statusCode).toBe(404);
    const again = await inject({
      method: 'DELETE',
      url: `/api/courses/${course.id}`,
      headers: { cookie: admin() },
    });
    expect(again.statusCode).toBe(404);
  });
});
