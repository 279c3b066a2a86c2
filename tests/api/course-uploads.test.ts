import { beforeAll, describe, expect, it } from 'vitest';
import { uploadLimits } from '#shared/courses.ts';
import {
  bigFile,
  htmlFile,
  manyEntriesZip,
  minimalPptx,
  plainZip,
  svgImage,
  textFile,
  zipBomb,
  type UploadFile,
} from '../fixtures/uploads';
import { countCourses, courseForm, listUploads, setupUploadsApp } from '../support/course-helpers';

const ctx = setupUploadsApp();
let baseline: number;
beforeAll(async () => {
  baseline = await countCourses(ctx.t);
});

async function post(fields: Record<string, string>, files: Record<string, UploadFile | null>) {
  const form = await courseForm(fields, files);
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/courses',
    payload: form.payload,
    headers: { ...form.headers, cookie: ctx.t.admin.cookie },
  });
}

const codes: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Every refusal: a 4xx with { code, message, fieldErrors? }, no row and no file left behind. */
async function expectRefused(
  res: Awaited<ReturnType<typeof post>>,
  status: number,
  field?: string,
  code = codes[status],
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{
    code: string;
    message: string;
    fieldErrors?: Record<string, string[]>;
  }>();
  expect(body.code).toBe(code);
  expect(body.message).toEqual(expect.any(String));
  if (field) expect(body.fieldErrors?.[field]).toEqual([expect.any(String)]);
  expect(await countCourses(ctx.t)).toBe(baseline);
  expect(await listUploads(ctx.uploads)).toEqual([]);
}

describe('bad uploads are refused and nothing is written', () => {
  it('a text file named .pptx', async () => {
    await expectRefused(
      await post({}, { file: { name: 'deck.pptx', data: textFile } }),
      415,
      'file',
    );
  });

  it('a zip that is not a presentation', async () => {
    await expectRefused(
      await post({}, { file: { name: 'deck.pptx', data: plainZip() } }),
      415,
      'file',
    );
  });

  it('a real presentation with another extension', async () => {
    const res = await post({}, { file: { name: 'deck.ppt', data: minimalPptx() } });
    await expectRefused(res, 415, 'file');
  });

  it('a zip bomb', async () => {
    const res = await post({}, { file: { name: 'deck.pptx', data: zipBomb() } });
    await expectRefused(res, 400, 'file', 'INVALID_UPLOAD');
    expect(res.json().message).toBe('The presentation unpacks to too much data.');
  });

  it('a zip with too many entries', async () => {
    await expectRefused(
      await post({}, { file: { name: 'deck.pptx', data: manyEntriesZip() } }),
      400,
      'file',
      'INVALID_UPLOAD',
    );
  });

  it('an SVG image', async () => {
    const res = await post(
      {},
      { image: { name: 'logo.svg', data: svgImage, type: 'image/svg+xml' } },
    );
    await expectRefused(res, 415, 'image');
  });

  it('an HTML file named .png', async () => {
    const res = await post({}, { image: { name: 'photo.png', data: htmlFile, type: 'image/png' } });
    await expectRefused(res, 415, 'image');
  });

  it('an over-size image', async () => {
    const data = bigFile(uploadLimits.imageMaxBytes + 1);
    await expectRefused(await post({}, { image: { name: 'big.jpg', data } }), 413, 'image');
  });

  it('an over-size presentation', async () => {
    const data = bigFile(uploadLimits.presentationMaxBytes + 1);
    await expectRefused(await post({}, { file: { name: 'big.pptx', data } }), 413, 'file');
  });

  it('missing fields and files', async () => {
    const res = await post({ name: '', code: ' ', price: '' }, { file: null, image: null });
    await expectRefused(res, 400);
    const body = res.json();
    expect(body.message).toBe('all courses are required.');
    expect(Object.keys(body.fieldErrors).sort()).toEqual([
      'code',
      'file',
      'image',
      'name',
      'price',
    ]);
  });

  it.each([
    [{ price: '-5' }, 'price'],
    [{ price: '12.5' }, 'price'],
    [{ code: 'bad code!' }, 'code'],
    [{ category: 'Astrology' }, 'category'],
    [{ name: 'x'.repeat(121) }, 'name'],
  ])('invalid field %o', async (fields, field) => {
    await expectRefused(await post(fields, {}), 400, field);
  });

  it('a duplicate course code (any case)', async () => {
    const first = await post({ code: 'DUP-1' }, {});
    expect(first.statusCode).toBe(201);
    const files = await listUploads(ctx.uploads);
    const res = await post({ code: 'dup-1' }, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('COURSE_CODE_TAKEN');
    expect(res.json().fieldErrors.code).toEqual(['A course with this code already exists.']);
    expect(await countCourses(ctx.t)).toBe(baseline + 1);
    expect(await listUploads(ctx.uploads)).toEqual(files);
    const del = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/courses/${first.json().id}`,
      headers: { cookie: ctx.t.admin.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(await listUploads(ctx.uploads)).toEqual([]);
  });

  it('a body that is not multipart', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/courses',
      payload: { name: 'X', code: 'X', price: 1 },
      headers: { cookie: ctx.t.admin.cookie },
    });
    await expectRefused(res, 415);
  });

  it('a part whose header holds a bare line break, over 64 KB: refused, not left waiting', async () => {
    // The parser stalls on such a part (no error, no end); the stall guard answers instead.
    const crlf = '\r\n';
    const head = (name: string, extra = '') =>
      `--b${crlf}Content-Disposition: form-data; name="${name}"${extra}${crlf}${crlf}`;
    const payload = Buffer.concat([
      Buffer.from(`${head('name')}Drone Repair${crlf}${head('code')}DR-1${crlf}`),
      Buffer.from(`${head('price')}5000${crlf}`),
      Buffer.from(head('image', '; filename="a\rb.png"')),
      Buffer.alloc(200_000, 0xab),
      Buffer.from(`${crlf}--b--${crlf}`),
    ]);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/courses',
      payload,
      headers: { 'content-type': 'multipart/form-data; boundary=b', cookie: ctx.t.admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await countCourses(ctx.t)).toBe(baseline);
  }, 60_000);
});
