// Issue 12: every fixed sentence the server may send a user (an error's message, a field's
// message) has an entry in the web app's translations (validation.json, or errors.json by its
// code; a public page's own words, which the server writes into the contact and sign-up pages,
// public.json), so a Punjabi or Hindi reader never meets it in English. Messages built from values are
// checked by the client's tests (placeholder entries); API descriptions, e-mails (their own
// languages) and the command line are not shown in the web app.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const server = path.join(root, 'src/server');

function sentencesOf(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) sentencesOf(v, out);
  return out;
}
const translated = new Set([
  ...sentencesOf(
    JSON.parse(readFileSync(path.join(root, 'src/client/locales/en/validation.json'), 'utf8')),
  ),
  ...sentencesOf(
    JSON.parse(readFileSync(path.join(root, 'src/client/locales/en/errors.json'), 'utf8')),
  ),
  ...sentencesOf(
    JSON.parse(readFileSync(path.join(root, 'src/client/locales/en/public.json'), 'utf8')),
  ),
]);

// Not shown in the web app: e-mails and the 404 page (translated where they are written), the
// command line, backups, the health check, metrics (read by Prometheus) and the seed (demo
// content is data, not messages).
const elsewhere =
  /(^|\/)(cli|mail-text|client-language|health|metrics|backup-[\w-]+|db\/[\w-]+|seed\/[\w-]+)\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

describe('messages the server sends', () => {
  it('every fixed sentence has a translation entry', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(server)) {
      const relative = path.relative(server, file);
      if (elsewhere.test(relative)) continue;
      let previous = '';
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        // OpenAPI descriptions (a call's argument, maybe on the next line) and comments are for
        // developers.
        const describing = /\.describe\(|\w+Reply\(|\btext\(|description:|^\s*(\/\/|\*)/;
        const skip = describing.test(line) || /\w+Reply\($/.test(previous);
        previous = line;
        if (skip) continue;
        for (const m of line.matchAll(/'([A-Z][^'$]*?[a-z)][^'$]*[.!])'/g)) {
          const sentence = m[1]!;
          if (!/\s/.test(sentence)) continue;
          seen++;
          if (!translated.has(sentence)) missing.push(`${relative}: ${sentence}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
