import { adminPaths, studentPaths, teacherPaths } from './paths';

/** The guarded areas, their home pages and their login pages. */
const areas = {
  admin: { root: adminPaths.home, login: '/Adminlogin' },
  student: { root: studentPaths.home, login: '/login' },
  teacher: { root: teacherPaths.home, login: '/Teacherlogin' },
} as const;
export type AreaName = keyof typeof areas;

// Only used to parse: a relative path resolved against it must stay on it.
const probe = 'https://academy.invalid';

/** Backslashes, control characters and spaces: some browsers read them as slashes or drop them. */
function hasOddCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The `?next=` of a login page, kept only when it is a path of this site inside the user's own
 * area (`/Sidebar/...` for admins, `/Sdashboard/...` for students); null otherwise. Anything
 * that could leave the site (`//host`, `/\host`, `https:`, encoded tricks) or reach another
 * area is refused, so the login pages are never an open redirect.
 */
export function safeNextPath(next: string | null | undefined, area: AreaName): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith('/') || hasOddCharacter(next)) return null;
  let url: URL;
  try {
    url = new URL(next, probe);
  } catch {
    return null;
  }
  if (url.origin !== probe) return null;
  const root = areas[area].root.toLowerCase();
  const path = url.pathname.toLowerCase();
  if (path !== root && !path.startsWith(`${root}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page of `area` that brings the user back to `here` afterwards. */
export function loginPathFor(area: AreaName, here: string): string {
  const next = safeNextPath(here, area);
  const { login, root } = areas[area];
  // The area's home is where a login leads anyway: no need to say so.
  return next && next !== root ? `${login}?next=${encodeURIComponent(next)}` : login;
}

/** Where a login page goes on success: its `?next=` when safe, else the area's home. */
export function afterLoginPath(search: string, area: AreaName): string {
  return safeNextPath(new URLSearchParams(search).get('next'), area) ?? areas[area].root;
}
