// The Activity screen tells each row as a sentence in the reader's language, never a raw route
// (issue 27.16).
import { afterAll, describe, expect, it } from 'vitest';
import type { ActivityRow } from '#shared/activity.ts';
import { inDashboardLanguage } from '#client/lib/dashboard-language.ts';
import { i18n } from '#client/lib/i18n.ts';
import { activitySentence } from './activity-sentence';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

const row = (over: Partial<ActivityRow>): ActivityRow => ({
  id: 1,
  at: '2026-11-27T10:00:00.000Z',
  action: 'admin.change',
  username: 'admin',
  role: 'admin',
  ip: '127.0.0.1',
  method: 'PUT',
  route: '/api/admin/fees/accounts/:enrolmentId/plan',
  target: 'enrolmentId=12',
  subject: 'Simran Kaur (ACA-2026-0035), Full Stack Developer',
  status: 200,
  requestId: 'r-1',
  count: 1,
  ...over,
});

const plan = row({});
const oldPlan = row({ subject: '' });
const course = row({ method: 'DELETE', route: '/api/courses/:id', subject: 'Graphic Design' });
const failed = row({
  action: 'login.failure',
  username: 'ACA-2026-0001',
  route: '/auth/student/login',
});
const batchAdded = row({
  method: 'POST',
  route: '/api/batches',
  subject: 'Tally Prime: Morning A',
});
const placed = row({
  method: 'POST',
  route: '/api/enrolments/:id/batch',
  subject: 'Harpreet Kaur (ACA-2026-0005) → Tally Prime: Evening A',
});
const unknown = row({ method: 'POST', route: '/api/admin/something-new', subject: '' });

describe('activity sentences', () => {
  it('English', async () => {
    await inDashboardLanguage('en');
    expect(activitySentence(plan)).toBe(
      'admin changed the instalment plan of Simran Kaur (ACA-2026-0035), Full Stack Developer',
    );
    expect(activitySentence(oldPlan)).toBe('admin changed the instalment plan of a student');
    expect(activitySentence(course)).toBe('admin deleted the course “Graphic Design”');
    expect(activitySentence(failed)).toBe('A login as ACA-2026-0001 failed: wrong ID or password');
    expect(activitySentence(unknown)).toBe('admin made a change');
    expect(activitySentence(batchAdded)).toBe('admin added batch Morning A of Tally Prime');
    expect(activitySentence(placed)).toBe(
      'admin moved Harpreet Kaur (ACA-2026-0005) to batch Evening A of Tally Prime',
    );
    expect(activitySentence({ ...placed, subject: '' })).toBe(
      'admin moved a student to another batch',
    );
    expect(activitySentence({ ...batchAdded, method: 'DELETE', route: '/api/batches/:id' })).toBe(
      'admin deleted batch Morning A of Tally Prime',
    );
  });

  it.each([
    ['pa', /^admin ਨੇ Simran Kaur \(ACA-2026-0035\), Full Stack Developer ਦੀਆਂ ਕਿਸ਼ਤਾਂ ਬਦਲੀਆਂ$/],
    ['hi', /^admin ने Simran Kaur \(ACA-2026-0035\), Full Stack Developer की किस्तें बदलीं$/],
  ] as const)('%s: the whole sentence in the language, no route', async (language, expected) => {
    await inDashboardLanguage(language);
    expect(activitySentence(plan)).toMatch(expected);
    expect(activitySentence(batchAdded)).toMatch(
      language === 'pa'
        ? /^admin ਨੇ Tally Prime ਦਾ ਬੈਚ Morning A ਜੋੜਿਆ$/
        : /^admin ने Tally Prime का बैच Morning A जोड़ा$/,
    );
    expect(activitySentence(placed)).toMatch(
      language === 'pa'
        ? /^admin ਨੇ Harpreet Kaur \(ACA-2026-0005\) ਨੂੰ Tally Prime ਦੇ ਬੈਚ Evening A ਵਿੱਚ ਭੇਜਿਆ$/
        : /^admin ने Harpreet Kaur \(ACA-2026-0005\) को Tally Prime के बैच Evening A में भेजा$/,
    );
    for (const r of [plan, oldPlan, course, failed, unknown, batchAdded, placed]) {
      const text = activitySentence(r);
      expect(text).not.toMatch(/\/api\/|PUT|DELETE|enrolmentId/);
      expect(text).toMatch(language === 'pa' ? /[\u0A00-\u0A7F]/ : /[\u0900-\u097F]/);
    }
  });
});
