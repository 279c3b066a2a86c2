import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths';

describe('isApiPath', () => {
  it('tells the server calls from the pages', () => {
    for (const p of ['/auth/login', '/api/courses', '/get-students', '/add-teacher', '/healthz']) {
      expect(isApiPath(p)).toBe(true);
    }
    for (const p of ['/', '/Courses', '/Sidebar/TeacherData', '/login', '/graphic-design']) {
      expect(isApiPath(p)).toBe(false);
    }
  });
});
