import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './client-shell';

describe('lowerScriptPriority (issue 11: a prerendered page paints before its scripts load)', () => {
  it('fetches every module preload of the page at low priority, and nothing else changes', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/images/hero-640.webp 640w" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/manifest-f2ae9a3f.js"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-BX-R3a0A.js"/>' +
      '<link rel="stylesheet" href="/assets/root-COxVWqxM.css"/>';
    const out = lowerScriptPriority(html);
    expect(out.match(/fetchPriority="low"/g)).toHaveLength(2);
    expect(out).toContain(
      '<link rel="modulepreload" href="/assets/entry.client-BX-R3a0A.js" fetchPriority="low"/>',
    );
    expect(out).toContain('imageSrcSet="/images/hero-640.webp 640w" fetchPriority="high"/>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-COxVWqxM.css"/>');
  });
});
