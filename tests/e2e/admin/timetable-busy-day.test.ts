// Issue 21.3: a day with more classes than the week view draws at once (its first 40; the rest
// follow in a transition) shows every one of them, in order of time.
import { request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { e2eAdmin, logInAs } from '../support/session';
import { makeWeek, weekFrom } from '../support/timetable-week';

const many = 45;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('the admin timetable on a busy day', () => {
  const b = useBrowser();

  it('shows all 45 of a Saturday’s classes, the first at the top', async () => {
    const week = await makeWeek(b.baseUrl);
    const api = await request.newContext({
      baseURL: b.baseUrl,
      extraHTTPHeaders: { origin: b.baseUrl },
    });
    try {
      await api.post('/auth/login', { data: e2eAdmin });
      // Ten-minute classes from 08:00, one after the other (touching times are no clash).
      for (let i = 0; i < many; i++) {
        const res = await api.post(`/api/batches/${week.batchId}/slots`, {
          data: {
            weekday: 6,
            startsAt: clock(8 * 60 + 10 * i),
            endsAt: clock(8 * 60 + 10 * (i + 1)),
            room: week.room,
            teacherId: null,
            subject: `Drill ${i + 1}`,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
    } finally {
      await api.dispose();
    }
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open(`/Sidebar/Timetable?from=${weekFrom}&batchId=${week.batchId}`);
    const saturday = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^Saturday/ }) });
    await saturday.getByText(`Drill ${many}`, { exact: true }).waitFor();
    await expect.poll(() => saturday.locator('.tt-class').count()).toBe(many);
    expect(await saturday.locator('.tt-class').first().innerText()).toContain('Drill 1\n');
  });
});
