// What the scanners aim at: the operations of docs/openapi.json, each with a valid-looking call
// (example values from its schema) and sqlmap's `*` marker on every parameter; the settings from
// the environment. Part of security/scanners.ts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../tests/support/server-process';
import type { Ids } from './scanners-demo';
import { idFor } from './scanners-demo';

export const settings = {
  level: process.env.SQLMAP_LEVEL ?? '1',
  risk: process.env.SQLMAP_RISK ?? '1',
  wapitiAdminSeconds: Number(process.env.WAPITI_ADMIN_SECONDS ?? 360),
  wapitiStudentSeconds: Number(process.env.WAPITI_STUDENT_SECONDS ?? 180),
  /** sqlmap's time per operation (more on a machine shared with other heavy work). */
  sqlmapMinutes: Number(process.env.SQLMAP_MINUTES ?? 8),
  /** 'wapiti' | 'sqlmap' | 'baseline' to run one part while working on it. */
  only: process.env.SCANNERS_ONLY,
  /** Only the operations whose "METHOD /route" matches (SQLMAP_MATCH is its older name). */
  routes: ((r) => (r ? new RegExp(r) : undefined))(
    process.env.SCANNERS_ROUTES ?? process.env.SQLMAP_MATCH,
  ),
};

export type Json = Record<string, unknown>;
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};
export type Parameter = { in: string; name: string; schema?: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type Role = 'public' | 'admin' | 'student';

export const openapi = JSON.parse(
  readFileSync(path.join(repoRoot, 'docs/openapi.json'), 'utf8'),
) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

export function run(
  cmd: string,
  args: string[],
  timeoutMs: number,
): Promise<{ code: number | null; out: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let timedOut = false;
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, timedOut });
    });
  });
}

// ---------------------------------------------------------------- operations

export function roleOf(method: string, route: string): Role {
  if (route.startsWith('/api/student/')) return 'student';
  if (
    /^\/(auth\/|api\/catalogue|api\/contact|api\/admissions|uploads\/|robots|sitemap|healthz)/.test(
      route,
    )
  )
    return route === '/auth/me' ? 'student' : 'public';
  if (route.startsWith('/api/notices') && method === 'get') return 'student';
  return 'admin';
}

export function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(openapi.components.schemas[schema.$ref.split('/').pop()!]!);
  if (schema.allOf) return resolve(Object.assign({}, ...schema.allOf.map(resolve)) as Schema);
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt) return resolve(alt.find((x) => resolve(x).type !== 'null') ?? alt[0]!);
  return schema;
}

/** A valid-looking example value for a schema, by its type, enum, pattern and field name. */
export function example(s: Schema, name: string): unknown {
  const schema = resolve(s);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v, k)]),
    );
  }
  if (type === 'array') return [example(schema.items ?? { type: 'string' }, name)];
  if (name === 'wrongMarks') return -1;
  if (type === 'integer' || type === 'number') return Math.max(1, (schema.minimum ?? 0) + 1);
  if (type === 'boolean') return true;
  const n = name.toLowerCase();
  if (n === 'courses') return 'Graphic Design';
  if (n === 'min' || n === 'max') return '2.5';
  if (n === 'windowend') return '2026-12-20T10:00:00.000Z';
  if (schema.pattern === '^\\d{1,9}$' || n.endsWith('id')) return '1';
  if (/date|on$|^from$|^to$/.test(n) || schema.format === 'date') return '2026-11-20';
  if (/windowstart|windowend|at$/.test(n) || schema.format === 'date-time')
    return '2026-11-20T10:00:00.000Z';
  if (n.includes('email')) return 'scan@example.in';
  if (n.includes('phone') || n.includes('contact') || n.includes('mobile')) return '9876543210';
  if (n.includes('password')) return 'Wrong-scan-pass-1';
  if (n.includes('pincode')) return '141001';
  const text = 'Scan';
  return text.padEnd(schema.minLength ?? 0, 'x');
}

/** JSON text with sqlmap's `*` marker after every leaf value; the count of markers. */
export function markedJson(value: unknown): { text: string; marks: number } {
  let marks = 0;
  const walk = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(walk).join(',')}]`;
    if (v && typeof v === 'object')
      return `{${Object.entries(v)
        .map(([k, x]) => `${JSON.stringify(k)}:${walk(x)}`)
        .join(',')}}`;
    marks++;
    if (typeof v === 'string') return `${JSON.stringify(v).slice(0, -1)}*"`;
    return `${JSON.stringify(v)}*`;
  };
  return { text: walk(value), marks };
}

export type Target = {
  method: string;
  route: string;
  role: Role;
  url: string; // with markers
  data?: string; // with markers
  contentType?: string;
  params: number;
  note?: string;
};

export function targets(base: string, ids: Ids): { list: Target[]; skipped: string[] } {
  const list: Target[] = [];
  const skipped: string[] = [];
  for (const [route, ops] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      let params = 0;
      let url = route.replace(/\{(\w+)\}/g, (_, name: string) => {
        params++;
        return `${idFor(ids, route, name)}*`;
      });
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      if (query.length > 0) {
        url +=
          '?' +
          query
            .map((p) => {
              params++;
              return `${p.name}=${encodeURIComponent(String(example(p.schema ?? {}, p.name)))}*`;
            })
            .join('&');
      }
      const t: Target = { method, route, role: roleOf(method, route), url: base + url, params };
      const content = op.requestBody?.content ?? {};
      if (content['application/json']) {
        const { text, marks } = markedJson(example(content['application/json'].schema, ''));
        t.data = text;
        t.contentType = 'application/json';
        t.params += marks;
      } else if (content['multipart/form-data']) {
        // Text fields only, each marked; the files are left out (sqlmap cannot make valid
        // uploads), so a route that requires a file answers 400 before reading the fields.
        const schema = resolve(content['multipart/form-data'].schema);
        const boundary = 'ScanBoundary7MA4YWxkTrZu0gW';
        const parts = Object.entries(schema.properties ?? {})
          .filter(([, v]) => !['binary', 'byte'].includes(resolve(v).format ?? ''))
          .filter(([k]) => !/^(image|presentation|file|csv)$/.test(k))
          .map(([k, v]) => {
            t.params++;
            const value = example(v, k);
            const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
            return `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${text}*\r\n`;
          });
        t.data = parts.join('') + `--${boundary}--\r\n`;
        t.contentType = `multipart/form-data; boundary=${boundary}`;
        t.note = 'multipart: text fields only, no file';
      }
      if (t.params === 0) skipped.push(`${method.toUpperCase()} ${route}`);
      else if (!settings.routes || settings.routes.test(`${method.toUpperCase()} ${route}`))
        list.push(t);
    }
  }
  // Calls that end or delete what later calls need go last: submits and state changes, then
  // deletes. The login calls use wrong passwords, so no session of ours is replaced.
  const rank = (t: Target) =>
    t.method === 'delete'
      ? 2
      : /\/(submit|reject|approve|end-sessions|reset-password|unpublish)$/.test(t.route)
        ? 1
        : 0;
  list.sort((x, y) => rank(x) - rank(y));
  return { list, skipped };
}
