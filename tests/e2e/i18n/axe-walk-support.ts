// Issue 12: the shared steps of the axe walk over both dashboards (axe-walk-*.test.ts): the UI's
// words in each language from the locale files, axe on the page as it is, a screenshot of each
// state, and the dialog steps (open, show the errors of an empty submit, close).
import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, ViewportSize } from 'playwright-core';
import { expect } from 'vitest';
import { repoRoot } from '../../support/server-process';
import { desktop, phone } from '../support/browser';

export const walkLanguages = ['en', 'pa', 'hi'] as const;
export type Lang = (typeof walkLanguages)[number];

export const scriptOf: Record<Lang, RegExp> = {
  en: /[A-Za-z]/,
  pa: /[\u0A00-\u0A7F]/,
  hi: /[\u0900-\u097F]/,
};

const cache = new Map<string, unknown>();
function namespace(lang: Lang, ns: string): unknown {
  const key = `${lang}/${ns}`;
  if (!cache.has(key)) {
    const file = path.join(repoRoot, 'src/client/locales', lang, `${ns}.json`);
    cache.set(key, JSON.parse(readFileSync(file, 'utf8')));
  }
  return cache.get(key);
}

/** The text of `ns:dotted.key` in a language, as the locale file has it. */
export function text(lang: Lang, key: string): string {
  const [ns, dotted] = key.split(':') as [string, string];
  let node = namespace(lang, ns);
  for (const part of dotted.split('.')) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node;
}

/**
 * A name matcher for `ns:key`: the whole text (or, with `start`, a name that begins with it),
 * with each {{value}} matching anything.
 */
export function words(lang: Lang, key: string, start = false): RegExp {
  const parts = text(lang, key)
    .split(/\{\{[^}]+\}\}/)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}${start ? '' : '$'}`);
}

export type Walk = {
  page: Page;
  lang: Lang;
  /** Every violation found so far, each with where it was found. */
  problems: string[];
};

const shotDir = process.env.SCREENSHOT_DIR;

/**
 * axe on the page as it is now (toasts come and go on their own timer and are checked where
 * they are made), and a screenshot named <lang>-<page>-<state>-<width>.png when SCREENSHOT_DIR
 * is set.
 */
export async function check(walk: Walk, where: string, state: string) {
  const { page, lang } = walk;
  const width = page.viewportSize()?.width ?? 0;
  const result = await new AxeBuilder({ page }).exclude('.toast').analyze();
  walk.problems.push(
    ...result.violations.map(
      (v) =>
        `${lang} ${where} ${state} ${width}px ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .join(', ')})`,
    ),
  );
  if (shotDir) {
    const name = `${lang}-${where}-${state}-${width}.png`;
    await page.screenshot({ path: path.join(shotDir, name), fullPage: state === 'page' });
  }
}

/** Opens a path and waits until its heading is in the language and nothing is loading. */
export async function visit(walk: Walk, pathname: string) {
  const { page, lang } = walk;
  // The first page of a cold server can take a while to build its caches.
  await page.goto(pathname, { waitUntil: 'load', timeout: 30_000 });
  const h1 = page.locator('main h1').first();
  await expect.poll(() => h1.innerText(), { timeout: 15_000 }).toMatch(scriptOf[lang]);
  await settle(page);
}

/** No request in flight and no spinner showing. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main [role="progressbar"]').first().waitFor({ state: 'detached' });
}

/** The page at a phone's width, then back at the desktop's. */
export async function checkPhone(walk: Walk, where: string) {
  await walk.page.setViewportSize(phone);
  // Two frames drawn at the new width: the first frame's resize observers (a table's scroll
  // region gets its name there) have run.
  await walk.page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await checkTableFits(walk, where);
  await check(walk, where, 'page');
  await walk.page.setViewportSize(desktop);
}

/**
 * On a phone the page itself never scrolls sideways, and a table wider than the screen scrolls
 * inside a named region that takes the focus (its actions can be reached by keyboard too).
 */
async function checkTableFits(walk: Walk, where: string) {
  const measure = () =>
    walk.page.evaluate(() => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1) problems.push('the page scrolls sideways');
      document.querySelectorAll<HTMLElement>('main table').forEach((table, i) => {
        if (table.getBoundingClientRect().right <= root.clientWidth + 1) return;
        // A table for screen readers only (a chart's figures) is clipped to nothing on screen.
        if (table.closest('.visually-hidden')) return;
        let box = table.parentElement;
        while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) {
          box = box.parentElement;
        }
        const named = box?.getAttribute('aria-label') || box?.getAttribute('aria-labelledby');
        if (!box || !named || box.tabIndex < 0) {
          problems.push(`table ${i + 1} is cut off with no named, focusable scroll region`);
        }
      });
      return problems;
    });
  // A table learns it overflows from a ResizeObserver after the resize, and only then names its
  // region: measure again until the page has answered, and report what is still wrong.
  let found: string[] = [];
  await expect
    .poll(async () => (found = await measure()), { timeout: 5_000 })
    .toEqual([])
    .catch(() => {});
  walk.problems.push(...found.map((p) => `${walk.lang} ${where} 375px: ${p}`));
}

/** The one open dialog once its fade-in is over (axe measures what is painted). */
export async function openDialog(walk: Walk, trigger: Locator): Promise<Locator> {
  await trigger.click();
  return shownDialog(walk.page);
}

export async function shownDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: /./ });
  await dialog.waitFor();
  await transitionsEnded(dialog, '.MuiDialog-root');
  return dialog;
}

/**
 * Waits until nothing under an element (or its closest `root`) is still in transition; a
 * spinner's endless animation does not count. Polled, because a transition the page cancels and
 * replaces never reports its end.
 */
export async function transitionsEnded(el: Locator, root?: string) {
  const moving = () =>
    el.evaluate((node, rootSelector) => {
      const top = (rootSelector && node.closest(rootSelector)) || node;
      return top
        .getAnimations({ subtree: true })
        .filter((a) => a.playState === 'running')
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).length;
    }, root);
  await expect.poll(moving, { timeout: 10_000 }).toBe(0);
}

/**
 * Submits a form left empty and waits for its errors: the submit button when it is enabled,
 * Enter in the first field when it is not (a form whose Save waits for every field).
 */
export async function submitEmpty(scope: Locator) {
  const submit = scope.locator('button[type="submit"]').first();
  if (await submit.isEnabled()) await submit.click();
  else await scope.getByRole('textbox').first().press('Enter');
  await scope.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
  // The errors are painted in their colour only once the label's transition ends.
  await transitionsEnded(scope);
}

/** Closes the open dialog with Escape and waits until it has gone. */
export async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('.MuiDialog-root').first().waitFor({ state: 'detached' });
}

/** A dialog's three states: opened, with its errors, closed again. */
export async function dialogStates(
  walk: Walk,
  where: string,
  state: string,
  trigger: Locator,
  withErrors: boolean,
) {
  const dialog = await openDialog(walk, trigger);
  await check(walk, where, state);
  if (withErrors) {
    await submitEmpty(dialog);
    await check(walk, where, `${state}-errors`);
  }
  await closeDialog(walk.page);
}

export const viewports: Record<string, ViewportSize> = { desktop, phone };
