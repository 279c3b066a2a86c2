import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { logInAs, waitForPath } from '../support/session';

const cards = [
  { key: 'students', label: 'Students', to: '/Sidebar/StudentData' },
  { key: 'teachers', label: 'Teachers', to: '/Sidebar/TeacherData' },
  { key: 'courses', label: 'Courses', to: '/Sidebar/Library' },
  { key: 'pendingApplications', label: 'Pending applications', to: '/Sidebar/StudentList' },
  { key: 'unreadMessages', label: 'Unread messages', to: '/Sidebar/Messages' },
] as const;

describe('admin landing page', () => {
  const b = useBrowser();

  it('shows the server counts, each card linking to its screen', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const summary = (await (
      await b.context.request.get(`${b.baseUrl}/api/admin/summary`)
    ).json()) as Record<(typeof cards)[number]['key'], number>;

    const page = await b.open('/Sidebar');
    const overview = page.getByRole('list', { name: 'Overview' });
    for (const card of cards) {
      const link = overview.getByRole('link', { name: `${summary[card.key]} ${card.label}` });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(card.to);
    }

    await overview.getByRole('link', { name: /Pending applications$/ }).click();
    await waitForPath(page, '/Sidebar/StudentList');
  });
});
