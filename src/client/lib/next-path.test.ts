import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path inside the area, with its query and hash, in any casing', () => {
    expect(safeNextPath('/Sidebar/TeacherData', 'admin')).toBe('/Sidebar/TeacherData');
    expect(safeNextPath('/Sidebar', 'admin')).toBe('/Sidebar');
    expect(safeNextPath('/sidebar/library?q=web#top', 'admin')).toBe('/sidebar/library?q=web#top');
    expect(safeNextPath('/Sdashboard/Notice', 'student')).toBe('/Sdashboard/Notice');
  });

  it('refuses nothing, the wrong area and look-alike paths', () => {
    for (const next of [null, undefined, '', '/', '/contactus', '/SidebarX', '/Sidebarevil/x'])
      expect(safeNextPath(next, 'admin')).toBeNull();
    expect(safeNextPath('/Sidebar/TeacherData', 'student')).toBeNull();
    expect(safeNextPath('/Sdashboard/fee', 'admin')).toBeNull();
  });

  it('refuses every way out of the site', () => {
    for (const next of [
      'https://evil.example/Sidebar',
      '//evil.example/Sidebar',
      '/\\evil.example/Sidebar',
      '\\\\evil.example/Sidebar',
      'javascript:alert(1)//Sidebar',
      ' /Sidebar',
      '/Sidebar/\u0000',
      '/\tevil.example/Sidebar',
      `/Sidebar/${'x'.repeat(2100)}`,
    ])
      expect(safeNextPath(next, 'admin')).toBeNull();
  });

  it('resolves dot segments before checking the area', () => {
    expect(safeNextPath('/Sidebar/../contactus', 'admin')).toBeNull();
    expect(safeNextPath('/Sidebar/%2e%2e/contactus', 'admin')).toBeNull();
    expect(safeNextPath('/Sidebar/./Library', 'admin')).toBe('/Sidebar/Library');
    expect(safeNextPath('/Sidebar//evil.example', 'admin')).toBe('/Sidebar//evil.example');
  });
});

describe('loginPathFor', () => {
  it('points at the area login with the page to come back to', () => {
    expect(loginPathFor('admin', '/Sidebar/TeacherData')).toBe(
      '/Adminlogin?next=%2FSidebar%2FTeacherData',
    );
    expect(loginPathFor('student', '/Sdashboard/Notice?x=1')).toBe(
      '/login?next=%2FSdashboard%2FNotice%3Fx%3D1',
    );
    expect(loginPathFor('admin', '/elsewhere')).toBe('/Adminlogin');
    expect(loginPathFor('admin', '/Sidebar')).toBe('/Adminlogin');
  });
});

describe('afterLoginPath', () => {
  it("follows a safe ?next= and otherwise opens the area's home", () => {
    expect(afterLoginPath('?next=%2FSidebar%2FLibrary', 'admin')).toBe('/Sidebar/Library');
    expect(afterLoginPath('?next=%2F%2Fevil.example', 'admin')).toBe('/Sidebar');
    expect(afterLoginPath('?next=%2FSidebar%2FLibrary', 'student')).toBe('/Sdashboard');
    expect(afterLoginPath('', 'student')).toBe('/Sdashboard');
  });
});
