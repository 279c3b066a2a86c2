import type { Batch } from '#shared/batches.ts';
import type { EnrolmentRow } from '#shared/enrolments.ts';
import { istDate } from '#shared/ist.ts';
import type { TestApp } from './test-app';

// The calls the batch tests make as the admin (issue 21.2, decision 059).

export const today = istDate(new Date());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function batchCalls(t: TestApp) {
  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: t.admin.cookie } });

  /** A new batch of the course (201 expected), capacity 30 unless given. */
  const addBatch = async (courseId: number, fields: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/batches', {
      courseId,
      name: 'Morning A',
      timing: 'morning',
      room: 'Room 2',
      capacity: 30,
      startsOn: today,
      ...fields,
    });
    if (res.statusCode !== 201) throw new Error(`add batch: ${res.statusCode} ${res.body}`);
    return res.json<Batch>();
  };

  const listBatches = async (courseId?: number) => {
    const res = await call('GET', `/api/batches${courseId ? `?courseId=${courseId}` : ''}`);
    if (res.statusCode !== 200) throw new Error(`list batches: ${res.statusCode} ${res.body}`);
    return res.json<{ batches: Batch[] }>().batches;
  };

  /** A student's enrolments as the history shows them. */
  const enrolmentsOf = async (studentId: number) =>
    (await call('GET', `/api/students/${studentId}/enrolments`)).json<{
      enrolments: EnrolmentRow[];
    }>().enrolments;

  /** A new student enrolled in the course (no batch yet): the enrolment's id. */
  const newEnrolment = async (courseName: string, firstName = 'Harpreet') => {
    const s = await t.newStudent({ firstName, courses: [courseName] });
    const [row] = await enrolmentsOf(s.student.id);
    return { studentId: s.student.id, enrolmentId: row!.id, cookie: s.cookie };
  };

  const place = (enrolmentId: number, batchId: number, reason = '') =>
    call('POST', `/api/enrolments/${enrolmentId}/batch`, { batchId, reason });

  return { call, addBatch, listBatches, enrolmentsOf, newEnrolment, place };
}
