// Every string exists in all three languages, with the same placeholders, and every key the code
// asks for exists in English.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const clientDir = path.resolve(root, '..');
const languages = ['en', 'pa', 'hi'] as const;

function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, String(value));
  return out;
}

const read = (language: string, ns: string) =>
  flatten(JSON.parse(readFileSync(path.join(root, language, `${ns}.json`), 'utf8')));
const namespaces = readdirSync(path.join(root, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
const placeholders = (s: string) =>
  [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();
// i18next's plural forms differ by language (Hindi and Punjabi have "one" and "other" as English).
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('locales', () => {
  it('has the same files in every language', () => {
    for (const language of languages) {
      const files = readdirSync(path.join(root, language)).filter((f) => f.endsWith('.json'));
      expect(files.map((f) => f.slice(0, -5)).sort(), language).toEqual([...namespaces].sort());
    }
  });

  for (const ns of namespaces) {
    it(`${ns}: every key in all three languages, none empty, same placeholders`, () => {
      const en = read('en', ns);
      for (const language of ['pa', 'hi'] as const) {
        const other = read(language, ns);
        const enKeys = [...new Set([...en.keys()].map(base))].sort();
        const otherKeys = [...new Set([...other.keys()].map(base))].sort();
        expect(otherKeys, `${language}/${ns}.json keys`).toEqual(enKeys);
        for (const [key, text] of other) {
          expect(text.trim(), `${language}/${ns}.json ${key} is empty`).not.toBe('');
          const english = en.get(key) ?? en.get(`${base(key)}_other`) ?? en.get(base(key)) ?? '';
          expect(placeholders(text), `${language}/${ns}.json ${key} placeholders`).toEqual(
            placeholders(english),
          );
        }
      }
    });
  }

  it('every literal key the code asks for exists in English', () => {
    const english = new Map(namespaces.map((ns) => [ns, read('en', ns)]));
    const missing: string[] = [];
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? walk(path.join(dir, e.name))
          : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
            ? [path.join(dir, e.name)]
            : [],
      );
    for (const file of walk(clientDir)) {
      const source = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|\s)\/\/.*$/gm, '$1');
      const used = [...source.matchAll(/useTranslation\(\s*\[?\s*'([\w-]+)'/g)].map((m) => m[1]!);
      const fileNamespaces = used.length > 0 ? used : ['common'];
      for (const m of source.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const key = m[1]!;
        const [ns, k] = key.includes(':') ? key.split(':', 2) : [undefined, key];
        const candidates = ns ? [ns] : fileNamespaces;
        const found = candidates.some((n) => {
          const strings = english.get(n);
          return (
            strings && (strings.has(k!) || strings.has(`${k}_one`) || strings.has(`${k}_other`))
          );
        });
        if (!found) missing.push(`${path.relative(clientDir, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
