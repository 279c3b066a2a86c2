// The Activity screen says who did what to whom (issue 27.16, decision 053): every admin change
// is recorded with the name of who or what it was made to, read before the change (a deleted
// student is still named), and every admin route has a sentence on the screen.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEventOf } from '#shared/activity-events.ts';
import type { ActivityRow } from '#shared/activity.ts';
import { enrolments } from '#server/db/schema.ts';
import { createCourse } from '#server/seed/factories.ts';
import { routeAccess } from '../support/route-access';
import { setupTestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

const t = setupTestApp();
const admin = () => ({ cookie: t.admin.cookie });

/** The newest activity row of `method route`, once it has been written (after the reply). */
async function lastRow(method: string, route: string): Promise<ActivityRow> {
  return waitFor(
    async () => {
      const res = await t.app.inject({ url: '/api/admin/activity', headers: admin() });
      return res
        .json<{ rows: ActivityRow[] }>()
        .rows.find((r) => r.method === method && r.route === route);
    },
    { message: `an activity row for ${method} ${route}` },
  );
}

describe('the subject of an admin change', () => {
  it('names the student and course of a fee plan, keeping the route for the CSV', async () => {
    const course = await createCourse(t.db, { name: 'Tally Prime with GST (test)', price: 9000 });
    const s = await t.newStudent({ firstName: 'Simran', lastName: 'Kaur', courses: [course.name] });
    const [e] = await t.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(eq(enrolments.studentId, s.student.id));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/fees/accounts/${e!.id}/plan`,
      headers: admin(),
      payload: { totalPaise: 900000, instalments: [{ dueOn: '2027-01-10', amountPaise: 900000 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await lastRow('PUT', '/api/admin/fees/accounts/:enrolmentId/plan');
    expect(row).toMatchObject({
      action: 'admin.change',
      target: `enrolmentId=${e!.id}`,
      subject: `Simran Kaur (${s.student.studentId}), Tally Prime with GST (test)`,
    });
    const csv = await t.app.inject({ url: '/api/admin/activity.csv', headers: admin() });
    expect(csv.body).toContain(
      `"Simran Kaur (${s.student.studentId}), Tally Prime with GST (test)"`,
    );
  });

  it('names a student deleted by the change itself', async () => {
    const s = await t.newStudent({ firstName: 'Gurpreet', lastName: 'Sandhu' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/students/${s.student.id}`,
      headers: admin(),
    });
    expect(res.statusCode, res.body).toBe(204);
    const row = await lastRow('DELETE', '/api/students/:id');
    expect(row.subject).toBe(`Gurpreet Sandhu (${s.student.studentId})`);
  });

  it('names what a new record is called, from the request that makes it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: admin(),
      payload: {
        title: 'Diwali holiday',
        details: 'Closed.',
        postedBy: 'Office',
        date: '2026-11-01',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await lastRow('POST', '/api/notices')).subject).toBe('Diwali holiday');
  });

  it('has a sentence for every admin change the server offers', () => {
    const changes = Object.entries(routeAccess)
      .filter(([key, access]) => access === 'admin' && !/^(GET|HEAD) /.test(key))
      .map(([key]) => key);
    expect(changes.length).toBeGreaterThan(30);
    const missing = changes.filter((key) => {
      const [method, route] = key.split(' ') as [string, string];
      return !activityEventOf(method, route);
    });
    expect(missing).toEqual([]);
  });
});
