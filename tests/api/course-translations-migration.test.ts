// Migration 0011 (decision 052): a database made before courses had Punjabi and Hindi words gets
// the built-in ones for the courses that still say what the seed said, field by field, and keeps
// whatever the office already wrote.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { courses } from '#server/db/schema.ts';
import {
  categoryImage,
  categoryByName,
  formatDescription,
  seedCourses,
} from '#shared/catalogue.ts';
import { seedTranslations } from '#shared/catalogue-seed-view.ts';
import { createEmptyDatabase, migrateUpTo } from '../support/empty-db';

type Row = {
  slug: string;
  language: string;
  name: string;
  description: string;
  duration: string;
  timings: string;
};

let database: Database;
let rows: Row[];
beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateUpTo(database, '0010_course-translations');
  // The catalogue as the seed of that time wrote it, English only…
  await database.db.insert(courses).values(
    seedCourses().map((c, i) => ({
      slug: c.slug,
      name: c.name,
      code: c.code,
      price: c.price,
      category: c.category,
      description: formatDescription(c.summary, c.covers),
      duration: c.duration,
      timings: c.timings,
      imagePath: categoryImage(categoryByName(c.category)?.slug),
      sortOrder: (i + 1) * 10,
    })),
  );
  // …then changed by the office: new timings for one course, one renamed (its slug follows the
  // name), a Punjabi name typed by hand for another, and a course of its own.
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run(`update courses set timings = 'Sundays only' where slug = 'advanced-excel'`);
  await run(
    `update courses set name = 'Speed Maths', slug = 'speed-maths' where slug = 'vedic-maths'`,
  );
  await run(`insert into course_translations (course_id, language, name)
    select id, 'pa', 'ਅਬੈਕਸ (ਦਫ਼ਤਰ ਵੱਲੋਂ)' from courses where slug = 'abacus'`);
  await run(
    `insert into courses (slug, name, code, price) values ('astrology', 'Astrology', 'AS-1', 100)`,
  );
  await database.migrate();
  const result = await database.db.execute<Row>(sql`
    select c.slug, t.language, t.name, t.description, t.duration, t.timings
    from course_translations t join courses c on c.id = t.course_id order by c.slug, t.language`);
  rows = result.rows;
}, 120_000);
afterAll(() => database.close());

const find = (slug: string, language: 'pa' | 'hi') =>
  rows.find((r) => r.slug === slug && r.language === language);

describe('migration 0011: the built-in Punjabi and Hindi words for existing databases', () => {
  it('gives every unchanged seed course its words in both languages, as a fresh install has them', () => {
    const unchanged = seedCourses().filter(
      (c) => !['advanced-excel', 'vedic-maths', 'abacus'].includes(c.slug),
    );
    for (const c of unchanged) {
      for (const language of ['pa', 'hi'] as const) {
        const { slug: _, language: __, ...texts } = find(c.slug, language)!;
        expect(texts, `${c.slug} ${language}`).toEqual(seedTranslations(c.slug)[language]);
      }
    }
  });

  it('leaves out a field the office changed in English, and a renamed course altogether', () => {
    const excel = find('advanced-excel', 'pa')!;
    expect(excel.timings).toBe('');
    expect(excel.name).toBe(seedTranslations('advanced-excel').pa!.name);
    expect(find('speed-maths', 'pa')).toBeUndefined();
    expect(find('astrology', 'hi')).toBeUndefined();
  });

  it('keeps words the office already wrote', () => {
    expect(find('abacus', 'pa')).toMatchObject({ name: 'ਅਬੈਕਸ (ਦਫ਼ਤਰ ਵੱਲੋਂ)', description: '' });
    expect(find('abacus', 'hi')!.name).toBe(seedTranslations('abacus').hi!.name);
  });
});
