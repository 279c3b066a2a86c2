// Issue 11: a page downloads only the fonts of the scripts it is written in, and a prerendered
// page's scripts wait behind its picture and fonts. The language switch
// names ਪੰਜਾਬੀ and हिन्दी on every page; drawn in the web faces, those two words made every English
// page fetch both Indic fonts (about 63 KB) before its first paint.
import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from '../support/browser';
import { openPage } from './open';

const fontsOf = async (b: ReturnType<typeof useBrowser>, path: string) => {
  const fonts: string[] = [];
  b.page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  const page = await openPage(b, path);
  // Fonts are asked for at layout; once the page is idle every one it needs has been asked for.
  await page.waitForLoadState('networkidle');
  return fonts;
};

describe('fonts of the public pages', () => {
  const b = useBrowser(phone);

  it('an English page downloads no Indic font, and still names each language in its script', async () => {
    const fonts = await fontsOf(b, '/Courses');
    expect(fonts).toEqual([]);
    // The header's language links (decision 048), each in its own script, in the device's fonts.
    const options = b.page.locator('header .lang-switch__link');
    await expect.poll(() => options.allTextContents()).toEqual(['English', 'ਪੰਜਾਬੀ', 'हिन्दी']);
  });

  it('a Punjabi page downloads Gurmukhi only', async () => {
    const punjabi = await fontsOf(b, '/pa/Courses');
    expect(punjabi.length).toBeGreaterThan(0);
    expect(punjabi.every((f) => f.includes('gurmukhi'))).toBe(true);
  });

  it('a Hindi page downloads Devanagari only', async () => {
    const hindi = await fontsOf(b, '/hi/Courses');
    expect(hindi.length).toBeGreaterThan(0);
    expect(hindi.every((f) => f.includes('devanagari'))).toBe(true);
  });

  it('a prerendered page fetches its scripts at low priority; a dashboard shell does not', async () => {
    const html = async (path: string) => (await fetch(`${b.baseUrl}${path}`)).text();
    const preloads = (text: string) => text.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    const signUp = preloads(await html('/SignUp'));
    expect(signUp.length).toBeGreaterThan(3);
    expect(signUp.every((l) => l.includes('fetchPriority="low"'))).toBe(true);
    const shell = preloads(await html('/Sidebar'));
    expect(shell.length).toBeGreaterThan(3);
    expect(shell.some((l) => l.includes('fetchPriority'))).toBe(false);
  });
});
