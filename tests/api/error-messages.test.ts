// The web app shows a server error by its code (namespace `errors`, src/client/lib/server-messages):
// its English entries must be the server's own words, so English readers see no change.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorTable } from '#server/lib/app-error.ts';
import { errorCodes } from '#shared/error-codes.ts';

const english = JSON.parse(
  readFileSync(new URL('../../src/client/locales/en/errors.json', import.meta.url), 'utf8'),
) as { codes: Record<string, string> };

describe('errors namespace', () => {
  it("holds every code's fixed message word for word", () => {
    for (const code of errorCodes) expect(english.codes[code], code).toBe(errorTable[code].message);
  });
});
