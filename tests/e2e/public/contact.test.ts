import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktop, phone, useBrowser } from '../support/browser';
import { openContactForm, openPage } from './open';

const unique = () => `visitor.${randomBytes(4).toString('hex')}@example.in`;

async function fill(page: Page, email = unique()) {
  await page.getByLabel('Name').fill('Harpreet Kaur');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Course').selectOption('Cooking Courses');
  await page.getByLabel('Message').fill('Do you have a weekend baking batch?');
}

for (const [label, viewport] of [
  ['1280px', desktop],
  ['375px', phone],
] as const) {
  describe(`Contact Us (${label})`, () => {
    const b = useBrowser(viewport);

    it('has the office details, the maps link and a labelled form without native validation', async () => {
      const page = await openPage(b, '/contactus');
      const office = page.getByRole('region', { name: 'Our office' });
      expect(await office.locator('a[href^="tel:"]').count()).toBe(1);
      expect(await office.locator('a[href^="mailto:"]').count()).toBe(1);
      expect(
        await office.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href'),
      ).toMatch(/google\.com\/maps/);
      const form = page.getByRole('form', { name: 'Get in touch' });
      expect(await form.getAttribute('novalidate')).not.toBeNull();
      const names = await form
        .locator('input:not([tabindex="-1"]), select, textarea')
        .evaluateAll((els) => els.map((e) => e.getAttribute('name')));
      expect(names).toEqual(['from_name', 'from_email', 'phone', 'course', 'message', 'topic']);
      const options = await page.getByLabel('Course').locator('option').allInnerTexts();
      expect(options.slice(1)).toEqual([
        'Web Technologies Courses',
        'Accounts Courses',
        'Monograph Courses',
        'Languages Courses',
        'Hospitalist Courses',
        'Competitive Courses',
        'Coaching Courses',
        'Cooking Courses',
      ]);
    });

    it('shows a message next to each empty or wrong field', async () => {
      const page = await openContactForm(b);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.locator('.field__error').first().waitFor();
      expect(await page.locator('.field__error').allInnerTexts()).toEqual([
        'Please enter your name.',
        'Please enter your e-mail address.',
        'Please choose a course.',
        'Please enter your message.',
      ]);
      expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Name').evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      await fill(page, 'not-an-address');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.locator('.field__error').first().waitFor();
      expect(await page.locator('.field__error').allInnerTexts()).toEqual([
        'Please enter a valid e-mail address.',
      ]);
    });

    it('shows the server’s field errors too', async () => {
      const page = await openContactForm(b);
      b.allowConsole(/status of 400/);
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 400,
          json: {
            message: 'Please correct the highlighted fields.',
            fieldErrors: { message: ['Please enter your message.'] },
          },
        }),
      );
      await fill(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Please enter your message.').waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Message sending failed. Please try again.' })
        .waitFor();
    });

    it("sends a message: toast 'Message sent successfully!' top right, form cleared", async () => {
      const page = await openContactForm(b);
      await fill(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
      await toast.waitFor();
      const box = await toast.boundingBox();
      const width = viewport.width;
      expect(box!.x + box!.width).toBeGreaterThan(width - 40);
      expect(box!.y).toBeLessThan(100);
      expect(await page.getByLabel('Name').inputValue()).toBe('');
      expect(await page.getByLabel('Email').inputValue()).toBe('');
      expect(await page.getByLabel('Course').inputValue()).toBe('');
      expect(await page.getByLabel('Message').inputValue()).toBe('');
      await toast.waitFor({ state: 'detached', timeout: 5000 });
    });

    it("shows 'Message sending failed. Please try again.' when the message cannot be sent", async () => {
      const page = await openContactForm(b);
      b.allowConsole(/Failed to load resource|ERR_FAILED/);
      await page.route('**/api/contact', (route) => route.abort('failed'));
      await fill(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      const toast = page
        .getByRole('alert')
        .filter({ hasText: 'Message sending failed. Please try again.' });
      await toast.waitFor();
      const started = Date.now();
      await toast.waitFor({ state: 'detached', timeout: 5000 });
      expect(Date.now() - started).toBeLessThan(3800);
      expect(await page.getByLabel('Name').inputValue()).toBe('Harpreet Kaur');
    });
  });
}

describe('Contact Us spam guard', () => {
  const b = useBrowser(desktop);

  it('tells the sixth message in a minute from one address to wait', async () => {
    const page = await openContactForm(b);
    b.allowConsole(/status of 429/);
    const email = unique();
    for (let i = 0; i < 6; i++) {
      await fill(page, email);
      await page.getByRole('button', { name: 'Send message' }).click();
      if (i < 5)
        await page
          .getByRole('status')
          .filter({ hasText: 'Message sent successfully!' })
          .last()
          .waitFor();
      await expect
        .poll(() => page.getByRole('button', { name: 'Send message' }).isEnabled())
        .toBe(true);
    }
    await page
      .getByRole('alert')
      .filter({ hasText: /Too many messages/ })
      .waitFor();
  });
});
