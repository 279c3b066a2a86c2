import fc from 'fast-check';
import { z } from 'zod';
import { hostileKeys, hostileValue, RawToken } from './fuzz-values';

/** The parts of JSON Schema that the routes' zod schemas turn into. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A route's zod schema as JSON Schema (its input side; refinements and transforms drop out). */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

// Strings that pass many hand-written refinements (dates, phones, e-mails, amounts, names), so
// mutated bodies get past the schema and reach the handler and the database.
const plausibleStrings = [
  '2026-06-15',
  '2001-02-28',
  '9876543210',
  'gurleen@example.in',
  '1',
  '2',
  '100',
  '1500.50',
  'Full Stack Developer',
  'Amritsar, Punjab',
  'A',
  'student',
];

const int32 = (n: number | undefined, fallback: number) =>
  Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, Math.trunc(n ?? fallback)));

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date-time') {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  const minLength = s.minLength ?? 0;
  return fc.oneof(
    fc.constantFrom(...plausibleStrings),
    fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 30, 30)) }),
  );
}

/** Values that fit `schema` as far as JSON Schema can say. */
export function validArb(s: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map(validArb));
  if (s.allOf?.[0]) return validArb(s.allOf[0]);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => validArb({ ...s, type })));
  switch (s.type) {
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      const shape = Object.fromEntries(props.map(([k, v]) => [k, validArb(v)]));
      return fc.record(shape, { requiredKeys: s.required ?? [] });
    }
    case 'array':
      return fc.array(validArb(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 5, 5)),
      });
    case 'string':
      return stringArb(s);
    case 'integer': {
      const min = int32(s.minimum ?? s.exclusiveMinimum, -10);
      const max = int32(s.maximum, 100_000);
      // Small values (1–5) where the range has them, as ids; any value of the range too.
      const small = { min: Math.max(min, 1), max: Math.min(max, 5) };
      return small.min <= small.max
        ? fc.oneof(fc.integer(small), fc.integer({ min, max }))
        : fc.integer({ min, max });
    }
    case 'number':
      return fc.double({
        min: s.minimum ?? s.exclusiveMinimum ?? -1e6,
        max: s.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constantFrom('x', 1, true, null, {});
  }
}

type Path = (string | number)[];

/** Copies a JSON value, keeping RawTokens and own `__proto__` keys. */
function copy(value: unknown): unknown {
  if (value instanceof RawToken || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return [...value].map(copy);
  const out = {};
  for (const [k, v] of Object.entries(value)) setOwn(out, k, copy(v));
  return out;
}

/** Sets an own property even for `__proto__` (plain assignment would swap the prototype). */
function setOwn(target: object, key: string | number, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (value && typeof value === 'object' && !(value instanceof RawToken) && out.length < 200) {
    // An array's own named keys (a mutation may add `constructor`) are not walked into.
    const entries = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
    for (const [k, v] of entries) paths(v, [...at, k], out);
  }
  return out;
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> | undefined {
  let node = root;
  for (const step of path.slice(0, -1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node && typeof node === 'object' ? (node as Record<string | number, unknown>) : undefined;
}

const mutation = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'replace', 'delete', 'add-key', 'wrap'),
  pick: fc.nat(),
  key: fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 6 })),
  value: hostileValue,
});

type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(root: unknown, m: Mutation): unknown {
  const all = paths(root);
  // The root itself one time in ten: most changes go inside, where the handler reads.
  const path = all.length === 1 || m.pick % 10 === 0 ? [] : all[1 + (m.pick % (all.length - 1))]!;
  const last = path[path.length - 1];
  const parent = parentOf(root, path);
  if (last === undefined || !parent) {
    // The root itself.
    if (m.kind === 'wrap') return [root];
    if (m.kind === 'add-key' && root && typeof root === 'object') {
      setOwn(root, m.key, m.value);
      return root;
    }
    return m.kind === 'delete' ? undefined : m.value;
  }
  const target = parent[last];
  if (m.kind === 'delete') Reflect.deleteProperty(parent, last);
  else if (m.kind === 'wrap') setOwn(parent, last, [target]);
  else if (m.kind === 'add-key' && target && typeof target === 'object')
    setOwn(target, m.key, m.value);
  else setOwn(parent, last, m.value);
  return root;
}

/** A valid value for `schema` with one to three hostile changes: what finds bugs. */
export function mutatedArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(validArb(schema), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([valid, ms]) => ms.reduce<unknown>((v, m) => mutate(v, m), copy(valid)));
}
