import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { multipartArb, type FilePool } from './fuzz-multipart';
import { jsonSchemaOf, mutatedArb, validArb, type JsonSchema } from './fuzz-schema';
import {
  encode,
  hostileEncoded,
  hostileNumber,
  hostileString,
  formPairs,
  hostileValue,
  invalidUtf8,
  toJsonText,
} from './fuzz-values';

/** One registered route as the fuzz sees it: its path and its own schemas. */
export type FuzzRoute = {
  method: HTTPMethods;
  url: string;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  multipart: boolean;
};

export type FuzzRequest = {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** The fuzz's view of a route registered with a zod schema (`onRoute` options). */
export function fuzzRoute(method: HTTPMethods, url: string, schema: unknown): FuzzRoute {
  const s = (schema ?? {}) as Record<string, unknown>;
  return {
    method,
    url,
    params: jsonSchemaOf(s.params),
    query: jsonSchemaOf(s.querystring),
    body: jsonSchemaOf(s.body),
    multipart: Array.isArray(s.consumes) && s.consumes.includes('multipart/form-data'),
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : toJsonText(v));

/** A value of a path parameter: often a real id, often hostile, sometimes bytes that decode to nothing. */
function paramArb(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: validArb(schema ?? { type: 'string' }).map((v) => encode(text(v))) },
    { weight: 2, arbitrary: fc.constantFrom('1', '2', '3', '999999', 'no-such-course') },
    { weight: 3, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: hostileNumber.map((n) => encode(text(n))) },
    { weight: 1, arbitrary: fc.constantFrom(...hostileEncoded) },
  );
}

function pathArb(route: FuzzRoute): fc.Arbitrary<string> {
  const names = route.url.match(/:\w+/g) ?? [];
  const props = route.params?.properties ?? {};
  const values = names.map((n) => paramArb(props[n.slice(1)]));
  return fc
    .tuple(...values)
    .map((vs) => vs.reduce<string>((url, v, i) => url.replace(names[i]!, v), route.url));
}

const genericQuery: JsonSchema = {
  type: 'object',
  properties: { q: { type: 'string' }, page: { type: 'integer' }, id: { type: 'string' } },
};

function queryArb(route: FuzzRoute): fc.Arbitrary<string> {
  const schema = route.query ?? genericQuery;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: validArb(schema).map((v) => formPairs(v).join('&')) },
    { weight: 4, arbitrary: mutatedArb(schema).map((v) => formPairs(v).join('&')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__[polluted]=yes',
        'constructor[prototype][polluted]=yes',
        '__proto__.polluted=yes',
        'page=1&page=2&page=3',
        `q=${'x'.repeat(100_000)}`,
        'q=%&page=%zz',
        '&&&==&',
        ...hostileEncoded.map((e) => `q=${e}&page=${e}`),
      ),
    },
  );
}

const contentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/jsonx',
  '*/*',
  '',
];

const json = 'application/json';

/** A JSON body: mostly the route's own shape with hostile changes, sent as JSON or not. */
function jsonBodyArb(schema: JsonSchema | undefined) {
  const value = schema
    ? fc.oneof(
        { weight: 1, arbitrary: validArb(schema) },
        { weight: 6, arbitrary: mutatedArb(schema) },
        { weight: 2, arbitrary: hostileValue },
      )
    : hostileValue;
  const asJson = fc.record({
    payload: value.map(toJsonText),
    type: fc.oneof({ weight: 8, arbitrary: fc.constant(json) }, fc.constantFrom(...contentTypes)),
  });
  const raw = fc.record({
    payload: fc.oneof(
      fc.constantFrom(
        '{"__proto__":{"polluted":"yes"}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"a":1,"a":2}',
        '{',
        '[1,]',
        "{'a':1}",
        'null',
        '',
      ),
      invalidUtf8,
    ),
    type: fc.constant(json),
  });
  return fc.oneof({ weight: 8, arbitrary: asJson }, { weight: 2, arbitrary: raw });
}

function bodyArb(route: FuzzRoute, pool: FilePool) {
  const none = fc.constant({ payload: undefined as string | Buffer | undefined, type: '' });
  if (route.method === 'GET' || route.method === 'HEAD') return none;
  if (route.multipart) {
    return fc.oneof(
      { weight: 8, arbitrary: multipartArb(route.body, pool) },
      { weight: 2, arbitrary: jsonBodyArb(undefined) },
    );
  }
  if (route.body) return jsonBodyArb(route.body);
  return fc.oneof({ weight: 2, arbitrary: none }, { weight: 1, arbitrary: jsonBodyArb(undefined) });
}

/** Hostile requests for `route`, sent with `cookie` (a session of the route's role, or none). */
export function requestArb(route: FuzzRoute, pool: FilePool, cookie: string | undefined) {
  const hostileCookie = hostileString.map((s) => `academy_session=${encode(s)}`);
  const cookieArb = cookie
    ? fc.constant(cookie)
    : fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: hostileCookie });
  return fc
    .record({
      path: pathArb(route),
      query: queryArb(route),
      body: bodyArb(route, pool),
      cookie: cookieArb,
    })
    .map(({ path, query, body, cookie: c }): FuzzRequest => {
      const headers: Record<string, string> = {};
      if (c) headers.cookie = c;
      if (body.payload !== undefined && body.type) headers['content-type'] = body.type;
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      };
    });
}
