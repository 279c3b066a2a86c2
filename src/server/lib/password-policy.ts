import { readFileSync } from 'node:fs';
import { passwordMessages } from '#shared/passwords.ts';
import { fieldError } from './app-error';

let common: Set<string> | undefined;

/**
 * The shipped list of common passwords (`common-passwords.txt`, one a line, lower case): the
 * most used passwords of public breach lists and their usual variants (word + digits or year,
 * repeated and sequential digits). Compared case-insensitively, spaces at the ends ignored.
 */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
  return common;
}

function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').trim().toLowerCase());
}

/** Throws a 400 on `field` when a newly chosen password is on the common list. */
export function assertUncommonPassword(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw fieldError('VALIDATION_FAILED', field, passwordMessages.tooCommon);
  }
}
