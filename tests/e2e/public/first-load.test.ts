// Issue 11: a public page loads the public strings only. The dashboards' namespaces (every
// locale file outside the public set) come with the dashboards; none of their English may reach
// a visitor of the public site. Each is recognised by a sentence only it holds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { openPage } from './open';

const english = path.resolve('src/client/locales/en');
const publicSet = ['common', 'layout', 'public', 'auth', 'errors', 'validation'];

function leaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) leaves(v, out);
  return out;
}
const read = (ns: string) =>
  leaves(JSON.parse(readFileSync(path.join(english, `${ns}.json`), 'utf8')));
const publicText = publicSet.map((ns) => read(ns).join('\n')).join('\n');

/** A plain sentence of each dashboard namespace (no markup to be escaped) that no public file has. */
const markers = readdirSync(english)
  .map((f) => f.replace(/\.json$/, ''))
  .filter((ns) => !publicSet.includes(ns))
  .map((ns) => {
    const plain = read(ns)
      .filter((s) => /^[A-Za-z][A-Za-z ,.]{15,}$/.test(s) && !publicText.includes(s))
      .sort((a, b) => b.length - a.length);
    return { ns, marker: plain[0] };
  });

const builtScripts = path.resolve('build/client/assets');

describe('first load of the public pages', () => {
  const b = useBrowser();

  it('every dashboard namespace has a marker the built scripts contain', () => {
    expect(markers.length).toBeGreaterThan(3);
    const all = readdirSync(builtScripts)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(builtScripts, f), 'utf8'))
      .join('\n');
    for (const { ns, marker } of markers) {
      expect(marker, `${ns} has no plain sentence of its own`).toBeTruthy();
      expect(all.includes(marker!), `${ns}: "${marker}" in the build`).toBe(true);
    }
  });

  for (const pathname of ['/', '/Courses', '/graphic-design', '/contactus']) {
    it(`${pathname} loads no dashboard strings and no zod`, async () => {
      const scripts: Promise<string>[] = [];
      b.page.on('response', (res) => {
        if (res.url().endsWith('.js')) scripts.push(res.text().catch(() => ''));
      });
      await openPage(b, pathname);
      const loaded = (await Promise.all(scripts)).join('\n');
      expect(scripts.length).toBeGreaterThan(3);
      const found = markers.filter(({ marker }) => loaded.includes(marker!)).map((m) => m.ns);
      expect(found, 'dashboard namespaces loaded by a public page').toEqual([]);
      // zod (~100 kB) comes with the first form a visitor reaches for, never with the page.
      expect(loaded.includes('$ZodObject'), 'zod loaded by a public page').toBe(false);
    });
  }
});
