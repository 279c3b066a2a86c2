import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone, useBrowser } from '../support/browser';
import { openContactForm, openPage, publicPages } from './open';

const pages = [...publicPages, '/tally-prime-gst', '/ielts-preparation'];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

for (const [label, viewport] of [
  ['1280px', desktop],
  ['375px', phone],
] as const) {
  describe(`axe-core on the public pages (${label})`, () => {
    const b = useBrowser(viewport);

    for (const path of pages) {
      it(`${path} has no violations`, async () => {
        const page = await openPage(b, path);
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      });
    }

    it('the contact form with its field errors has no violations', async () => {
      const page = await openContactForm(b);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.locator('.field__error').first().waitFor();
      expect(await violations(page)).toEqual([]);
    });
  });
}

describe('axe-core with the menu drawer open (375px)', () => {
  const b = useBrowser(phone);
  it('has no violations', async () => {
    const page = await openPage(b, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    // Check the drawer once it has slid in and its backdrop has faded in: axe measures contrast
    // on what is painted, so wait for the drawer's CSS transitions to finish.
    await drawer.evaluate(async (panel) => {
      const root = panel.parentElement ?? panel;
      await Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished));
    });
    expect(await violations(page)).toEqual([]);
  });
});
