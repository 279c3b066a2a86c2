import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desktop, useBrowser } from '../support/browser';
import { logInAs } from '../support/session';

describe('admin Messages inbox', () => {
  const b = useBrowser(desktop);

  it('lists a message sent from Contact Us, marks it read and deletes it', async () => {
    const name = `Jaswinder ${randomBytes(3).toString('hex')}`;
    const sent = await b.context.request.post(`${b.baseUrl}/api/contact`, {
      headers: { origin: b.baseUrl },
      data: {
        from_name: name,
        from_email: `${randomBytes(4).toString('hex')}@example.in`,
        course: 'Accounts Courses',
        message: 'Is there a Tally batch on Sundays?',
      },
    });
    expect(sent.status()).toBe(201);

    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/Messages');
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: name });
    await item.waitFor();
    expect(await item.innerText()).toContain('Is there a Tally batch on Sundays?');
    expect(await item.getByText('Unread', { exact: true }).count()).toBe(1);

    await item.getByRole('button', { name: 'Mark as read' }).click();
    await item.getByRole('button', { name: 'Mark as unread' }).waitFor();
    expect(await item.getByText('Unread', { exact: true }).count()).toBe(0);

    await item.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await item.waitFor({ state: 'detached' });
    await page.getByText('Message deleted.').waitFor();
  });
});
