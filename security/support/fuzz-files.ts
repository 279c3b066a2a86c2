import {
  htmlFile,
  minimalPptx,
  plainZip,
  pngImage,
  svgImage,
  textFile,
  zipBomb,
} from '../../tests/fixtures/uploads';
import type { TestApp } from '../../tests/support/test-app';
import type { FilePool } from './fuzz-multipart';

/** The first line of a CSV the app exports, so CSV uploads made from it reach the row parser. */
async function csvHeader(t: TestApp, url: string): Promise<string[]> {
  const reply = await t.app.inject({ method: 'GET', url, headers: { cookie: t.admin.cookie } });
  return reply.statusCode === 200 ? [reply.body.split(/\r?\n/)[0]!] : [];
}

/** Real files (a presentation, pictures, archives, CSV exports) and look-alikes for the uploads. */
export async function filePool(t: TestApp): Promise<FilePool> {
  const questions = await t.app.inject({
    method: 'GET',
    url: '/api/admin/mock-questions/export.csv',
    headers: { cookie: t.admin.cookie },
  });
  return {
    files: [
      minimalPptx(),
      await pngImage(64, 48),
      plainZip(),
      zipBomb(),
      svgImage,
      htmlFile,
      textFile,
      Buffer.alloc(0),
      Buffer.from(questions.body),
    ],
    big: Buffer.alloc(5 * 1024 * 1024 + 1, 0xab),
    csvHeaders: [
      'Student ID,Marks',
      ...(await csvHeader(t, '/api/admin/mock-questions/export.csv')),
      ...(await csvHeader(t, '/api/admin/exams/1/marks.csv')),
    ],
  };
}
