import { describe, expect, it } from 'vitest';
import { errorCodes } from './error-codes';
import { errorCodes as schemaCodes, type ErrorCode as SchemaCode } from './errors';
import type { ErrorCode } from './error-codes';

describe('error codes', () => {
  it('the zod-free list and the reply schema list are the same', () => {
    expect([...errorCodes]).toEqual([...schemaCodes]);
    const sameType: SchemaCode[] = [...errorCodes] satisfies ErrorCode[];
    expect(sameType).toHaveLength(schemaCodes.length);
  });
});
