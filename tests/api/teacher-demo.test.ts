// The demo teacher (issue 21.1): login `teacher` / `12345`, Amandeep Sharma, named in the demo's
// Full Stack Developer batches, which hold the demo student.
import { describe, expect, it } from 'vitest';
import type { TeacherBatch, TeacherBatches } from '#shared/teacher-portal.ts';
import { loadDemoData } from '#server/seed/demo.ts';
import { sessionCookieOf, setupTestApp } from '../support/test-app';

const t = setupTestApp({ seed: loadDemoData });

describe('demo teacher', () => {
  it('logs in as teacher / 12345 and sees the Full Stack Developer batches', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/teacher/login',
      payload: { loginId: 'teacher', password: '12345' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toEqual({
      user: expect.objectContaining({ role: 'teacher', name: 'Amandeep Sharma' }),
    });
    const cookie = sessionCookieOf(login);
    const list = await t.app.inject({ url: '/api/teacher/batches', headers: { cookie } });
    const { batches } = list.json<TeacherBatches>();
    expect(batches.length).toBeGreaterThan(0);
    expect(new Set(batches.map((b) => b.course))).toEqual(new Set(['Full Stack Developer']));
    const students = await Promise.all(
      batches.map(async (b) => {
        const res = await t.app.inject({
          url: `/api/teacher/batches/${b.id}`,
          headers: { cookie },
        });
        return res.json<TeacherBatch>().students;
      }),
    );
    expect(students.flat().map((s) => s.studentId)).toContain('student');
  });
});
