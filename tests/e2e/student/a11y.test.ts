import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { desktop, phone, useBrowser } from '../support/browser';
import { demoStudent } from '../support/session';
import { logInThroughPage } from './portal-helpers';

const shots = process.env.E2E_SCREENSHOTS;
const pages = [
  ['/Sdashboard/CoursesCards', 'My Courses'],
  ['/Sdashboard/Notice', 'Notice Board'],
  ['/Sdashboard/Profile', 'Profile'],
  ['/Sdashboard/Settings', 'Settings'],
] as const;

for (const [label, viewport] of [
  ['1280px', desktop],
  ['375px', phone],
] as const) {
  describe(`axe-core on the student pages (${label})`, () => {
    const b = useBrowser(viewport);

    it('Courses, Notice Board, Profile, Settings and the search results have no violations', async () => {
      const page = b.page;
      await logInThroughPage(page, demoStudent.studentId, demoStudent.password);
      for (const [path, heading] of pages) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        const result = await new AxeBuilder({ page }).exclude('.toast').analyze();
        expect(result.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
        if (shots) {
          const name = path.split('/').pop()!.toLowerCase();
          await page.screenshot({ path: `${shots}/${name}-${viewport.width}.png`, fullPage: true });
        }
      }
      await page.getByRole('searchbox', { name: /Search your courses/ }).fill('notice');
      await page.getByRole('list', { name: 'Search results' }).waitFor();
      const result = await new AxeBuilder({ page }).exclude('.toast').analyze();
      expect(result.violations.map((v) => `search ${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}
