// GET /api/course-names (issue 27.2): every course's name in the reader's language, for the
// screens whose replies name courses in English (Mid-Term, Final, Result, Fee, Profile, admin).
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '#server/seed/seed-catalogue.ts';
import type { CourseName } from '#shared/account.ts';
import { setupUploadsApp } from '../support/course-helpers';

const ctx = setupUploadsApp();
beforeAll(async () => {
  await seedCatalogue(ctx.t.db);
});

async function names(cookie: string, lang?: string) {
  return ctx.t.app.inject({
    url: `/api/course-names${lang ? `?lang=${lang}` : ''}`,
    headers: { cookie },
  });
}

describe('GET /api/course-names', () => {
  it('names the built-in courses in Punjabi and Hindi, and in English when asked', async () => {
    for (const [lang, script] of [
      ['pa', /[\u0A00-\u0A7F]/],
      ['hi', /[\u0900-\u097F]/],
    ] as const) {
      const res = await names(ctx.t.studentA.cookie, lang);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json<CourseName[]>();
      const police = list.find((c) => c.en === 'Punjab Police Constable');
      expect(police?.name).toMatch(script);
      expect(list.every((c) => c.name.length > 0)).toBe(true);
    }
    const en = (await names(ctx.t.admin.cookie)).json<CourseName[]>();
    expect(en.length).toBeGreaterThan(40);
    expect(en.every((c) => c.name === c.en)).toBe(true);
  });

  it('refuses an unknown language in words, and a visitor with no session', async () => {
    const bad = await names(ctx.t.admin.cookie, 'fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Choose en, pa or hi.');
    const anonymous = await ctx.t.app.inject('/api/course-names?lang=pa');
    expect(anonymous.statusCode).toBe(401);
  });
});
