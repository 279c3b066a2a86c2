// The container files, checked as far as this machine can: no Docker engine runs here and no base
// image can be pulled, so the image is never built. What is checked: compose.yaml against the
// Compose specification's JSON schema (the copy the dclint package ships) and dclint's errors;
// the Dockerfile's shape; and its last stage imitated in a folder (the files it copies, only the
// production packages of package-lock.json, its ENV and CMD), where the server must start and
// pass the image's HEALTHCHECK.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { DCLinter } from 'dclint';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { execForm, readDockerfile, type Stage } from '../support/dockerfile';
import {
  buildServerIfNeeded,
  freePort,
  repoRoot,
  runServer,
  waitForHealthy,
} from '../support/server-process';

const stages = readDockerfile(repoRoot);
const final = stages.at(-1)!;
const ops = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op);
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** Bytes on disk (blocks, like du) of every file under `dir`. */
async function diskBytes(dir: string): Promise<number> {
  let total = 0;
  const seen = new Set<number>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const s = await stat(path.join(e.parentPath, e.name));
    if (seen.has(s.ino)) continue;
    seen.add(s.ino);
    total += s.blocks * 512;
  }
  return total;
}

/** `npm ci --omit=dev`, imitated: every package the lock file does not mark dev, hard-linked. */
function productionModules(root: string): string[] {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const top = Object.entries(lock.packages)
    .filter(([p, info]) => p.startsWith('node_modules/') && !info.dev)
    .map(([p]) => p)
    // Packages of another platform (optional) are in the lock but not installed here.
    .filter((p) => existsSync(path.join(repoRoot, p)))
    .filter((p) => !p.slice('node_modules/'.length).includes('/node_modules/'));
  for (const p of top) {
    cpSync(path.join(repoRoot, p), path.join(root, p), { recursive: true, verbatimSymlinks: true });
  }
  return top;
}

function healthcheck(port: number): number | null {
  const [line] = ops(final, 'HEALTHCHECK');
  const [node, ...args] = execForm(line!.args);
  expect(node).toBe('node');
  return spawnSync(process.execPath, args, { env: { ...process.env, PORT: String(port) } }).status;
}

describe('the Dockerfile', () => {
  it('builds in one node:24-slim stage and runs from another, as a user other than root', () => {
    expect(stages.map((s) => s.from)).toEqual(['node:24-slim', 'node:24-slim']);
    expect(stages[0]!.name).toBe('build');
    expect(ops(stages[0]!, 'RUN').map((i) => i.args)).toEqual([
      'npm ci --no-audit --no-fund',
      'npm run build',
    ]);
    expect(ops(final, 'RUN')[0]!.args).toMatch(/^npm ci --omit=dev\b/);
    const user = ops(final, 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    // Every instruction after USER runs as that user; the start command is last.
    expect(final.instructions.at(-1)!.op).toBe('CMD');
    expect(ops(final, 'HEALTHCHECK')[0]!.args).toContain('/healthz');
    // What the build stage copies in: never an installed node_modules, a build, data or secrets.
    const ignored = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    for (const p of ['node_modules', 'build', 'data', '.env', '.git']) expect(ignored).toContain(p);
  });

  it('its last stage starts with only the production packages (≤ 150 MB) and passes its own HEALTHCHECK', async () => {
    buildServerIfNeeded();
    const root = await mkdtemp(path.join(os.tmpdir(), 'academy-image-'));
    dirs.push(root);
    // Nothing above the folder may lend it a package.
    expect(existsSync(path.join(os.tmpdir(), 'node_modules'))).toBe(false);
    for (const { args } of ops(final, 'COPY')) {
      const parts = args.split(' ');
      const from = parts[0]!.startsWith('--from=') ? parts.shift() : undefined;
      const to = parts.pop()!;
      for (const source of parts) {
        const inRepo = from ? path.relative('/app', source) : source;
        const target = to.endsWith('/')
          ? path.join(root, to, path.basename(source))
          : path.join(root, to);
        await mkdir(path.dirname(target), { recursive: true });
        cpSync(path.join(repoRoot, inRepo), target, { recursive: true });
      }
    }
    expect(existsSync(path.join(root, 'build/server/main.js'))).toBe(true);
    const packages = productionModules(root);
    const megabytes = (await diskBytes(path.join(root, 'node_modules'))) / 1e6;
    console.log(
      `image node_modules: ${packages.length} top-level packages, ${megabytes.toFixed(0)} MB`,
    );
    expect(megabytes).toBeLessThanOrEqual(150);
    for (const browserOnly of ['@mui/material', '@mui/icons-material', 'react-dom', 'vite'])
      expect(existsSync(path.join(root, 'node_modules', browserOnly))).toBe(false);

    const env = Object.fromEntries(
      ops(final, 'ENV').flatMap(({ args }) =>
        args.split(' ').map((kv) => kv.split('=') as [string, string]),
      ),
    );
    expect(env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', DATA_DIR: '/data' });
    const port = await freePort();
    // Here it listens on 127.0.0.1 (not every interface) and keeps its data in the folder.
    const server = runServer(
      {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(root, 'data'),
        DATABASE_URL: '',
      },
      port,
      root,
    );
    try {
      const died = server.exited.then((code) => {
        throw new Error(`the server stopped (${code}):\n${server.output()}`);
      });
      await Promise.race([waitForHealthy(server.baseUrl), died]);
      expect(healthcheck(port)).toBe(0);
      const pkg = createRequire(path.join(root, 'package.json'));
      expect(() => pkg.resolve('@mui/material')).toThrow();
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
    }
    expect(healthcheck(port)).toBe(1);
  }, 180_000);
});

describe('compose.yaml', () => {
  const text = readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8');
  const compose = parse(text, { merge: true }) as {
    services: Record<string, Record<string, unknown>>;
    volumes: Record<string, unknown>;
  };

  it("is valid against the Compose specification's JSON schema, and dclint finds no error", () => {
    const dclint = path.dirname(createRequire(import.meta.url).resolve('dclint/package.json'));
    const schemaFile = path.join(dclint, 'schemas/compose.schema.json');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as { title: string };
    expect(schema.title).toBe('Compose Specification');
    const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
    const validate = ajv.compile(schema);
    expect(validate(compose), ajv.errorsText(validate.errors)).toBe(true);
    // A broken file is refused (so the check above can fail).
    expect(validate({ services: { app: { image: 'x', imagee: 'x' } } })).toBe(false);
    const [result] = new DCLinter({ rules: {}, quiet: true, debug: false, exclude: [] }).lintFiles(
      [path.join(repoRoot, 'compose.yaml')],
      false,
    );
    expect(result!.messages.filter((m) => m.type === 'error')).toEqual([]);
  });

  it('runs two instances of the image on PostgreSQL 16 and Redis 7, behind nginx with mounted TLS files', () => {
    const { services, volumes } = compose;
    for (const name of ['app1', 'app2']) {
      const app = services[name]!;
      expect(app.build).toBe('.');
      const env = app.environment as Record<string, string>;
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/academy:.*@db:5432\/academy$/);
      expect(env.REDIS_URL).toBe('redis://redis:6379/0');
      expect(env.TRUST_PROXY).toBe('1');
      // The uploads, and the nightly backups the instances write (BACKUP_DIR).
      expect(app.volumes).toEqual(['uploads:/data', './backups:/backups']);
      expect(env.BACKUP_DIR).toBe('/backups');
    }
    expect([services.app1!.ports, services.app2!.ports]).toEqual([
      ['127.0.0.1:3001:3000'],
      ['127.0.0.1:3002:3000'],
    ]);
    expect(services.db!.image).toBe('postgres:16');
    expect(services.db!.volumes).toEqual(['db-data:/var/lib/postgresql/data']);
    expect(services.redis!.image).toBe('redis:7');
    const nginx = services.nginx!;
    expect(nginx.network_mode).toBe('host');
    expect(nginx.volumes).toEqual(
      expect.arrayContaining([
        './deploy/nginx-academy.conf:/etc/nginx/conf.d/default.conf:ro',
        './deploy/tls:/etc/ssl/academy:ro',
      ]),
    );
    // The nginx file the two-instance test runs: its upstreams are the ports published here.
    const site = readFileSync(path.join(repoRoot, 'deploy/nginx-academy.conf'), 'utf8');
    expect(site).toContain('server 127.0.0.1:3001 ');
    expect(site).toContain('server 127.0.0.1:3002 ');
    expect(site).toContain('ssl_certificate /etc/ssl/academy/fullchain.pem;');
    expect(Object.keys(volumes).sort()).toEqual(['db-data', 'nginx-cache', 'uploads']);
  });
});
