// The systemd units of README "Deploying", checked with systemd-analyze (no systemd runs the
// units here: this machine's tests never install them).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { imageCommand } from '../support/dockerfile';
import { hasCommand, needs } from '../support/requires';
import { repoRoot } from '../support/server-process';

const unitsDir = path.join(repoRoot, 'deploy/systemd');
const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-units-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The values of `key=` in a unit file, in order. */
function values(unit: string, key: string): string[] {
  const text = readFileSync(path.join(unitsDir, unit), 'utf8');
  return [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]!);
}

describe('the systemd units', () => {
  it.runIf(needs('systemd-analyze', hasCommand('systemd-analyze'), 'apt-get install -y systemd'))(
    'pass systemd-analyze verify without a warning',
    () => {
      // A template is verified as one of its instances.
      copyFileSync(path.join(unitsDir, 'academy@.service'), path.join(dir, 'academy@3001.service'));
      copyFileSync(
        path.join(unitsDir, 'academy-backup.service'),
        path.join(dir, 'academy-backup.service'),
      );
      for (const unit of ['academy@3001.service', 'academy-backup.service']) {
        const r = spawnSync('systemd-analyze', ['verify', path.join(dir, unit)], {
          encoding: 'utf8',
          cwd: dir,
        });
        expect(`${unit}: ${r.status} ${r.stderr.trim()}`).toBe(`${unit}: 0 `);
      }
    },
  );

  it("start the server with the container image's command, on the port named by the instance", () => {
    const [, ...args] = imageCommand(repoRoot);
    expect(values('academy@.service', 'ExecStart')).toEqual([`/usr/bin/node ${args.join(' ')}`]);
    const env = values('academy@.service', 'Environment');
    expect(env).toEqual(
      expect.arrayContaining(['PORT=%i', 'HOST=127.0.0.1', 'TRUST_PROXY=1', 'NODE_ENV=production']),
    );
    expect(values('academy@.service', 'User')).toEqual(['academy']);
    // The nginx file's upstreams are the instances the README enables: academy@3001, academy@3002.
    const site = readFileSync(path.join(repoRoot, 'deploy/nginx-academy.conf'), 'utf8');
    expect(site).toMatch(/server 127\.0\.0\.1:3001 [^;]*;\s*server 127\.0\.0\.1:3002 /);
  });

  it("back up nightly through the instances' job, and now by hand with the compose command", () => {
    // The nightly backup is the server's `backup` job (tests/process/backup.test.ts runs it):
    // the instances are told where to write it, and may write there.
    expect(values('academy@.service', 'Environment')).toContain('BACKUP_DIR=/var/backups/academy');
    expect(values('academy@.service', 'ReadWritePaths')).toEqual([
      '/var/lib/academy /var/backups/academy',
    ]);
    const compose = parse(readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8'), {
      merge: true,
    }) as {
      services: Record<string, { command?: string[]; environment?: Record<string, string> }>;
    };
    for (const name of ['app1', 'app2']) {
      expect(compose.services[name]!.environment!.BACKUP_DIR, name).toBe('/backups');
    }
    const [, ...args] = compose.services.backup!.command!;
    expect(values('academy-backup.service', 'ExecStart')).toEqual([
      `/usr/bin/node ${args.join(' ')}`,
    ]);
    expect(values('academy-backup.service', 'Environment')).toContain(
      'BACKUP_DIR=/var/backups/academy',
    );
  });
});
