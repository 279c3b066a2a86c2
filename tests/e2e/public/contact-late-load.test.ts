import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { waitFor } from '../../support/wait-for';
import { openPage } from './open';

describe('Contact Us before the form’s code has arrived', () => {
  const b = useBrowser();

  it('keeps what was typed, and a Send pressed meanwhile goes to the server as a form (decision 048)', async () => {
    // Hold back the chunk with the form's fields (react-hook-form), as a slow network would.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldBack = false;
    await b.page.route('**/assets/contact-fields-*.js', async (route) => {
      heldBack = true;
      await held;
      await route.continue();
    });
    const sent: unknown[] = [];
    b.page.on('request', (req) => {
      if (req.url().endsWith('/api/contact') && req.method() === 'POST')
        sent.push(req.postDataJSON());
    });

    const page = await openPage(b, '/contactus');
    // Reading the page loads none of the form's code; reaching for the form asks for it.
    expect(heldBack).toBe(false);
    // The prerendered fields are there and take typing.
    await page.getByLabel('Name').fill('Manpreet Kaur');
    await waitFor(() => heldBack, { message: 'the form’s code to be asked for' });
    await page.getByLabel('Email').fill(`late.${Date.now()}@example.in`);
    await page.getByLabel('Course').selectOption('Accounts Courses');
    await page.getByLabel('Message').fill('Is there a Tally batch on Sundays?');
    await page.getByRole('button', { name: 'Send message' }).click();
    // Nothing waits for the code: the browser sends the form, the server answers with the page.
    await page.waitForURL((url) => url.search === '?sent=1');
    await page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).waitFor();
    expect(sent).toEqual([]);
    release();
  });

  it('loads the form’s code for a visitor whose first action was to step into the form', async () => {
    // The focus that wakes the quiet page comes before the app is live to hear it: the app,
    // once live, finds the visitor in the form and loads its fields with nothing more done.
    const page = await b.open('/contactus');
    expect(await page.locator('#app-module').count()).toBe(1);
    await page.getByLabel('Name').focus();
    await page.locator('form.contact-form[data-enhanced]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('from_name');
  });
});
