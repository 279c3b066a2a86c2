import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from './lib/app-root';

describe('.env.example', () => {
  it('lists every variable the server reads (src/server/env.ts)', () => {
    const source = readFileSync(path.join(appRoot, 'src/server/env.ts'), 'utf8');
    const schema = source.slice(source.indexOf('const envSchema'), source.indexOf('});'));
    const read = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
    expect(read).toContain('DATABASE_URL');
    const example = readFileSync(path.join(appRoot, '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(read.filter((v) => !listed.includes(v))).toEqual([]);
  });
});
